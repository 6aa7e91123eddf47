import { count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { TestCaseResult } from '@lbo/contracts/rule-test-cases';
import type { DbOrTx } from '../../db/client';
import { pagedRows } from '../../db/paged-rows';
import { likePattern } from '../../lib/db-errors';
import { loanApplications, ruleTestCases, users } from '../../db/schema';
import { rowsOf } from '../../db/raw-rows';

export type StoredExpectation = {
  bankId: string;
  productId: string;
  status: 'ELIGIBLE' | 'NOT_ELIGIBLE';
  amount?: number | null;
  bankName?: string;
  productName?: string;
};

const columns = {
  id: ruleTestCases.id,
  name: ruleTestCases.name,
  applicationId: ruleTestCases.application_id,
  applicant: loanApplications.user_name,
  expectations: ruleTestCases.expectations,
  createdAt: ruleTestCases.created_at,
  createdById: ruleTestCases.created_by,
  createdByName: users.name,
  updatedAt: ruleTestCases.updated_at,
  lastResult: ruleTestCases.last_result,
};

export interface TestCaseRow {
  id: string;
  name: string;
  applicationId: string;
  applicant: string | null;
  expectations: StoredExpectation[];
  createdAt: Date;
  createdById: string | null;
  createdByName: string | null;
  updatedAt: Date;
  lastResult: TestCaseResult | null;
}

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(ruleTestCases)
    .innerJoin(loanApplications, eq(loanApplications.id, ruleTestCases.application_id))
    .leftJoin(users, eq(users.id, ruleTestCases.created_by));

export async function pageTestCases(db: DbOrTx, search: string | undefined, page: number, limit: number) {
  const where = search ? ilike(ruleTestCases.name, likePattern(search)) : undefined;
  const { rows, total } = await pagedRows(
    base(db).where(where).orderBy(desc(ruleTestCases.created_at), ruleTestCases.id),
    db.select({ total: count() }).from(ruleTestCases).where(where),
    { page, limit },
  );
  return { rows: rows as TestCaseRow[], total };
}

/** Passing, failing and never-run counts over every case. */
export async function testCaseSummary(db: DbOrTx) {
  const result = await db.execute(sql`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE (last_result ->> 'passed')::boolean)::int AS passing,
           count(*) FILTER (WHERE NOT (last_result ->> 'passed')::boolean)::int AS failing,
           count(*) FILTER (WHERE last_result IS NULL)::int AS never_run
    FROM rule_test_cases`);
  const [row] = rowsOf<Record<string, number>>(result);
  return { total: Number(row?.total ?? 0), passing: Number(row?.passing ?? 0), failing: Number(row?.failing ?? 0), neverRun: Number(row?.never_run ?? 0) };
}

export async function findTestCase(db: DbOrTx, id: string): Promise<TestCaseRow | null> {
  const [row] = await base(db).where(eq(ruleTestCases.id, id)).limit(1);
  return (row as TestCaseRow | undefined) ?? null;
}

/** Every case (or those named), oldest first: what a save checks. */
export async function allTestCases(db: DbOrTx, ids?: readonly string[]): Promise<TestCaseRow[]> {
  const query = base(db);
  const rows = ids ? await query.where(inArray(ruleTestCases.id, [...ids])).orderBy(ruleTestCases.created_at) : await query.orderBy(ruleTestCases.created_at);
  return rows as TestCaseRow[];
}

export async function hasTestCases(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: ruleTestCases.id }).from(ruleTestCases).limit(1);
  return rows.length > 0;
}

/** The decision's partition key, which the foreign key names beside its id (ADR 0028). */
const decisionCreatedAt = (applicationId: string) =>
  sql<Date>`(SELECT ${loanApplications.created_at} FROM ${loanApplications} WHERE ${loanApplications.id} = ${applicationId}::uuid)`;

export async function insertTestCase(db: DbOrTx, values: { name: string; applicationId: string; expectations: StoredExpectation[]; createdBy: string }) {
  const [row] = await db
    .insert(ruleTestCases)
    .values({
      name: values.name,
      application_id: values.applicationId,
      application_created_at: decisionCreatedAt(values.applicationId),
      expectations: values.expectations,
      created_by: values.createdBy,
    })
    .returning({ id: ruleTestCases.id });
  return row!.id;
}

export async function updateTestCase(db: DbOrTx, id: string, values: { name: string; applicationId: string; expectations: StoredExpectation[] }) {
  const rows = await db
    .update(ruleTestCases)
    .set({
      name: values.name,
      application_id: values.applicationId,
      application_created_at: decisionCreatedAt(values.applicationId),
      expectations: values.expectations,
      updated_at: new Date(),
      last_result: null,
    })
    .where(eq(ruleTestCases.id, id))
    .returning({ id: ruleTestCases.id });
  return rows.length > 0;
}

export async function deleteTestCase(db: DbOrTx, id: string) {
  const rows = await db.delete(ruleTestCases).where(eq(ruleTestCases.id, id)).returning({ id: ruleTestCases.id });
  return rows.length > 0;
}

export async function saveResults(db: DbOrTx, results: { id: string; result: TestCaseResult }[]) {
  if (results.length === 0) return;
  await db.execute(sql`
    UPDATE rule_test_cases AS t SET last_result = r.result
    FROM jsonb_to_recordset(${JSON.stringify(results)}::jsonb) AS r(id uuid, result jsonb)
    WHERE t.id = r.id`);
}

export async function applicationInput(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: loanApplications.id, input: loanApplications.input, userName: loanApplications.user_name })
    .from(loanApplications)
    .where(eq(loanApplications.id, id))
    .limit(1);
  return row ?? null;
}

export async function applicationInputs(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, unknown>();
  const rows = await db
    .select({ id: loanApplications.id, input: loanApplications.input })
    .from(loanApplications)
    .where(inArray(loanApplications.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.input]));
}
