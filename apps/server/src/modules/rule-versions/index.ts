import type { VersionTracker } from './version-tracker';

export { currentVersion, findVersion, pageVersions, rowCountsAt, type RuleVersionRow } from './rule-versions.repository';
export {
  keyedRowsAt,
  keyedRowsForKeys,
  rowsWrittenIn,
  rowsAt,
  rowsInEither,
  tablesChangedBetween,
  KEYED_TABLES,
  PLAN_TABLES,
  VERSIONED_TABLES,
  type RowsByTable,
} from './rule-set-rows.repository';
export { createVersionTracker, RULE_VERSIONS_CHANNEL, type VersionTracker } from './version-tracker';
export { ruleVersionsModule } from './rule-versions.routes';
export { previewChange } from './change-preview';
export { changedFields, type RowSides } from './version-diff';

declare module 'fastify' {
  interface FastifyInstance {
    /** The newest rule-set version, known without a query per request. */
    ruleVersions: VersionTracker;
  }
}
