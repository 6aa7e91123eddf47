/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadWebhooksPage = () => import('./components/webhooks-page').then((m) => m.WebhooksPage);
