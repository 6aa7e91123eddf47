import type { VersionTracker } from './version-tracker';

export { currentVersion, findVersion } from './rule-versions.repository';
export { keyedRowsAt, keyedRowsForKeys, rowsWrittenIn, rowsAt, tablesChangedBetween, PLAN_TABLES, type RowsByTable } from './rule-set-rows.repository';
export { createVersionTracker, type VersionTracker } from './version-tracker';
export { ruleVersionsModule } from './rule-versions.routes';
export { previewChange } from './change-preview';
export { changedFields, type RowSides } from './version-diff';

declare module 'fastify' {
  interface FastifyInstance {
    /** The newest rule-set version, known without a query per request. */
    ruleVersions: VersionTracker;
  }
}
