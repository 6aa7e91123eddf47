import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chargesRules } from './schema';
import { rowsOf } from './raw-rows';
import { maintainDecisionPartitions } from './decision-partitions';
import { bearer } from '../../test/test-app';
import { testAppForFile } from '../../test/test-app-for-file';
import { insertStandardPlaces, insertStandardRules } from '../../test/standard-rules';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';

const t = testAppForFile();
let token: string;
const ids = { bank: '', product: '', company: '', city: '' };

/** Evaluates the sample applicant at `at` (the app's clock) under `reference`; answers the application id. */
async function decideAt(at: string, reference: string): Promise<string> {
  t.clock.set(new Date(at));
  // A session lives on the app's clock: a jump of months ends it.
  token = await t.signIn();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loanapplication/apply',
    headers: bearer(token),
    payload: { ...sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST }), customer_reference: reference },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.eligibleBanks[0].eligibilityStatus).toBe('ELIGIBLE');
  return res.json().data.applicationId as string;
}

const kfs = (applicationId: string) =>
  t.app.inject({ method: 'GET', url: `/api/loanapplication/${applicationId}/pairs/${ids.bank}/${ids.product}/kfs`, headers: bearer(token) });
const explanation = (applicationId: string) =>
  t.app.inject({ method: 'GET', url: `/api/loanapplication/${applicationId}/pairs/${ids.bank}/${ids.product}/explanation`, headers: bearer(token) });

async function partitionOf(applicationId: string): Promise<string | null> {
  const [row] = rowsOf<{ part: string }>(
    await t.db.execute(sql`SELECT tableoid::regclass::text AS part FROM loan_applications WHERE id = ${applicationId}::uuid`),
  );
  return row?.part ?? null;
}

async function partitions(): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await t.db.execute(
      sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'loan_applications'::regclass ORDER BY 1`,
    ),
  );
  return rows.map((r) => r.name);
}

const kfsRowsOf = async (applicationId: string) =>
  Number(rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM kfs_documents WHERE application_id = ${applicationId}::uuid`))[0]!.n);

beforeAll(async () => {
  token = t.token;
  const places = await insertStandardPlaces(t.db, 'Part', { city_name: 'Nashik', state: 'Maharashtra', is_metro: false });
  Object.assign(ids, { bank: places.bank, product: places.product, company: places.company, city: places.city });
  await insertStandardRules(t.db, places.pair);
  await t.db.insert(chargesRules).values({ ...places.pair, processing_fee_percent: 1, processing_fee_max: 5_000, gst_percent: 18, stamp_duty: 100 });
  await t.settleRuleVersion();
});

describe('stored decisions in month partitions', () => {
  it('stores a decision dated in a month with no partition in the default one, and finds it by id', async () => {
    const far = await decideAt('2031-05-10T06:00:00Z', 'PART-FAR');
    expect(await partitionOf(far)).toBe('loan_applications_default');
    expect((await kfs(far)).statusCode).toBe(200);
    expect(await kfsRowsOf(far)).toBe(1);
    expect((await explanation(far)).statusCode).toBe(200);
    // The month already has decisions in the default partition: it stays there, the later months are made.
    const work = await maintainDecisionPartitions(t.db, new Date('2031-05-20T00:00:00Z'), undefined);
    expect(work).toEqual({ created: 3, dropped: [] });
    expect(await partitions()).toEqual(expect.arrayContaining(['loan_applications_p2031_06', 'loan_applications_p2031_08']));
    expect(await partitions()).not.toContain('loan_applications_p2031_05');
    expect(await partitionOf(far)).toBe('loan_applications_default');
    expect(await partitionOf(await decideAt('2031-06-02T06:00:00Z', 'PART-FAR'))).toBe('loan_applications_p2031_06');
  });

  it('starts a month at midnight in India: 1 March 00:10 IST is March', async () => {
    await maintainDecisionPartitions(t.db, new Date('2027-02-10T00:00:00Z'), undefined);
    const lateFebruaryUtc = await decideAt('2027-02-28T18:40:00Z', 'PART-EDGE');
    expect(await partitionOf(lateFebruaryUtc)).toBe('loan_applications_p2027_03');
  });

  it('drops only the months past the retention, with the KFS documents and test cases of their decisions', async () => {
    await maintainDecisionPartitions(t.db, new Date('2027-01-05T00:00:00Z'), undefined);
    const old = await decideAt('2027-01-15T06:00:00Z', 'PART-KEEP');
    const kept = await decideAt('2027-03-15T06:00:00Z', 'PART-KEEP');
    const ancient = await decideAt('2019-07-01T06:00:00Z', 'PART-KEEP');
    expect(await partitionOf(old)).toBe('loan_applications_p2027_01');
    expect(await partitionOf(ancient)).toBe('loan_applications_default');
    for (const id of [old, kept, ancient]) expect((await kfs(id)).statusCode).toBe(200);
    await t.db.execute(sql`
      INSERT INTO rule_test_cases (name, application_id, application_created_at, expectations)
      SELECT 'case ' || id, id, created_at, '[]'::jsonb FROM loan_applications WHERE id IN (${old}::uuid, ${kept}::uuid)`);

    // April 2027 keeping two whole months besides the current one: February and March stay.
    const work = await maintainDecisionPartitions(t.db, new Date('2027-04-10T00:00:00Z'), 2);
    expect(work.dropped).toContain('loan_applications_p2027_01');
    expect(work.dropped).not.toContain('loan_applications_p2027_02');
    expect(await partitions()).toEqual(expect.arrayContaining(['loan_applications_p2027_02', 'loan_applications_p2027_03', 'loan_applications_default']));
    expect(await partitions()).not.toContain('loan_applications_p2027_01');

    expect(await partitionOf(old)).toBeNull();
    expect(await partitionOf(ancient)).toBeNull();
    expect(await kfsRowsOf(old)).toBe(0);
    expect(await kfsRowsOf(ancient)).toBe(0);
    expect((await kfs(old)).statusCode).toBe(404);
    const cases = rowsOf<{ application_id: string }>(await t.db.execute(sql`SELECT application_id FROM rule_test_cases`));
    expect(cases.map((c) => c.application_id)).toEqual([kept]);

    // What is kept is found by id as before; the decisions of 2031 (default partition, later months) too.
    expect(await kfsRowsOf(kept)).toBe(1);
    expect((await kfs(kept)).statusCode).toBe(200);
    expect((await explanation(kept)).statusCode).toBe(200);
    const [owner] = rowsOf<{ customer_id: string }>(await t.db.execute(sql`SELECT customer_id FROM loan_applications WHERE id = ${kept}::uuid`));
    const customerId = owner!.customer_id;
    const detail = await t.app.inject({ method: 'GET', url: `/api/customers/${customerId}`, headers: bearer(token) });
    expect(detail.json().data.history.map((h: { applicationId: string }) => h.applicationId)).toEqual([kept]);
  });
});
