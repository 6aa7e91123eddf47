/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadDashboardPage = () => import('./components/dashboard-page').then((m) => m.DashboardPage);
