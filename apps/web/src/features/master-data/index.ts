/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadMasterDataPage = () => import('./components/master-data-page').then((m) => m.MasterDataPage);
