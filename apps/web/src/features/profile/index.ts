/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadProfilePage = () => import('./components/profile-page').then((m) => m.ProfilePage);
