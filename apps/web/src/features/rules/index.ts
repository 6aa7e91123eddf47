/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadRulesPage = () => import('./components/rules-page').then((m) => m.RulesPage);
