import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { DecisionPairs } from '../../db/decision-pairs';
import { decodeOutcome, type StoredPair } from '../../db/stored-outcome';
import type { CompactEvaluationOutput } from '@lbo/eligibility';
import { rowsOf } from '../../db/raw-rows';
import type { DecisionSource } from './decision-event';

export type { StoredPair };

/** A decision to store: who asked, for whom, against which version, and what the engine answered. */
export interface DecisionRow {
  userName: string | null;
  createdBy: string | null;
  source: DecisionSource;
  /** The customer's key in the customers statement this row is stored with. */
  customerKey: string;
  input: unknown;
  result: CompactEvaluationOutput;
  ruleVersion: number;
  evaluationDate: string;
  now: Date;
}

export interface StoredDecision {
  id: string;
  customerId: string | null;
  source: DecisionSource['kind'];
  apiKeyId: string | null;
  bulkJobId: string | null;
  eligibleCount: number;
  totalBanksChecked: number;
  input: unknown;
  pairs: StoredPair[];
  /** Decisions made before rule versions: their explanations as given then. */
  frozenExplanations: unknown[] | null;
  ruleVersion: number | null;
  evaluationDate: string | null;
  createdAt: Date;
}

export async function findApplication(db: DbOrTx, pairs: DecisionPairs, id: string): Promise<StoredDecision | null> {
  const [row] = rowsOf<{
    id: string;
    customer_id: string | null;
    source: DecisionSource['kind'];
    api_key_id: string | null;
    bulk_job_id: string | null;
    eligible_count: number;
    total_banks_checked: number;
    input: unknown;
    pair_ids: unknown[] | null;
    pair_meta: unknown[] | null;
    pair_failures: unknown[] | null;
    pair_amounts: unknown[] | null;
    pair_rates: unknown[] | null;
    pair_emis: unknown[] | null;
    pair_aprs: unknown[] | null;
    pair_upfront: unknown[] | null;
    pair_interest: unknown[] | null;
    pair_payable: unknown[] | null;
    pair_penal: unknown[] | null;
    frozen_explanations: unknown[] | null;
    rule_version: number | null;
    evaluation_date: string | null;
    created_at: Date | string;
  }>(
    await db.execute(sql`
      SELECT id, customer_id, source, api_key_id, bulk_job_id, eligible_count, total_banks_checked, input, pair_ids, pair_meta, pair_failures, pair_amounts, pair_rates, pair_emis,
        pair_aprs, pair_upfront, pair_interest, pair_payable, pair_penal, frozen_explanations, rule_version, evaluation_date, created_at
      FROM loan_applications WHERE id = ${id}::uuid`),
  );
  if (!row) return null;
  await pairs.load((row.pair_ids ?? []).map(Number));
  return {
    id: row.id,
    customerId: row.customer_id,
    source: row.source,
    apiKeyId: row.api_key_id,
    bulkJobId: row.bulk_job_id,
    eligibleCount: Number(row.eligible_count),
    totalBanksChecked: Number(row.total_banks_checked),
    input: row.input,
    pairs: decodeOutcome(row, pairs.pairOf),
    frozenExplanations: row.frozen_explanations,
    ruleVersion: row.rule_version,
    evaluationDate: row.evaluation_date,
    createdAt: new Date(row.created_at),
  };
}
