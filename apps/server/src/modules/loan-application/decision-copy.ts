import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { BinaryCopyWriter, copyBinary } from '../../db/copy-binary';
import { rowsOf } from '../../db/raw-rows';
import type { OutcomeColumn, OutcomeColumns } from '../../db/stored-outcome';
import { givenConsents } from '../consents';
import { decisionCreatedDeliveries } from '../webhooks';
import { decisionRecord, type DecisionWriter } from './loan-application.repository';
import { timeSlices } from '../../lib/time-slices';

/** The columns a decision is copied with, in the order each row writes them: its pairs' in the middle. */
const copyColumns = (pairColumns: readonly OutcomeColumn[]) => [
  'id',
  'customer_id',
  'user_name',
  'created_by',
  'input',
  ...pairColumns.map((c) => c.name),
  'total_banks_checked',
  'eligible_count',
  'rule_version',
  'evaluation_date',
  'created_at',
  'source',
  'api_key_id',
  'bulk_job_id',
];

/** A per-pair column in COPY's binary format, by its array type. */
function writeColumn(w: BinaryCopyWriter, column: OutcomeColumn, values: OutcomeColumns[string]) {
  if (column.type === 'text') w.textArray(values as (string | null)[]);
  else if (column.type === 'int4') w.int4Array(values as number[]);
  else if (column.type === 'int8') w.int8Array(values as number[]);
  else w.float8Array(values as (number | null)[]);
}

/**
 * Stores many decisions the way `insertDecisions` stores a few, with the same columns, customers
 * and outbox rows, in three statements of `tx`: the customers' upsert, a binary COPY of the
 * decisions, and their `decision.created` deliveries. For a bulk chunk: the per-pair figures go
 * as bytes, where the one-statement insert spelled 1,600 numbers a decision as text that the
 * database then parsed (docs/adr/0029-bulk-decisions-by-copy.md).
 */
export const copyDecisions: DecisionWriter<Tx> = async (tx, pairs, customers, rows) => {
  const filed = rowsOf<{ id: string; key: string }>(await tx.execute(customers));
  const customerOf = new Map(filed.map((r) => [r.key, r.id]));
  const ids = rows.map(() => randomUUID());
  const events: object[] = [];
  const given: { customerId: string; applicationId: string; at: string; consent: object }[] = [];
  const pairColumns = pairs.outcome.columns;
  const columns = copyColumns(pairColumns);
  const w = new BinaryCopyWriter();
  // A chunk's rows take tens of ms to encode: on PostgreSQL other requests run between slices
  // (on PGlite the open transaction holds the database for them anyway).
  const slices = timeSlices();
  for (const [i, v] of rows.entries()) {
    if (slices.spent()) await slices.yield();
    const id = ids[i]!;
    const customerId = customerOf.get(v.customerKey);
    if (!customerId) throw new Error(`customer ${v.customerKey} was not filed`);
    const { outcome: c, event } = decisionRecord(v, id, pairs);
    w.row(columns.length);
    w.uuid(id);
    w.uuid(customerId);
    w.text(v.userName);
    w.uuid(v.createdBy);
    w.jsonb(JSON.stringify(v.input));
    for (const column of pairColumns) writeColumn(w, column, c[column.name]!);
    w.int4(v.result.totalBanksChecked);
    w.int4(v.result.eligibleCount);
    w.int4(v.ruleVersion);
    w.text(v.evaluationDate);
    w.timestamptz(v.now);
    w.text(v.source.kind);
    w.uuid(event.apiKeyId);
    w.uuid(event.bulkJobId);
    events.push({ ...event, customerId });
    if (v.consent) given.push({ customerId, applicationId: id, at: v.now.toISOString(), consent: v.consent });
  }
  await copyBinary(tx, 'loan_applications', columns, w.finish());
  // The outbox, as insertDecisions writes it: a delivery per decision and subscribed endpoint.
  await tx.execute(decisionCreatedDeliveries(sql`jsonb_array_elements(${JSON.stringify(events)}::jsonb) AS d(event)`));
  // The consents given with them, as insertDecisions stores them (ADR 0040).
  if (given.length > 0)
    await tx.execute(
      givenConsents(sql`(SELECT (r ->> 'customerId')::uuid AS customer_id, (r ->> 'applicationId')::uuid AS application_id, (r ->> 'at')::timestamptz AS at,
        r -> 'consent' AS consent FROM jsonb_array_elements(${JSON.stringify(given)}::jsonb) AS x(r)) g`),
    );
  return ids.map((id, i) => ({ applicationId: id, customerId: customerOf.get(rows[i]!.customerKey)! }));
};
