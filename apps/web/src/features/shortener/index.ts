/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadShortenerPage = () => import('./components/shortener-page').then((m) => m.ShortenerPage);
