import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ruleVersionDiffParamsSchema,
  ruleVersionParamsSchema,
  ruleVersionsExportQuerySchema,
  ruleVersionsQuerySchema,
  type RuleVersionSummary,
} from '@lbo/contracts/rule-versions';
import { ok } from '../../lib/envelope';
import { pagesOf, sendTableExport, type ExportColumn } from '../../lib/table-export';
import { access } from '../../plugins/access';
import { changeCounts, describeVersion, getVersion, listVersions } from './rule-versions.service';
import { diffBetween } from './version-diff';
import { restoreVersion } from './version-restore';
import { proposeRestore, RESTORE_APPLIER, restoreApplier } from './restore-proposals';
import { RULE_CHANGE_MESSAGES } from '@lbo/contracts/rule-changes';
import { pageVersions } from './rule-versions.repository';
import { changeContextOf } from '../../plugins/rule-change-context';
import { requireAuth } from '../../plugins/session';
import { API } from '@lbo/contracts/api-paths';
import { proposedChangeAnswer } from '@lbo/contracts/rule-changes';
import { ruleVersionAnswer, ruleVersionDiffAnswer, ruleVersionListAnswer, ruleVersionRestoredAnswer } from '@lbo/contracts/rule-versions';

const TAGS = ['rule versions'];
const canView = { access: access.to('rules-management', 'view') };
const canEdit = { access: access.to('rules-management', 'edit'), changeReason: true };

const EXPORT_COLUMNS: readonly ExportColumn<RuleVersionSummary>[] = [
  { header: 'Version', value: (v) => v.version },
  { header: 'Made (IST)', value: (v) => new Date(v.createdAt) },
  { header: 'By', value: (v) => v.createdBy?.name ?? (v.createdBy ? 'Deleted user' : 'System') },
  { header: 'Summary', value: (v) => v.summary },
  { header: 'Rows changed', value: (v) => changeCounts(v.changes) },
  { header: 'Kind', value: (v) => v.kind },
  { header: 'Reason', value: (v) => v.reason ?? '' },
];

/** Rule-set versions: every change to what the evaluator reads makes one. */
export async function ruleVersionsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.ruleChangeAppliers.set(RESTORE_APPLIER, restoreApplier(app.db, app.ruleChangeHooks));

  r.get(
    API.ruleVersions.base,
    {
      schema: { tags: TAGS, summary: 'Rule-set versions, newest first', querystring: ruleVersionsQuerySchema, response: { 200: ruleVersionListAnswer } },
      config: canView,
    },
    async (request) => listVersions(app.db, app.ruleVersions, request.query.page, request.query.limit),
  );

  r.get(
    API.ruleVersions.export,
    {
      schema: { tags: TAGS, summary: 'Every rule-set version, newest first, as .xlsx or .csv', querystring: ruleVersionsExportQuerySchema },
      config: { access: access.to('rules-management', 'export') },
    },
    async (request, reply) => {
      const pages = pagesOf(async (page, limit) => (await pageVersions(app.db, page, limit)).rows.map(describeVersion));
      return sendTableExport(reply, request.query.format, { name: 'rule-versions', sheet: 'Rule versions', columns: EXPORT_COLUMNS, pages });
    },
  );

  r.get(
    API.ruleVersions.byVersion,
    {
      schema: {
        tags: TAGS,
        summary: 'One rule-set version with the rows it holds per table',
        params: ruleVersionParamsSchema,
        response: { 200: ruleVersionAnswer },
      },
      config: canView,
    },
    async (request) => getVersion(app.db, request.params.version),
  );

  r.get(
    API.ruleVersions.byVersionDiffByOther,
    {
      schema: {
        tags: TAGS,
        summary: 'Rows added, removed and changed (field by field) from version a to version b, by table, bank and product',
        params: ruleVersionDiffParamsSchema,
        response: { 200: ruleVersionDiffAnswer },
      },
      config: canView,
    },
    async (request) => {
      const { version: a, other: b } = request.params;
      return ok(await diffBetween(app.db, a, b), `Differences from version ${a} to version ${b}`);
    },
  );

  r.post(
    API.ruleVersions.byVersionRestore,
    {
      schema: {
        tags: TAGS,
        summary: 'Make a new version equal to an older one; answers 409 with data.brokenTestCases unless ?confirm=true',
        params: ruleVersionParamsSchema,
        response: { 200: ruleVersionRestoredAnswer, 202: proposedChangeAnswer },
      },
      config: canEdit,
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const context = changeContextOf(request);
      const actor = { id: auth.user.id, name: auth.user.name, access: auth.access };
      const proposal = await proposeRestore(app.db, app.ruleChangeHooks, request.params.version, actor, context);
      if (proposal) return reply.status(202).send(ok(proposal, RULE_CHANGE_MESSAGES.proposed, 202));
      const restored = await restoreVersion(app.db, app.ruleChangeHooks, request.params.version, { id: auth.user.id, access: auth.access }, context);
      return ok(restored, `Version ${request.params.version} restored as version ${restored.version}`);
    },
  );
}
