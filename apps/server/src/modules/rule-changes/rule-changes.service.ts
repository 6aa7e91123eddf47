import { isDeepStrictEqual } from 'node:util';
import { RULE_GROUP_LABELS, type RuleGroup } from '@lbo/contracts/rules';
import { CHANGE_REASON_MESSAGES } from '@lbo/contracts/rule-versions';
import { impactFor, type SimulationResult } from '@lbo/contracts/rule-simulation';
import type { AccessMap } from '@lbo/contracts/permissions';
import {
  RULE_CHANGE_MESSAGES as M,
  type RuleChangeImpact,
  type RuleApprovalsSettings,
  type RuleApprovalsState,
  type RuleChangeKind,
  type RuleChangeProposal,
  type RuleChangeProposalList,
  type RuleChangeState,
} from '@lbo/contracts/rule-changes';
import type { Database, DbOrTx } from '../../db/client';
import type { RuleChangeContext, RuleChangeHooks } from '../../db/rule-change';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  decideProposal,
  findProposal,
  insertProposal,
  pageProposals,
  readSetting,
  RULE_APPROVALS_KEY,
  ruleSetVersionNow,
  storeImpact,
  userNames,
  writeSetting,
} from './rule-changes.repository';

/** Who proposes, approves or rejects. */
export interface ChangeActor {
  id: string;
  name: string;
}

/** The call a proposal would make, as stored: `applier` names who applies it (`rules:<group>`, `restore`). */
export type ProposalPayload = Record<string, unknown> & { applier: string };

/**
 * How one kind of proposal is checked and applied. The rules module and the rule-versions
 * module register theirs (`app.ruleChangeAppliers`), so this module depends on neither.
 */
export interface ChangeApplier {
  /** What the change touches as it is now; the proposal's base is this at proposal time. */
  snapshot(db: DbOrTx, payload: ProposalPayload): Promise<unknown>;
  /** What differs between the base and now, for the 409 of a stale approval. */
  changedSince(base: unknown, now: unknown): unknown;
  /** Makes the change as `actor` under `context`: the approval's (reason, kind, confirmation), or a dry run's. */
  apply(payload: ProposalPayload, actor: ChangeActor, context: RuleChangeContext): Promise<void>;
}
export type ChangeAppliers = Map<string, ChangeApplier>;

export function createChangeAppliers(): ChangeAppliers {
  return new Map();
}

/** Whether rule changes wait for approval now (read each time: another process may have changed it). */
async function approvalsRequired(db: DbOrTx): Promise<boolean> {
  const value = await readSetting(db, RULE_APPROVALS_KEY);
  return value?.required === true;
}

type SettingChange = { required: boolean; by: string; at: string };
const KEPT_SETTING_CHANGES = 50;

/**
 * A switch kept in `app_settings` under `key` (rule approvals, consent): whether it is on, with
 * every switch of it, newest first (at most 50), so that turning it off is never silent.
 */
export async function readSwitchSetting(db: DbOrTx, key: string): Promise<RuleApprovalsState> {
  const value = await readSetting(db, key);
  const changes = ((value?.changes as SettingChange[] | undefined) ?? []).slice(-KEPT_SETTING_CHANGES).reverse();
  const names = await userNames(
    db,
    changes.map((c) => c.by),
  );
  return {
    required: value?.required === true,
    changes: changes.map((c) => ({ required: c.required, by: { id: c.by, name: names.get(c.by) ?? null }, at: c.at })),
  };
}

/** Switches the setting on or off in `tx`, keeping who did it and when beside it (read with it). */
export async function writeSwitchSetting(tx: DbOrTx, key: string, settings: RuleApprovalsSettings, actor: ChangeActor, at: Date): Promise<void> {
  const value = await readSetting(tx, key, { forUpdate: true });
  const before = (value?.changes as SettingChange[] | undefined) ?? [];
  const changes = [...before, { required: settings.required, by: actor.id, at: at.toISOString() }].slice(-KEPT_SETTING_CHANGES);
  await writeSetting(tx, key, { required: settings.required, changes }, actor.id, at);
}

export async function readApprovalSettings(db: DbOrTx): Promise<RuleApprovalsState> {
  return readSwitchSetting(db, RULE_APPROVALS_KEY);
}

/** Switches approvals on or off. */
export async function saveApprovalSettings(db: Database, settings: RuleApprovalsSettings, actor: ChangeActor, clock: Clock): Promise<RuleApprovalsState> {
  const at = clock.now();
  await db.transaction((tx) => writeSwitchSetting(tx, RULE_APPROVALS_KEY, settings, actor, at));
  return readApprovalSettings(db);
}

/** A change to be proposed: what it is, where, the call as it would apply and what it touches now. */
export interface ProposalInput {
  kind: RuleChangeKind;
  group: string | null;
  bankId: string | null;
  productId: string | null;
  payload: ProposalPayload;
  base: unknown;
  summary: string;
}

/**
 * When approvals are required and the request's `context` is not an impact preview's dry run nor
 * an approval, the change is stored as a proposal (its reason required: 400 naming `reason`) and
 * the caller answers 202; otherwise null, and the caller makes the change.
 */
export async function proposeIfRequired(
  db: Database,
  actor: ChangeActor,
  context: RuleChangeContext,
  describe: () => Promise<ProposalInput>,
  hooks?: RuleChangeHooks,
): Promise<{ id: string; state: 'pending' } | null> {
  if (context.dryRun || context.kind === 'approval') return null;
  if (!(await approvalsRequired(db))) return null;
  const reason = context.reason;
  if (!reason) throw AppError.badRequest(`reason ${CHANGE_REASON_MESSAGES.required}`, { reason: CHANGE_REASON_MESSAGES.required });
  const input = await describe();
  // The impact is worked out before the proposal is stored: a change whose impact fails is not half-proposed.
  const impact = hooks?.proposalImpact ? await hooks.proposalImpact(input.payload, actor, context) : null;
  const row = await insertProposal(db, {
    kind: input.kind,
    rule_group: input.group,
    bank_id: input.bankId,
    product_id: input.productId,
    payload: input.payload,
    // Stored as JSON: compared later with a fresh snapshot that went through JSON the same way.
    base: JSON.parse(JSON.stringify(input.base ?? null)),
    summary: input.summary,
    reason,
    proposed_by: actor.id,
    ...(impact ? { impact: impact.impact, impact_version: impact.version, impact_at: new Date() } : {}),
  });
  return { id: row.id, state: 'pending' };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listProposals(db: DbOrTx, q: { state?: RuleChangeState; page: number; limit: number }): Promise<RuleChangeProposalList> {
  const { rows, total } = await pageProposals(db, q);
  const items = rows.map(({ proposal: p, bankName, productName, proposerName, deciderName }): RuleChangeProposal => ({
    id: p.id,
    state: p.state,
    kind: p.kind,
    group: p.rule_group,
    groupLabel: p.rule_group ? (RULE_GROUP_LABELS[p.rule_group as RuleGroup] ?? p.rule_group) : null,
    bankId: p.bank_id,
    bankName,
    productId: p.product_id,
    productName,
    summary: p.summary,
    reason: p.reason,
    proposedBy: { id: p.proposed_by, name: proposerName },
    proposedAt: p.proposed_at.toISOString(),
    decidedBy: p.decided_by ? { id: p.decided_by, name: deciderName } : null,
    decidedAt: iso(p.decided_at),
    decisionReason: p.decision_reason,
    appliedVersion: p.applied_version,
  }));
  return { items, total, page: q.page, limit: q.limit, totalPages: Math.max(1, Math.ceil(total / q.limit)) };
}

async function pendingProposal(db: DbOrTx, id: string) {
  const proposal = await findProposal(db, id);
  if (!proposal) throw AppError.notFound('Rule change');
  if (proposal.state !== 'pending') throw AppError.conflict(M.notPending);
  return proposal;
}

/**
 * Applies a pending proposal as a new version of kind 'approval' carrying the proposal's reason.
 * The proposer may not approve their own change (403); a proposal whose rows changed since is
 * refused (409 `data.changed`); the test cases run as on any change (409 `data.brokenTestCases`
 * unless confirmed). The proposal is marked approved in the change's own transaction.
 */
export async function approveProposal(
  deps: { db: Database; appliers: ChangeAppliers; clock: Clock },
  id: string,
  actor: ChangeActor,
  opts: { confirmed: boolean; reason?: string },
): Promise<{ id: string; state: 'approved'; version: number | null }> {
  const proposal = await pendingProposal(deps.db, id);
  if (proposal.proposed_by === actor.id) throw AppError.forbidden(M.ownChange);
  const payload = proposal.payload as ProposalPayload;
  const applier = deps.appliers.get(payload.applier);
  if (!applier) throw AppError.conflict(`This change cannot be applied any more (${payload.applier})`);

  // The rows are compared now; a change committed between this read and the approval's own
  // transaction would slip past, so the transaction also checks that no version came in between.
  const versionSeen = await ruleSetVersionNow(deps.db);
  const now = JSON.parse(JSON.stringify((await applier.snapshot(deps.db, payload)) ?? null));
  if (!isDeepStrictEqual(now, proposal.base)) {
    throw new AppError('CONFLICT', M.stale, { data: { changed: applier.changedSince(proposal.base, now) } });
  }

  const decision = { state: 'approved' as const, by: actor.id, at: deps.clock.now(), reason: opts.reason ?? null };
  let version: number | null = null;
  let decided = false;
  await applier.apply(payload, actor, {
    confirmed: opts.confirmed,
    reason: proposal.reason,
    kind: 'approval',
    beforeCommit: async (tx, made) => {
      if (made !== versionSeen + 1) throw new AppError('CONFLICT', M.stale, { data: { changed: { since: versionSeen, now: made - 1 } } });
      version = made;
      decided = await decideProposal(tx, id, { ...decision, version: made });
      if (!decided) throw AppError.conflict(M.notPending);
    },
  });
  // A change that turned out to change nothing made no version: the proposal is still decided.
  if (!decided && !(await decideProposal(deps.db, id, { ...decision, version: null }))) throw AppError.conflict(M.notPending);
  return { id, state: 'approved', version };
}

/** Rejects a pending proposal with a reason; it never applies. */
export async function rejectProposal(deps: { db: Database; clock: Clock }, id: string, actor: ChangeActor, reason: string) {
  await pendingProposal(deps.db, id);
  const decided = await decideProposal(deps.db, id, { state: 'rejected', by: actor.id, at: deps.clock.now(), reason, version: null });
  if (!decided) throw AppError.conflict(M.notPending);
  return { id, state: 'rejected' as const };
}

/**
 * The impact of a proposal's change as an approval would make it: the applier's call, run as a
 * dry run by the rule-simulation module (`hooks.impactOf`). Rights were checked when it was proposed.
 */
export function createProposalImpact(appliers: ChangeAppliers, hooks: RuleChangeHooks) {
  return async (payload: { applier: string }, actor: ChangeActor, context: RuleChangeContext) => {
    const applier = appliers.get(payload.applier);
    if (!applier) throw AppError.conflict(`This change cannot be applied any more (${payload.applier})`);
    if (!hooks.impactOf) throw new Error('The impact of a change cannot be worked out: no rule-simulation module');
    return hooks.impactOf((dryRun) => applier.apply(payload as ProposalPayload, actor, dryRun), context);
  };
}

/**
 * A proposal's stored impact, with the current version and whether the rules changed since; with
 * `refresh` (a pending proposal only), worked out again over the current rules and stored. A pending
 * proposal without one (made before impacts were stored) gets it now. Names are stripped per caller.
 */
export async function proposalImpact(
  deps: { db: Database; hooks: RuleChangeHooks; clock: Clock },
  id: string,
  caller: ChangeActor & { access: AccessMap },
  opts: { refresh: boolean; context: RuleChangeContext },
): Promise<RuleChangeImpact> {
  let proposal = await findProposal(deps.db, id);
  if (!proposal) throw AppError.notFound('Rule change');
  if (opts.refresh && proposal.state !== 'pending') throw AppError.conflict(M.notPending);
  if (opts.refresh || (proposal.impact === null && proposal.state === 'pending')) {
    if (!deps.hooks.proposalImpact) throw new Error('The impact of a proposal cannot be worked out');
    const made = await deps.hooks.proposalImpact(proposal.payload as ProposalPayload, caller, opts.context);
    await storeImpact(deps.db, id, { ...made, at: deps.clock.now() });
    proposal = (await findProposal(deps.db, id))!;
  }
  const currentVersion = await ruleSetVersionNow(deps.db);
  const impact = proposal.impact as SimulationResult | null;
  return {
    id,
    computedOnVersion: proposal.impact_version,
    computedAt: iso(proposal.impact_at),
    currentVersion,
    stale: proposal.impact_version !== null && proposal.impact_version !== currentVersion,
    impact: impact ? impactFor(impact, caller.access) : null,
  };
}
