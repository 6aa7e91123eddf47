/** The feature's public surface: the app's routes load its page on demand; the customer page shows its access list. */
export const loadAuditTrailPage = () => import('./components/audit-trail-page').then((m) => m.AuditTrailPage);
export { CustomerAccessList } from './components/customer-access-list';
