/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadCustomersPage = () => import('./components/customers-page').then((m) => m.CustomersPage);
