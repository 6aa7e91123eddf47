import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { retentionAuditEntry, startPersonalDataRetention } from './personal-data-retention';
import { privacyRequestsRoutes } from './privacy-requests.routes';
import type { PrivacyDeps } from './privacy-requests.service';

export { runPersonalDataRetention } from './personal-data-retention';

/** The borrower's rights and the personal-data retention (ADR 0041, docs/privacy.md). */
export async function privacyRequestsModule(app: FastifyInstance, opts: { clock: Clock }) {
  const deps: PrivacyDeps = {
    db: app.db,
    pairs: app.decisionPairs,
    keepKfs: app.env.KFS_KEEP_ON_ERASURE,
    clock: opts.clock,
    dueDays: app.env.PRIVACY_REQUEST_DUE_DAYS,
  };
  await app.register(privacyRequestsRoutes, { deps });
  const months = app.env.PERSONAL_DATA_RETENTION_MONTHS;
  if (months !== undefined) {
    const retention = startPersonalDataRetention({
      deps,
      months,
      now: () => opts.clock.now(),
      log: app.log,
      recorded: (run) => app.auditTrail.write([retentionAuditEntry(run)]),
    });
    app.addHook('onClose', () => retention.stop());
  }
}
