import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { auditHooks } from './audit-hooks';
import { createAuditRecorder, type AuditRecorder } from './audit-recorder';
import { startAuditRetention } from './audit-retention';
import { auditTrailRoutes } from './audit-trail.routes';

export { actorOf, type AuditEntryInput } from './audit-entry';
export { entriesFromStored } from './audit-events.repository';
export { verifyChain } from './audit-chain';
export { customerAccessLog } from './audit-trail.service';

/**
 * The recorder and its hooks, on the site before any module's routes: every /api route is
 * recorded by its access declaration (and `config.audit`), whichever module adds it.
 */
export async function auditTrailRecording(app: FastifyInstance, opts: { clock: Clock }) {
  const recorder = createAuditRecorder(app.db, app.log);
  app.decorate('auditTrail', recorder);
  await app.register(auditHooks, { recorder });
  const retention = startAuditRetention({ db: app.db, now: () => opts.clock.now(), months: app.env.AUDIT_RETENTION_MONTHS, log: app.log });
  app.addHook('onClose', async () => {
    await retention.stop();
    await recorder.close();
  });
}

/** `/api/audit*`: the trail's list, export, verification and a customer's access list. */
export async function auditTrailModule(app: FastifyInstance) {
  await app.register(auditTrailRoutes);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes and batches audit entries (ADR 0039); `recording` is switched off only by bench:apply's comparison run. */
    auditTrail: AuditRecorder;
  }
}
