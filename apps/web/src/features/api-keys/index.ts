/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadApiKeysPage = () => import('./components/api-keys-page').then((m) => m.ApiKeysPage);
