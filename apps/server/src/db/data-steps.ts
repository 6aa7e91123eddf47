import { sql } from 'drizzle-orm';
import { FAILURE_CODES, type OfferFigures } from '@lbo/eligibility';
import type { Database } from './database-types';
import { createDecisionPairs } from './decision-pairs';
import { arrayLiteral, STORED_OUTCOME, type PairOutcome, type StoredPair } from './stored-outcome';
import { rowsOf } from './raw-rows';

const KNOWN_CODES = new Set<string>(FAILURE_CODES);
const BATCH = 500;

interface OldRow {
  id: string;
  rule_version: number | null;
  result: unknown;
}

/** A pair of a summary stored before the offer figures were kept, and before its codes and cap were. */
type OldSummaryPair = Omit<StoredPair, keyof OfferFigures | 'failureCodes' | 'bindingCap'> & {
  failureCodes?: string[];
  bindingCap?: PairOutcome['bindingCap'];
};
type OldEntry = Omit<PairOutcome, 'bindingCap'> & { explanation?: { bindingCap?: PairOutcome['bindingCap'] } };

/**
 * The pairs of a decision in any shape still found in `result`: the whole answer (the first
 * release), the summary without and with the binding cap. Codes this build does not know are dropped (none has ever been removed).
 */
function oldPairs(result: unknown): PairOutcome[] {
  const r = (result ?? {}) as { pairs?: OldSummaryPair[]; eligibleBanks?: OldEntry[] };
  const known = (codes: readonly string[] | undefined) => (codes ?? []).filter((c) => KNOWN_CODES.has(c));
  if (Array.isArray(r.pairs)) {
    return r.pairs.map((p) => ({
      bankId: p.bankId,
      productId: p.productId,
      eligibilityStatus: p.eligibilityStatus,
      loanAmountDetails: { eligibleAmount: p.eligibleAmount, interestRate: p.interestRate, estimatedEMI: p.estimatedEMI },
      grantedTenure: Math.round(p.grantedTenure ?? 0),
      failureCodes: known(p.failureCodes),
      bindingCap: p.bindingCap ?? null,
    }));
  }
  return (r.eligibleBanks ?? []).map((e) => ({
    ...e,
    grantedTenure: Math.round(e.grantedTenure ?? 0),
    failureCodes: known(e.failureCodes),
    bindingCap: e.explanation?.bindingCap ?? null,
  }));
}

/**
 * Decisions made before rule versions keep their explanations as they were given, from the answer
 * itself. (The gzip-compressed answers beside a summary were all moved by earlier releases: the
 * migration that dropped their column refuses to run while one is left, 0025.)
 */
function frozenExplanations(row: OldRow): unknown[] | null {
  if (row.rule_version !== null) return null;
  return (row.result as { eligibleBanks?: unknown[] } | null)?.eligibleBanks ?? [];
}

/**
 * Moves decisions stored in older shapes into the one stored shape (migration 0015), a batch at a
 * time, and empties the old columns. Runs after the migrations at every start (under the start-up
 * lock on PostgreSQL); with nothing left to move it costs one indexed query.
 */
export async function migrateStoredDecisions(db: Database): Promise<number> {
  const pairs = createDecisionPairs(db);
  let moved = 0;
  for (;;) {
    const rows = rowsOf<OldRow>(
      await db.execute(sql`SELECT id, rule_version, result FROM loan_applications WHERE pair_ids IS NULL ORDER BY id LIMIT ${BATCH}`),
    );
    if (rows.length === 0) return moved;
    const decoded = rows.map((row) => ({ row, pairs: oldPairs(row.result), frozen: frozenExplanations(row) }));
    await pairs.ensure(decoded.flatMap((d) => d.pairs));
    await db.transaction(async (tx) => {
      for (const d of decoded) {
        const c = STORED_OUTCOME.encode(d.pairs, pairs.idOf);
        // The figures these old shapes had (the offer's came later, and are left NULL).
        const figures = (name: string) => arrayLiteral(c[name] as (number | null)[]);
        await tx.execute(sql`
          UPDATE loan_applications SET
            pair_ids = ${arrayLiteral(c.pair_ids)}::int[], pair_meta = ${arrayLiteral(c.pair_meta)}::int[],
            pair_failures = ${arrayLiteral(c.pair_failures)}::bigint[], pair_amounts = ${figures('pair_amounts')}::float8[],
            pair_rates = ${figures('pair_rates')}::float8[], pair_emis = ${figures('pair_emis')}::float8[],
            frozen_explanations = ${d.frozen === null ? null : JSON.stringify(d.frozen)}::jsonb,
            result = NULL
          WHERE id = ${d.row.id}`);
      }
    });
    moved += rows.length;
  }
}
