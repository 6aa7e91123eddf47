/**
 * The feature's public surface: the routes load its page on demand; other screens take its
 * partner selects (hooks that load the call itself with their first query: the routes import
 * this index, and /login has a 150 KiB budget).
 */
export const loadPartnersPage = () => import('./components/partners-page').then((m) => m.PartnersPage);
export { usePartnerFilterOptions, usePartnerOptions } from './hooks/use-partner-options';
export type { PartnerOption } from './api/get-partner-options';
