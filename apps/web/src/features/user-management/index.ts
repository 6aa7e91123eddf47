/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadUserManagementPage = () => import('./components/user-management-page').then((m) => m.UserManagementPage);
