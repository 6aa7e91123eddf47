import { sql } from 'drizzle-orm';
import type { BrokenTestCase, TestCase, TestCaseBody, TestCaseList, TestCaseRunAnswer } from '@lbo/contracts/rule-test-cases';
import type { Database, Tx } from '../../db/client';
import type { RuleChangeContext } from '../../db/rule-change';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { indiaDate, loadRuleSetAt } from '../loan-application';
import { runCases } from './test-case-runner';
import {
  allTestCases,
  applicationInput,
  deleteTestCase,
  findTestCase,
  hasTestCases,
  insertTestCase,
  pageTestCases,
  saveResults,
  testCaseSummary,
  updateTestCase,
  type StoredExpectation,
  type TestCaseRow,
} from './test-cases.repository';

function describeCase(row: TestCaseRow): TestCase {
  return {
    id: row.id,
    name: row.name,
    applicationId: row.applicationId,
    applicant: row.applicant,
    expectations: row.expectations.map((e) => ({ ...e, amount: e.amount ?? null, bankName: e.bankName ?? '', productName: e.productName ?? '' })),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName } : null,
    updatedAt: row.updatedAt.toISOString(),
    lastResult: row.lastResult,
  };
}

/** The body's application and pairs must exist now; names are kept with the case for when a pair is later deleted. */
async function resolve(db: Database, version: number, body: TestCaseBody): Promise<StoredExpectation[]> {
  if (!(await applicationInput(db, body.applicationId))) {
    throw AppError.badRequest('applicationId must be a stored application', { applicationId: 'must be a stored application' });
  }
  const { ruleSet } = await loadRuleSetAt(db, version);
  const pairs = new Map(ruleSet.map((p) => [`${p.bank.id}:${p.product.id}`, p]));
  const errors: Record<string, string> = {};
  const expectations = body.expectations.map((e, i) => {
    const pair = pairs.get(`${e.bankId}:${e.productId}`);
    if (!pair) errors[`expectations.${i}.productId`] = 'must be a bank and product with rules';
    return {
      bankId: e.bankId,
      productId: e.productId,
      status: e.status,
      amount: e.amount ?? null,
      bankName: pair?.bank.name ?? '',
      productName: pair?.product.name ?? '',
    };
  });
  if (Object.keys(errors).length > 0)
    throw AppError.badRequest(
      Object.entries(errors)
        .map(([f, m]) => `${f} ${m}`)
        .join('; '),
      errors,
    );
  return expectations;
}

export async function listTestCases(db: Database, query: { search?: string; page: number; limit: number }) {
  const [{ rows, total }, summary] = await Promise.all([pageTestCases(db, query.search, query.page, query.limit), testCaseSummary(db)]);
  const list: TestCaseList = {
    items: rows.map(describeCase),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    summary,
  };
  return ok(list, 'Test cases');
}

export async function getTestCase(db: Database, id: string) {
  const row = await findTestCase(db, id);
  if (!row) throw AppError.notFound('Test case');
  return ok(describeCase(row), 'Test case');
}

/** Creates a case and runs it at once, so the list shows where it stands. */
export async function createTestCase(db: Database, version: number, body: TestCaseBody, actorId: string, now: Date) {
  const expectations = await resolve(db, version, body);
  const id = await insertTestCase(db, { name: body.name, applicationId: body.applicationId, expectations, createdBy: actorId });
  await runAndRecord(db, version, [id], now);
  return ok(describeCase((await findTestCase(db, id))!), 'Test case saved', 201);
}

export async function editTestCase(db: Database, version: number, id: string, body: TestCaseBody, now: Date) {
  if (!(await findTestCase(db, id))) throw AppError.notFound('Test case');
  const expectations = await resolve(db, version, body);
  await updateTestCase(db, id, { name: body.name, applicationId: body.applicationId, expectations });
  await runAndRecord(db, version, [id], now);
  return ok(describeCase((await findTestCase(db, id))!), 'Test case updated');
}

export async function removeTestCase(db: Database, id: string) {
  if (!(await deleteTestCase(db, id))) throw AppError.notFound('Test case');
  return ok(null, 'Test case deleted');
}

async function runAndRecord(db: Database | Tx, version: number, ids: readonly string[] | undefined, now: Date) {
  const cases = await allTestCases(db, ids);
  const results = await runCases(db, version, cases, indiaDate(now));
  await saveResults(
    db,
    results.map(({ id, result }) => ({ id, result })),
  );
  return results;
}

export async function runTestCases(db: Database, version: number, ids: readonly string[] | undefined, now: Date) {
  const results = await runAndRecord(db, version, ids, now);
  const passed = results.filter((r) => r.result.passed).length;
  const answer: TestCaseRunAnswer = { version, total: results.length, passed, failed: results.length - passed, results };
  return ok(answer, `${passed} of ${results.length} test cases pass`);
}

/**
 * Run inside every rule change's transaction, against the version it makes:
 * a change that breaks a case is refused (409 with the broken cases) unless
 * the user confirmed it, in which case the version's summary records it.
 */
export function testCaseGuard(now: () => Date) {
  return async (tx: Tx, version: number, context: RuleChangeContext) => {
    if (!(await hasTestCases(tx))) return;
    const results = await runAndRecord(tx, version, undefined, now());
    const broken: BrokenTestCase[] = results.flatMap(({ id, name, result }) =>
      result.failures.map((f) => ({
        id,
        name,
        pair: { bankId: f.bankId, productId: f.productId, bankName: f.bankName, productName: f.productName },
        expected: f.expected,
        actual: f.actual,
      })),
    );
    if (broken.length === 0) return;
    const cases = [...new Set(broken.map((b) => b.name))];
    if (!context.confirmed) {
      throw new AppError(
        'CONFLICT',
        `This change breaks ${cases.length} test case${cases.length === 1 ? '' : 's'}: ${cases.slice(0, 5).join(', ')}${cases.length > 5 ? ', …' : ''}`,
        {
          data: { brokenTestCases: broken },
        },
      );
    }
    const note = ` (saved over ${cases.length} broken test case${cases.length === 1 ? '' : 's'}: ${cases.slice(0, 5).join(', ')}${cases.length > 5 ? ', …' : ''})`;
    await tx.execute(sql`UPDATE rule_versions SET summary = left(summary || ${note}, 500) WHERE version = ${version}`);
  };
}

/** Creates every case of an imported file, or none: a case naming an unknown application or pair refuses the file. */
export async function importTestCases(db: Database, version: number, bodies: TestCaseBody[], actorId: string, now: Date) {
  const resolved: { body: TestCaseBody; expectations: StoredExpectation[] }[] = [];
  for (const body of bodies) {
    try {
      resolved.push({ body, expectations: await resolve(db, version, body) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError('BAD_REQUEST', `Test case “${body.name}”: ${error.message}`, { errors: error.errors });
    }
  }
  const ids = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (const { body, expectations } of resolved)
      created.push(await insertTestCase(tx, { name: body.name, applicationId: body.applicationId, expectations, createdBy: actorId }));
    return created;
  });
  const results = await runAndRecord(db, version, ids, now);
  const passed = results.filter((r) => r.result.passed).length;
  return ok({ imported: ids.length, passed, failed: ids.length - passed }, `${ids.length} test cases imported`, 201);
}

export async function exportTestCases(db: Database) {
  return allTestCases(db);
}
