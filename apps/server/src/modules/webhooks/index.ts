import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { createWebhookDispatcher, type DispatcherOptions, type WebhookDispatcher } from './webhook-dispatcher';
import { webhooksRoutes } from './webhooks.routes';

export { createWebhookDispatcher } from './webhook-dispatcher';
export { decisionCreatedDeliveries } from './decision-deliveries';
/** What tests and benchmarks may set: a short retry schedule, a fast poll, or no dispatching at all. */
export type WebhookSettings = Pick<DispatcherOptions, 'retryScheduleMs' | 'pollMs' | 'timeoutMs' | 'disableAfterMs' | 'batchSize'> & {
  /** false: deliveries wait in the outbox (a process that only takes requests; tests of a restart). */
  dispatch?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox's webhook deliveries (modules/webhooks/webhook-dispatcher.ts). */
    webhookDispatcher: WebhookDispatcher;
  }
}

/**
 * Webhook endpoints and their deliveries. Events are written to the outbox by the statements
 * that make them (decisions; triggers for rule versions and bulk jobs); this module sends them.
 */
export const webhooksModule = fp(async (app: FastifyInstance, opts: { clock: Clock; settings?: WebhookSettings }) => {
  const dispatcher = createWebhookDispatcher({
    db: app.db,
    clock: opts.clock,
    mailer: app.mailer,
    log: app.log,
    allowedHosts: app.env.WEBHOOK_ALLOWED_HOSTS,
    ...opts.settings,
  });
  app.decorate('webhookDispatcher', dispatcher);
  const deps = { db: app.db, clock: opts.clock, allowedHosts: app.env.WEBHOOK_ALLOWED_HOSTS, kick: () => dispatcher.kick() };
  await app.register(webhooksRoutes, { deps });

  if (opts.settings?.dispatch === false) return;
  // Every process hears of new deliveries when their transaction commits (a trigger notifies).
  const unsubscribe = app.changes.subscribe('webhook_deliveries', () => dispatcher.kick());
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => {
    unsubscribe();
    await dispatcher.stop();
  });
});
