/** The feature's public surface: the routes load its page on demand; other screens take its partner selects. */
export const loadPartnersPage = () => import('./components/partners-page').then((m) => m.PartnersPage);
export { usePartnerOptions, type PartnerOption } from './api/get-partner-options';
export { usePartnerFilterOptions } from './hooks/use-partner-filter';
