import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { DecisionPairs } from '../../db/decision-pairs';
import { columnValues, type ReadOutcomeColumns, type StoredPair } from '../../db/stored-outcome';
import type { CompactEvaluationOutput } from '@lbo/eligibility';
import type { Consent } from '@lbo/contracts/consent';
import { rowsOf } from '../../db/raw-rows';
import { givenConsents } from '../consents';
import { decisionCreatedDeliveries } from '../webhooks';
import { decisionEventData, type DecisionSource } from './decision-event';

export type { StoredPair };

/** A decision to store: who asked, for whom, against which version, and what the engine answered. */
export interface DecisionRow {
  userName: string | null;
  createdBy: string | null;
  source: DecisionSource;
  /** The customer's key in the customers statement this row is stored with. */
  customerKey: string;
  input: unknown;
  /** The applicant's consent given with it, stored in `consents` under the decision and its customer. */
  consent: Consent | null;
  result: CompactEvaluationOutput;
  ruleVersion: number;
  evaluationDate: string;
  now: Date;
}

/** Where each stored decision went: its id and its customer's. */
export interface StoredIds {
  applicationId: string;
  customerId: string;
}

/**
 * Stores decision rows (at least one) with `customers`, their customers' upsert
 * (`fileEvaluationsStatement`, returning id and key), which each row joins by its key; answers
 * the ids in the rows' order.
 */
export type DecisionWriter<D extends DbOrTx> = (
  db: D,
  pairs: DecisionPairs,
  customers: SQL,
  rows: readonly DecisionRow[],
  /** The audit entries' insert over the CTE `stored` (id per decision), written in the same statement (ADR 0039). */
  audit?: (stored: string) => SQL,
) => Promise<StoredIds[]>;

/**
 * What a decision row is stored with besides its own fields, alike in both ways of storing it: its
 * per-pair columns and its `decision.created` event (which also names its API key and bulk job).
 */
export function decisionRecord(v: DecisionRow, applicationId: string, pairs: DecisionPairs) {
  return { outcome: pairs.outcome.encode(v.result.eligibleBanks, pairs.idOf), event: decisionEventData({ ...v, applicationId }) };
}

/**
 * Stores decisions and files them under their customers in ONE statement: `customers` is the
 * customers' upsert (`fileEvaluationsStatement`, returning id and key), and each decision joins
 * its customer by key. One round trip, atomic without a transaction. Ids are made here, so each
 * caller knows its own; answers come back in the rows' order.
 */
export const insertDecisions: DecisionWriter<DbOrTx> = async (db, pairs, customers, rows, audit) => {
  const ids = rows.map(() => randomUUID());
  const { columns } = pairs.outcome;
  const values = sql.join(
    rows.map((v, i) => {
      const { outcome: c, event } = decisionRecord(v, ids[i]!, pairs);
      const figures = sql.join(
        columns.map((column) => columnValues(column, c[column.name]!)),
        sql`, `,
      );
      return sql`(${ids[i]}::uuid, ${v.customerKey}, ${v.userName}, ${v.createdBy}::uuid, ${JSON.stringify(v.input)}::jsonb, ${figures},
        ${v.result.totalBanksChecked}::int, ${v.result.eligibleCount}::int, ${v.ruleVersion}::int, ${v.evaluationDate}, ${v.now.toISOString()}::timestamptz,
        ${v.source.kind}, ${event.apiKeyId}::uuid, ${event.bulkJobId}::uuid, ${JSON.stringify(event)}::jsonb,
        ${v.consent ? JSON.stringify(v.consent) : null}::jsonb)`;
    }),
    sql`, `,
  );
  const names = sql.raw(columns.map((column) => column.name).join(', '));
  const fromD = sql.raw(columns.map((column) => `d.${column.name}`).join(', '));
  const stored = rowsOf<{ id: string; customer_id: string }>(
    await db.execute(sql`
      WITH c AS (${customers}),
      d (id, key, user_name, created_by, input, ${names}, total_banks_checked, eligible_count, rule_version, evaluation_date, created_at,
         source, api_key_id, bulk_job_id, event, consent) AS (VALUES ${values}),
      stored AS (
        INSERT INTO loan_applications (id, customer_id, user_name, created_by, input, ${names}, total_banks_checked, eligible_count, rule_version, evaluation_date, created_at,
          source, api_key_id, bulk_job_id)
        SELECT d.id, c.id, d.user_name, d.created_by, d.input, ${fromD}, d.total_banks_checked, d.eligible_count, d.rule_version, d.evaluation_date, d.created_at,
          d.source, d.api_key_id, d.bulk_job_id
        FROM d JOIN c ON c.key = d.key
        RETURNING id, customer_id),
      -- The outbox: a decision.created delivery per subscribed endpoint, in the statement that stores the decision.
      events AS (${decisionCreatedDeliveries(sql`(SELECT d.event || jsonb_build_object('customerId', s.customer_id) AS event FROM stored s JOIN d ON d.id = s.id) d`)}),
      -- The consent given with a decision, under the decision and its customer (ADR 0040).
      given AS (${givenConsents(
        sql`(SELECT s.customer_id, s.id AS application_id, d.created_at AS at, d.consent FROM stored s JOIN d ON d.id = s.id WHERE d.consent IS NOT NULL) g`,
      )})${
        audit
          ? sql`,
      -- The audit trail's entry, committed with the decision or not at all.
      audited AS (${audit('stored')})`
          : sql``
      }
      SELECT id, customer_id FROM stored`),
  );
  const customerOf = new Map(stored.map((r) => [r.id, r.customer_id]));
  return ids.map((id) => ({ applicationId: id, customerId: customerOf.get(id)! }));
};

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
  const [row] = rowsOf<
    {
      id: string;
      customer_id: string | null;
      source: DecisionSource['kind'];
      api_key_id: string | null;
      bulk_job_id: string | null;
      eligible_count: number;
      total_banks_checked: number;
      input: unknown;
      frozen_explanations: unknown[] | null;
      rule_version: number | null;
      evaluation_date: string | null;
      created_at: Date | string;
    } & ReadOutcomeColumns
  >(
    await db.execute(sql`
      SELECT id, customer_id, source, api_key_id, bulk_job_id, eligible_count, total_banks_checked, input, ${sql.raw(pairs.outcome.columns.map((c) => c.name).join(', '))}, frozen_explanations, rule_version, evaluation_date, created_at
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
    pairs: pairs.outcome.decode(row, pairs.pairOf),
    frozenExplanations: row.frozen_explanations,
    ruleVersion: row.rule_version,
    evaluationDate: row.evaluation_date,
    createdAt: new Date(row.created_at),
  };
}
