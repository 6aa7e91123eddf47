import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client';
import { rowsOf } from './raw-rows';
import { DB_SETTINGS } from './settings';

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
  beforeCommit: ((tx: Tx, version: number, context: RuleChangeContext) => Promise<void>)[];
  committed: ((version: number) => void)[];
  /** A proposal's impact, stored with it when it is made (the rule-changes module fills it in from `impactOf`). */
  proposalImpact:
    ((payload: { applier: string }, actor: { id: string; name: string }, context: RuleChangeContext) => Promise<{ version: number; impact: unknown }>) | null;
  /**
   * What the change `work` makes would do to the stored decisions, worked out by a dry run of it
   * (`work` is given the dry run's context) over the version it would follow (the rule-simulation
   * module fills it in; null until then).
   */
  impactOf: ((work: DryRunWork, context: RuleChangeContext) => Promise<{ version: number; impact: unknown }>) | null;
}

export function createRuleChangeHooks(): RuleChangeHooks {
  return { beforeCommit: [], committed: [], proposalImpact: null, impactOf: null };
}

/** Captures what a dry run's change wrote, in its transaction, before it is undone. */
export interface DryRun {
  capture: (tx: Tx, version: number) => Promise<void>;
}

/**
 * A request's facts about the change it makes that the save call does not carry: the user's
 * confirmation (`?confirm=true`), the reason, and, for an impact preview, the dry run that captures
 * the change and then undoes it. Built once per request (plugins/rule-change-context.ts) and
 * handed to the services as an argument.
 */
export interface RuleChangeContext {
  confirmed: boolean;
  dryRun?: DryRun;
  /** Why the change is made, as the request gave it. */
  reason?: string;
  /** Set when the change applies an approved proposal: its kind wins over the change's own. */
  kind?: RuleChangeKind;
  /** Runs in the change's transaction after the checks, with the version it made (an approval records itself there). */
  beforeCommit?: (tx: Tx, version: number) => Promise<void>;
}

/** A change made outside any request (a benchmark, a script): unconfirmed, no reason, no dry run. */
export const NO_REQUEST: RuleChangeContext = Object.freeze({ confirmed: false });

/** A change run as a dry run: it is given the context to make it under. */
export type DryRunWork = (context: RuleChangeContext) => Promise<unknown>;

/** Thrown inside a dry run's transaction to undo it once its change is captured; never seen past this file and the plugin that answers it. */
class DryRunRollback extends Error {
  constructor() {
    super('dry run: rolled back');
    this.name = 'DryRunRollback';
  }
}

/** Whether `error` is a dry run's deliberate rollback (an impact preview's save call answers it as a success). */
export function isDryRunRollback(error: unknown): error is Error {
  return error instanceof DryRunRollback;
}

/**
 * Runs `work` as a dry run of `context`'s change: every check of the real one, what it wrote
 * handed to `capture` in its transaction, then rolled back. Resolves once it is undone.
 */
export async function dryRunOf(context: RuleChangeContext, capture: DryRun['capture'], work: DryRunWork): Promise<void> {
  try {
    await work({ ...context, dryRun: { capture } });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
}

/**
 * Runs `work` in one transaction stamped with its author and summary, under the request's
 * `context` (its reason and kind win as said there; a dry run is captured and undone). The
 * database's triggers make the version on the first write to a table the evaluator reads
 * (drizzle/0003_rule_versions.sql).
 */
export async function withRuleChange<T>(
  db: Database,
  stamp: RuleChangeStamp,
  context: RuleChangeContext,
  work: (tx: Tx) => Promise<T>,
  hooks?: RuleChangeHooks,
): Promise<T> {
  let version: number | null = null;
  const value = await db.transaction(async (tx) => {
    const reason = stamp.reason ?? context.reason ?? '';
    const kind = context.kind ?? stamp.kind ?? 'edit';
    await tx.execute(
      sql`SELECT set_config(${DB_SETTINGS.actor}, ${stamp.actorId ?? ''}, true), set_config(${DB_SETTINGS.summary}, ${stamp.summary.slice(0, 300)}, true),
        set_config(${DB_SETTINGS.reason}, ${reason}, true), set_config(${DB_SETTINGS.kind}, ${kind}, true)`,
    );
    const result = await work(tx);
    const [row] = rowsOf<Record<string, unknown>>(await tx.execute(sql`SELECT nullif(current_setting(${DB_SETTINGS.ruleVersion}, true), '') AS v`));
    version = row?.v == null ? null : Number(row.v);
    // A dry run never commits, whether or not its change made a version.
    if (context.dryRun) {
      if (version !== null) await context.dryRun.capture(tx, version);
      throw new DryRunRollback();
    }
    if (version !== null) for (const check of hooks?.beforeCommit ?? []) await check(tx, version, context);
    if (version !== null) await context.beforeCommit?.(tx, version);
    return result;
  });
  if (version !== null) for (const told of hooks?.committed ?? []) told(version);
  return value;
}
