/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadPrivacyRequestsPage = () => import('./components/privacy-requests-page').then((m) => m.PrivacyRequestsPage);
