/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadAnalyticsPage = () => import('./components/analytics-page').then((m) => m.AnalyticsPage);
