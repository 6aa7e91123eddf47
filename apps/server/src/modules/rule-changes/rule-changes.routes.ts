import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@lbo/contracts/api-paths';
import { queryBoolean } from '@lbo/contracts/common';
import {
  approvedChangeAnswer,
  approveRuleChangeSchema,
  rejectedChangeAnswer,
  ruleApprovalsStateAnswer,
  ruleChangeListAnswer,
  rejectRuleChangeSchema,
  ruleApprovalsSettingsSchema,
  ruleChangeParamsSchema,
  ruleChangesQuerySchema,
  ruleChangeImpactAnswer,
  ruleChangeImpactQuerySchema,
  RULE_CHANGE_MESSAGES as M,
} from '@lbo/contracts/rule-changes';
import { ok } from '../../lib/envelope';
import type { Clock } from '../../lib/clock';
import { access } from '../../plugins/access';
import { changeContextOf } from '../../plugins/rule-change-context';
import { requireAuth } from '../../plugins/session';
import {
  approveProposal,
  createProposalImpact,
  listProposals,
  proposalImpact,
  readApprovalSettings,
  rejectProposal,
  saveApprovalSettings,
} from './rule-changes.service';

const TAGS = ['rule changes'];
const canView = { access: access.to('rules-management', 'view') };
const canApprove = { access: access.to('rules-management', 'approve') };

const actorOf = (request: Parameters<typeof requireAuth>[0]) => {
  const { user } = requireAuth(request);
  return { id: user.id, name: user.name };
};

/** Maker-checker for rule changes (ADR 0024): the setting, the proposals, approve and reject. */
export async function ruleChangesModule(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, appliers: app.ruleChangeAppliers, clock: opts.clock, hooks: app.ruleChangeHooks };
  app.ruleChangeHooks.proposalImpact = createProposalImpact(app.ruleChangeAppliers, app.ruleChangeHooks);

  r.get(
    API.settings.ruleApprovals,
    {
      schema: { tags: TAGS, summary: 'Whether rule saves, deletes and restores wait for approval', response: { 200: ruleApprovalsStateAnswer } },
      config: canView,
    },
    async () => ok(await readApprovalSettings(app.db), 'Rule approval setting'),
  );

  r.put(
    API.settings.ruleApprovals,
    {
      schema: {
        tags: TAGS,
        summary: 'Require approval for rule changes, or not',
        body: ruleApprovalsSettingsSchema,
        response: { 200: ruleApprovalsStateAnswer },
      },
      // A setting's change, not an approval: recorded as an update of the setting.
      config: { ...canApprove, audit: { action: 'update', objectType: 'settings', objectId: () => 'rule-approvals' } },
    },
    async (request) => ok(await saveApprovalSettings(app.db, request.body, actorOf(request), opts.clock), M.settingsSaved),
  );

  r.get(
    API.ruleChanges.base,
    {
      schema: { tags: TAGS, summary: 'Proposed rule changes, newest first', querystring: ruleChangesQuerySchema, response: { 200: ruleChangeListAnswer } },
      config: canView,
    },
    async (request) => ok(await listProposals(app.db, request.query), 'Rule changes'),
  );

  r.get(
    API.ruleChanges.byIdImpact,
    {
      schema: {
        tags: TAGS,
        summary:
          "A proposed change's impact on recent applications as stored when proposed, with the current version and whether it is stale; ?refresh=true works it out again (pending changes). Names and application ids only with Customer Master or Loan Evaluator view",
        params: ruleChangeParamsSchema,
        querystring: ruleChangeImpactQuerySchema,
        response: { 200: ruleChangeImpactAnswer },
      },
      config: { ...canView, documentedErrors: { 409: 'Refreshing a decided change, or the change is refused by the rules as they are now' } },
    },
    async (request) => {
      const { user, access: rights } = requireAuth(request);
      const caller = { id: user.id, name: user.name, access: rights };
      const opts = { refresh: request.query.refresh === true, context: changeContextOf(request) };
      return ok(await proposalImpact(deps, request.params.id, caller, opts), 'Impact of the change');
    },
  );

  r.post(
    API.ruleChanges.byIdApprove,
    {
      schema: {
        tags: TAGS,
        summary:
          "Apply another user's proposed change as a new version; 409 with data.brokenTestCases unless ?confirm=true, 409 with data.changed when its rows changed since",
        params: ruleChangeParamsSchema,
        querystring: z.object({ confirm: queryBoolean.optional() }),
        body: approveRuleChangeSchema,
        response: { 200: approvedChangeAnswer },
      },
      config: { ...canApprove, documentedErrors: { 409: 'Decided already, stale, or it breaks test cases' } },
    },
    async (request) => {
      const answer = await approveProposal(deps, request.params.id, actorOf(request), {
        confirmed: request.query.confirm === true,
        reason: request.body?.reason,
      });
      return ok(answer, M.approved);
    },
  );

  r.post(
    API.ruleChanges.byIdReject,
    {
      schema: {
        tags: TAGS,
        summary: 'Reject a proposed change (a reason is required); it never applies',
        params: ruleChangeParamsSchema,
        body: rejectRuleChangeSchema,
        response: { 200: rejectedChangeAnswer },
      },
      config: { ...canApprove, documentedErrors: { 409: 'Decided already' } },
    },
    async (request) => ok(await rejectProposal(deps, request.params.id, actorOf(request), request.body.reason), M.rejected),
  );
}
