import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { likePattern } from '../../lib/db-errors';

/*
 * Every place a customer's name, reference or identifying inputs are held (ADR 0041), found from
 * db/schema and the migrations:
 *   customers.name, .reference
 *   loan_applications (every month partition, through the parent) .user_name, .input ->
 *     user_name, customer_reference, companyId/companyid (employer), cityId
 *   bulk_job_rows.input (the same keys), .applicant_ref; bulk_jobs.file_name
 *   kfs_documents.html, .pdf (the borrower's name)
 *   idempotency_keys.response (stored answers replayed for an Idempotency-Key; bodies are kept as hashes only)
 *   webhook_deliveries.payload (resent as stored), webhook_attempts.response_excerpt
 *   stored_files under bulk-errors/ and import-errors/ (error files list rejected values), .download_name
 *     (named after the upload, as bulk_jobs.file_name is)
 *   rule_test_cases (a test case is a stored evaluation)
 *   privacy_requests.note
 * The analytics count none of these: decision_days and the decision_daily* roll-ups hold counts
 * per day, bank and product, and the decisions keep their figures.
 */

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const uuids = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}::uuid`),
    sql`, `,
  );

export interface CustomerToErase {
  id: string;
  name: string;
  reference: string;
  erasedAt: Date | null;
}

/** The customers, locked for the erasure's transaction (in id order: two erasures never wait on each other in a cycle). */
export async function lockCustomers(tx: DbOrTx, ids: readonly string[]): Promise<CustomerToErase[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: string; name: string; reference: string; erased_at: Date | string | null }>(
    await tx.execute(sql`SELECT id, name, reference, erased_at FROM customers WHERE id IN (${uuids(ids)}) ORDER BY id FOR UPDATE`),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, reference: r.reference, erasedAt: r.erased_at === null ? null : new Date(r.erased_at) }));
}

/** The names and references the customer's decisions and bulk rows were given (they may differ from the customer's latest). */
export async function heldValues(tx: DbOrTx, customerId: string, reference: string): Promise<{ names: string[]; references: string[] }> {
  const rows = rowsOf<{ kind: string; value: string }>(
    await tx.execute(sql`
      SELECT DISTINCT 'name' AS kind, v AS value FROM (
        SELECT user_name AS v FROM loan_applications WHERE customer_id = ${customerId}::uuid
        UNION SELECT input ->> 'user_name' FROM loan_applications WHERE customer_id = ${customerId}::uuid
        UNION SELECT r.input ->> 'user_name' FROM bulk_job_rows r WHERE lower(r.input ->> 'customer_reference') = lower(${reference})
      ) n WHERE v IS NOT NULL AND v <> ''
      UNION
      SELECT DISTINCT 'reference', v FROM (
        SELECT input ->> 'customer_reference' AS v FROM loan_applications WHERE customer_id = ${customerId}::uuid
      ) r WHERE v IS NOT NULL AND v <> ''`),
  );
  return { names: rows.filter((r) => r.kind === 'name').map((r) => r.value), references: rows.filter((r) => r.kind === 'reference').map((r) => r.value) };
}

/** The stored input without the person: name and reference replaced, employer and city removed, marked erased. */
const erasedInput = (column: SQL, name: string, reference: string) => sql`CASE WHEN jsonb_typeof(${column}) = 'object'
  THEN (${column} - 'companyId' - 'companyid' - 'cityId') || jsonb_build_object('user_name', ${name}::text, 'customer_reference', ${reference}::text, 'erased', true)
  ELSE ${column} END`;

export interface ErasedCounts {
  decisions: number;
  bulkRows: number;
  testCases: number;
}

/**
 * Pseudonymises the customer and its decisions and bulk rows, and deletes the test cases made
 * from its decisions. Answers the decisions' ids (their KFS documents come next) and counts.
 */
export async function eraseRows(
  tx: DbOrTx,
  customer: CustomerToErase,
  pseudonym: { name: string; reference: string },
  references: readonly string[],
  now: Date,
): Promise<{ applicationIds: string[]; counts: ErasedCounts }> {
  const { name, reference } = pseudonym;
  await tx.execute(
    sql`UPDATE customers SET name = ${name}, reference = ${reference}, erased_at = ${now.toISOString()}::timestamptz WHERE id = ${customer.id}::uuid`,
  );
  const decisions = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE loan_applications SET user_name = ${name}, input = ${erasedInput(sql`input`, name, reference)}
      WHERE customer_id = ${customer.id}::uuid RETURNING id`),
  );
  const applicationIds = decisions.map((d) => d.id);
  const lowered = [...new Set([customer.reference, ...references].map((r) => r.toLowerCase()))];
  const byDecision = applicationIds.length > 0 ? sql`application_id IN (${uuids(applicationIds)})` : sql`false`;
  const bulkRows = rowsOf<{ job_id: string }>(
    await tx.execute(sql`
      UPDATE bulk_job_rows SET input = ${erasedInput(sql`input`, name, reference)},
        applicant_ref = CASE WHEN lower(applicant_ref) IN (${list(lowered)}) THEN ${reference} ELSE applicant_ref END
      WHERE ${byDecision} OR lower(input ->> 'customer_reference') IN (${list(lowered)}) RETURNING job_id`),
  );
  const testCases =
    applicationIds.length > 0
      ? rowsOf(await tx.execute(sql`DELETE FROM rule_test_cases WHERE application_id IN (${uuids(applicationIds)}) RETURNING id`)).length
      : 0;
  return { applicationIds, counts: { decisions: applicationIds.length, bulkRows: bulkRows.length, testCases } };
}

/** Marks the decisions' statements as kept on erasure (KFS_KEEP_ON_ERASURE). */
export async function markKeptStatements(tx: DbOrTx, applicationIds: readonly string[], now: Date): Promise<number> {
  if (applicationIds.length === 0) return 0;
  return rowsOf(
    await tx.execute(sql`
      UPDATE kfs_documents SET kept_on_erasure_at = coalesce(kept_on_erasure_at, ${now.toISOString()}::timestamptz)
      WHERE application_id IN (${uuids(applicationIds)}) RETURNING id`),
  ).length;
}

/** Free text that may hold the values: which rows of a table's column match any of them (a scan; erasures are rare). */
function matching(column: SQL, patterns: readonly string[]): SQL {
  return sql.join(
    patterns.map((p) => sql`${column} ILIKE ${likePattern(p)}`),
    sql` OR `,
  );
}

type TextRow = { key: string; value: string };

/** Rows of free text holding any of the values, by table: each read and written back by the caller's scrub. */
export const FREE_TEXT = {
  idempotency: {
    find: (tx: DbOrTx, patterns: readonly string[]) =>
      tx.execute(
        sql`SELECT owner || chr(31) || key AS key, response AS value FROM idempotency_keys WHERE response IS NOT NULL AND (${matching(sql`response`, patterns)})`,
      ),
    write: (tx: DbOrTx, row: TextRow) => tx.execute(sql`UPDATE idempotency_keys SET response = ${row.value} WHERE owner || chr(31) || key = ${row.key}`),
  },
  webhookPayloads: {
    find: (tx: DbOrTx, patterns: readonly string[]) =>
      tx.execute(sql`SELECT id::text AS key, payload::text AS value FROM webhook_deliveries WHERE ${matching(sql`payload::text`, patterns)}`),
    write: (tx: DbOrTx, row: TextRow) => tx.execute(sql`UPDATE webhook_deliveries SET payload = ${row.value}::jsonb WHERE id = ${row.key}::uuid`),
  },
  webhookResponses: {
    find: (tx: DbOrTx, patterns: readonly string[]) =>
      tx.execute(
        sql`SELECT delivery_id::text || ':' || attempt AS key, response_excerpt AS value FROM webhook_attempts WHERE response_excerpt IS NOT NULL AND (${matching(sql`response_excerpt`, patterns)})`,
      ),
    write: (tx: DbOrTx, row: TextRow) =>
      tx.execute(sql`UPDATE webhook_attempts SET response_excerpt = ${row.value} WHERE delivery_id::text || ':' || attempt = ${row.key}`),
  },
  bulkFileNames: {
    find: (tx: DbOrTx, patterns: readonly string[]) =>
      tx.execute(sql`SELECT id::text AS key, file_name AS value FROM bulk_jobs WHERE ${matching(sql`file_name`, patterns)}`),
    write: (tx: DbOrTx, row: TextRow) => tx.execute(sql`UPDATE bulk_jobs SET file_name = ${row.value} WHERE id = ${row.key}::uuid`),
  },
  errorFileNames: {
    find: (tx: DbOrTx, patterns: readonly string[]) =>
      tx.execute(sql`SELECT key, download_name AS value FROM stored_files WHERE download_name IS NOT NULL AND (${matching(sql`download_name`, patterns)})`),
    write: (tx: DbOrTx, row: TextRow) => tx.execute(sql`UPDATE stored_files SET download_name = ${row.value} WHERE key = ${row.key}`),
  },
  // A consent's record stays (proof it was given); its free text may name the person.
  consentReferences: {
    find: (tx: DbOrTx, patterns: readonly string[]) =>
      tx.execute(sql`SELECT id::text AS key, reference AS value FROM consents WHERE reference IS NOT NULL AND (${matching(sql`reference`, patterns)})`),
    write: (tx: DbOrTx, row: TextRow) => tx.execute(sql`UPDATE consents SET reference = ${row.value} WHERE id = ${row.key}::uuid`),
  },
  consentWithdrawalReasons: {
    find: (tx: DbOrTx, patterns: readonly string[]) =>
      tx.execute(
        sql`SELECT id::text AS key, withdrawal_reason AS value FROM consents WHERE withdrawal_reason IS NOT NULL AND (${matching(sql`withdrawal_reason`, patterns)})`,
      ),
    write: (tx: DbOrTx, row: TextRow) => tx.execute(sql`UPDATE consents SET withdrawal_reason = ${row.value} WHERE id = ${row.key}::uuid`),
  },
  requestNotes: {
    find: (tx: DbOrTx, patterns: readonly string[]) =>
      tx.execute(sql`SELECT id::text AS key, note AS value FROM privacy_requests WHERE ${matching(sql`note`, patterns)}`),
    write: (tx: DbOrTx, row: TextRow) => tx.execute(sql`UPDATE privacy_requests SET note = ${row.value} WHERE id = ${row.key}::uuid`),
  },
} satisfies Record<string, { find(tx: DbOrTx, patterns: readonly string[]): Promise<unknown>; write(tx: DbOrTx, row: TextRow): Promise<unknown> }>;

export function textRows(result: unknown): TextRow[] {
  return rowsOf<TextRow>(result);
}

/** The stored error files (import and bulk), whose rows list rejected values: each is read and, where it names the person, written again. */
export async function errorFiles(tx: DbOrTx): Promise<{ key: string; bytes: Buffer }[]> {
  return rowsOf<{ key: string; bytes: Uint8Array }>(
    await tx.execute(sql`SELECT key, bytes FROM stored_files WHERE key LIKE 'bulk-errors/%' OR key LIKE 'import-errors/%'`),
  ).map((r) => ({ key: r.key, bytes: Buffer.from(r.bytes) }));
}

export async function replaceFile(tx: DbOrTx, key: string, bytes: Buffer) {
  await tx.execute(sql`UPDATE stored_files SET bytes = ${bytes}::bytea WHERE key = ${key}`);
}
