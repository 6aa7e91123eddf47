import { lazy } from 'react';

/** The feature's public surface: the app's routes load its page on demand; the customer page shows its access list. */
export const loadAuditTrailPage = () => import('./components/audit-trail-page').then((m) => m.AuditTrailPage);
/**
 * Loaded with the customer page that shows it, not with the app's first chunk: the routes import
 * this index, and a static export would put the trail's schemas on /login (its 150 KiB budget).
 */
export const CustomerAccessList = lazy(() => import('./components/customer-access-list').then((m) => ({ default: m.CustomerAccessList })));
