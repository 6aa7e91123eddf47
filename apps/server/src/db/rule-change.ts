import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client';
import { rowsOf } from './raw-rows';

/** How a version came about. */
type RuleChangeKind = 'edit' | 'restore' | 'import' | 'approval' | 'master-data';

/** Who made a change, a one-line summary of it, and why and how: recorded on the rule-set version it makes. */
export interface RuleChangeStamp {
  actorId: string | null;
  summary: string;
  /** The author's reason; when absent, the request's (`X-Change-Reason` or a `reason` body field). */
  reason?: string | null;
  /** 'edit' unless said otherwise; a request applying an approved proposal makes every change 'approval'. */
  kind?: RuleChangeKind;
}

/**
 * What every rule-set change of this app runs through. `beforeCommit` sees the
 * new version inside its transaction (its rows readable through `tx`) and may
 * throw to refuse it; `committed` is told of each version this process commits,
 * before the caller answers, so this process evaluates against it at once.
 */
export interface RuleChangeHooks {
  beforeCommit: ((tx: Tx, version: number, stamp: RuleChangeStamp) => Promise<void>)[];
  committed: ((version: number) => void)[];
  /** A proposal's impact, stored with it when it is made (the rule-changes module fills it in from `impactOf`). */
  proposalImpact: ((payload: { applier: string }, actor: { id: string; name: string }) => Promise<{ version: number; impact: unknown }>) | null;
  /**
   * What the change `work` makes would do to the stored decisions, worked out by a dry run of it
   * over the version it would follow (the rule-simulation module fills it in; null until then).
   */
  impactOf: ((work: () => Promise<unknown>) => Promise<{ version: number; impact: unknown }>) | null;
}

export function createRuleChangeHooks(): RuleChangeHooks {
  return { beforeCommit: [], committed: [], proposalImpact: null, impactOf: null };
}

/**
 * Request-scoped facts a change needs but the save call does not carry: the
 * user's confirmation (`?confirm=true`) and, for an impact preview, the dry run
 * that captures the change and then undoes it.
 */
export interface RuleChangeRequest {
  confirmed?: boolean;
  dryRun?: { capture: (tx: Tx, version: number) => Promise<void> };
  /** Why the change is made, as the request gave it. */
  reason?: string;
  /** Set when the change applies an approved proposal: its kind wins over the change's own. */
  kind?: RuleChangeKind;
  /** Runs in the change's transaction after the checks, with the version it made (an approval records itself there). */
  beforeCommit?: (tx: Tx, version: number) => Promise<void>;
}

export const ruleChangeRequest = new AsyncLocalStorage<RuleChangeRequest>();

/** Thrown inside a dry run's transaction to undo it once its change is captured. */
export class DryRunRollback extends Error {
  constructor() {
    super('dry run: rolled back');
    this.name = 'DryRunRollback';
  }
}

/**
 * Runs `work` in one transaction stamped with its author and summary. The
 * database's triggers make the version on the first write to a table the
 * evaluator reads (drizzle/0003_rule_versions.sql).
 */
export async function withRuleChange<T>(db: Database, stamp: RuleChangeStamp, work: (tx: Tx) => Promise<T>, hooks?: RuleChangeHooks): Promise<T> {
  let version: number | null = null;
  const request = ruleChangeRequest.getStore();
  const value = await db.transaction(async (tx) => {
    const reason = stamp.reason ?? request?.reason ?? '';
    const kind = request?.kind ?? stamp.kind ?? 'edit';
    await tx.execute(
      sql`SELECT set_config('lbo.actor', ${stamp.actorId ?? ''}, true), set_config('lbo.summary', ${stamp.summary.slice(0, 300)}, true),
        set_config('lbo.reason', ${reason}, true), set_config('lbo.kind', ${kind}, true)`,
    );
    const result = await work(tx);
    const [row] = rowsOf<Record<string, unknown>>(await tx.execute(sql`SELECT nullif(current_setting('lbo.rule_version', true), '') AS v`));
    version = row?.v == null ? null : Number(row.v);
    // A dry run never commits, whether or not its change made a version.
    if (request?.dryRun) {
      if (version !== null) await request.dryRun.capture(tx, version);
      throw new DryRunRollback();
    }
    if (version !== null) for (const check of hooks?.beforeCommit ?? []) await check(tx, version, stamp);
    if (version !== null) await request?.beforeCommit?.(tx, version);
    return result;
  });
  if (version !== null) for (const told of hooks?.committed ?? []) told(version);
  return value;
}
