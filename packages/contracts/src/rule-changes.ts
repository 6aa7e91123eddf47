import { z } from 'zod';
import { okAnswer, timestamp } from './answers';
import { limitParam, pageOf, pageParam, queryBoolean, uuid, type ItemPage } from './common';
import { simulationResultSchema } from './rule-simulation';
import { CHANGE_REASON_MAX, CHANGE_REASON_MESSAGES, changeReasonSchema } from './rule-versions';

/*
 * Maker-checker for rule changes (ADR 0024): while approvals are required, rule saves, deletes
 * and restores become proposals that another user with Business Rules approve applies or rejects.
 */

const RULE_CHANGE_STATES = ['pending', 'approved', 'rejected'] as const;
export type RuleChangeState = (typeof RULE_CHANGE_STATES)[number];
const RULE_CHANGE_KINDS = ['save', 'delete', 'restore', 'master-data'] as const;
export type RuleChangeKind = (typeof RULE_CHANGE_KINDS)[number];

export const RULE_CHANGE_MESSAGES = {
  proposed: 'Change proposed for approval',
  approved: 'Change approved and applied',
  rejected: 'Change rejected',
  notPending: 'This change has already been decided',
  ownChange: 'You cannot approve a change you proposed: another user must approve it',
  stale: 'The rules this change touches have changed since it was proposed: propose it again',
  reasonRequired: 'is required',
  settingsSaved: 'Rule approval setting saved',
} as const;

/**
 * A master-data delete or deactivation that takes rules with it (ADR 0043): without approvals it
 * needs Business Rules delete as well as the Master Configuration right of the call.
 */
export const MASTER_DATA_RULE_MESSAGES = {
  needsRulesDelete: (entity: string, dependents: string, action: 'delete' | 'deactivate') =>
    `${action === 'delete' ? 'Deleting' : 'Deactivating'} this ${entity.toLowerCase()} also ${action === 'delete' ? 'removes' : 'withdraws'} its ${dependents}: that needs Business Rules delete, which your role does not have`,
} as const;

/** `PUT /api/settings/rule-approvals` and its answer's data. */
export const ruleApprovalsSettingsSchema = z.object({ required: z.boolean({ message: 'must be true or false' }) });
export type RuleApprovalsSettings = z.infer<typeof ruleApprovalsSettingsSchema>;

/**
 * The setting as `GET` answers it: with every switch of it, newest first (at most 50), so that
 * turning approvals off to change rules directly is never silent.
 */
export interface RuleApprovalsState extends RuleApprovalsSettings {
  changes: { required: boolean; by: { id: string; name: string | null }; at: string }[];
}

export const ruleChangesQuerySchema = z.object({
  state: z.enum(RULE_CHANGE_STATES, { message: 'must be pending, approved or rejected' }).optional(),
  page: pageParam,
  limit: limitParam(20),
});
export const ruleChangeParamsSchema = z.object({ id: uuid });

/** Approving: an optional word on the decision. */
export const approveRuleChangeSchema = z.object({ reason: changeReasonSchema.optional() }).default({});

/** Rejecting needs a reason. */
export const rejectRuleChangeSchema = z.object({
  reason: z
    .string({ message: RULE_CHANGE_MESSAGES.reasonRequired })
    .trim()
    .min(1, RULE_CHANGE_MESSAGES.reasonRequired)
    .max(CHANGE_REASON_MAX, CHANGE_REASON_MESSAGES.tooLong),
});

// ---------------------------------------------------------------- answers

const person = z.object({ id: z.string(), name: z.string().nullable() });

export const ruleApprovalsStateAnswer = okAnswer(
  z.object({ required: z.boolean(), changes: z.array(z.object({ required: z.boolean(), by: person, at: timestamp })) }),
);

/** One proposed rule change, as `GET /api/rule-changes` lists it. */
const ruleChangeProposalSchema = z.object({
  id: z.string(),
  state: z.enum(RULE_CHANGE_STATES),
  kind: z.enum(RULE_CHANGE_KINDS),
  /** The rule group's key, e.g. 'foir'; null for a restore. */
  group: z.string().nullable(),
  groupLabel: z.string().nullable(),
  bankId: z.string().nullable(),
  bankName: z.string().nullable(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  /** Plain words: "FOIR rules · Bank · Product: FOIR % 70 → 60". */
  summary: z.string(),
  reason: z.string(),
  proposedBy: person,
  proposedAt: timestamp,
  decidedBy: person.nullable(),
  decidedAt: timestamp.nullable(),
  decisionReason: z.string().nullable(),
  appliedVersion: z.number().int().nullable(),
});

export type RuleChangeProposal = z.output<typeof ruleChangeProposalSchema>;
export type RuleChangeProposalList = ItemPage<RuleChangeProposal>;

export const ruleChangeListAnswer = okAnswer(pageOf(ruleChangeProposalSchema));
/** Applied: the rule-set version the approval made (null when the change turned out to change nothing). */
export const approvedChangeAnswer = okAnswer(z.object({ id: z.string(), state: z.literal('approved'), version: z.number().int().nullable() }));
export const rejectedChangeAnswer = okAnswer(z.object({ id: z.string(), state: z.literal('rejected') }));

/** With approvals on, a write becomes a proposal (202): its id. */
export const proposedChangeAnswer = okAnswer(z.object({ id: z.string(), state: z.literal('pending') }));

/** `GET /api/rule-changes/:id/impact`: `?refresh=true` works it out again over the current rules (pending changes only) and stores it. */
export const ruleChangeImpactQuerySchema = z.object({ refresh: queryBoolean.optional() });

/**
 * A proposal's impact as stored when it was made (or last refreshed): the impact preview of the
 * change over the default window. `stale` when the rules changed since `computedOnVersion`; rows
 * name applicants only for a caller with Customer Master or Loan Evaluator view. `impact` is null
 * for a decided proposal made before impacts were stored.
 */
export const ruleChangeImpactAnswer = okAnswer(
  z.object({
    id: z.string(),
    computedOnVersion: z.number().int().nullable(),
    computedAt: timestamp.nullable(),
    currentVersion: z.number().int(),
    stale: z.boolean(),
    impact: simulationResultSchema.nullable(),
  }),
);
export type RuleChangeImpact = z.output<typeof ruleChangeImpactAnswer>['data'];
