import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LoanApplication } from '@lbo/contracts/loan-application';
import { FAILURE_CODES, type CompactEvaluationOutput } from '@lbo/eligibility';
import { BinaryCopyWriter, copyBinary } from '../../db/copy-binary';
import { rowsOf } from '../../db/raw-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { benchApplicant, insertRuleSet, syntheticPairs } from '../../../bench/synthetic-rules';
import { evaluateAt, storeDecisionBatch, storeDecisions, type DecisionToStore } from './loan-application.service';

const COMPANY = '00000000-0000-4000-9000-00000000c0df';
const CITY = '00000000-0000-4000-9000-0000000c17e1';
const CATEGORIES: [string, string] = ['00000000-0000-4000-9000-0000000ca703', '00000000-0000-4000-9000-0000000ca704'];

let t: TestApp;
let result: CompactEvaluationOutput;
let jobId: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertRuleSet(t.db, syntheticPairs(40, COMPANY, CATEGORIES), { company: COMPANY, city: CITY, categories: CATEGORIES });
  await t.settleRuleVersion();
  const application = { ...benchApplicant, companyId: COMPANY, cityId: CITY } as unknown as LoanApplication;
  const real = await evaluateAt(t.app.evaluationCore, await t.app.evaluationCore.currentVersion(), application, '2026-11-26');
  expect(real.eligibleCount).toBeGreaterThan(0);
  // Figures a text literal and a binary value could disagree on: quotes, backslashes, braces and
  // non-ASCII in text, -0, fractions, no rate, a refused pair with its failure mask and no offer.
  const edges = real.eligibleBanks.map((e, i) =>
    i === 0
      ? { ...e, penalCharges: '2% "a" month \\ {late}, ₹500, NULL', loanAmountDetails: { ...e.loanAmountDetails, eligibleAmount: -0, interestRate: null } }
      : i === 1
        ? { ...e, loanAmountDetails: { ...e.loanAmountDetails, eligibleAmount: 1234567.8912345, estimatedEMI: 0.1 + 0.2 } }
        : i === 2
          ? {
              ...e,
              eligibilityStatus: 'NOT_ELIGIBLE' as const,
              failureCodes: [FAILURE_CODES[0]!, FAILURE_CODES.at(-1)!],
              apr: null,
              upfrontCharges: null,
              totalInterest: null,
              totalAmountPayable: null,
              penalCharges: null,
            }
          : e,
  );
  result = { ...real, eligibleBanks: edges };
  const [job] = rowsOf<{ id: string }>(
    await t.db.execute(sql`INSERT INTO bulk_jobs (file_name, state, total) VALUES ('edges.xlsx', 'running', 2) RETURNING id`),
  );
  jobId = job!.id;
  await t.db.execute(
    sql`INSERT INTO webhook_endpoints (url, events, secret) VALUES ('http://127.0.0.1:9/hook', '{decision.created}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0')`,
  );
});
afterAll(async () => t.close());

const stored = async (id: string) => {
  const [row] = rowsOf<Record<string, unknown>>(await t.db.execute(sql`SELECT * FROM loan_applications WHERE id = ${id}::uuid`));
  const [delivery] = rowsOf<{ payload: { data: Record<string, unknown> } }>(
    await t.db.execute(sql`SELECT payload FROM webhook_deliveries WHERE payload -> 'data' ->> 'applicationId' = ${id}`),
  );
  return { row: row!, payload: delivery!.payload };
};

describe('decisions stored by COPY (bulk chunks)', () => {
  it('are column for column and delivery for delivery what the one-statement insert stores', async () => {
    const now = new Date('2026-11-26T03:04:05.678Z');
    const decision = (ref: string): DecisionToStore => ({
      application: {
        ...benchApplicant,
        companyId: COMPANY,
        cityId: CITY,
        customer_reference: ref,
        user_name: 'Ānanya "Q" \\ Rao',
      } as unknown as LoanApplication,
      result,
      ruleVersion: 1,
      evaluationDate: '2026-11-26',
      createdBy: t.adminId,
      source: { kind: 'bulk', jobId, apiKeyId: null },
      now,
    });
    const [inserted] = await storeDecisions(t.db, t.app.decisionPairs, [decision('EDGE-1')]);
    const copied = await t.db.transaction((tx) => storeDecisionBatch(tx, t.app.decisionPairs, [decision('EDGE-1'), decision('EDGE-2')]));
    expect(copied).toHaveLength(2);
    // The same reference is the same customer, counted twice.
    expect(copied[0]!.customerId).toBe(inserted!.customerId);
    expect(copied[1]!.customerId).not.toBe(inserted!.customerId);
    const [customer] = rowsOf<{ evaluations: number }>(await t.db.execute(sql`SELECT evaluations FROM customers WHERE id = ${inserted!.customerId}::uuid`));
    expect(Number(customer!.evaluations)).toBe(2);

    const a = await stored(inserted!.applicationId);
    const b = await stored(copied[0]!.applicationId);
    const { id: idA, ...rowA } = a.row;
    const { id: idB, ...rowB } = b.row;
    expect(idA).toBe(inserted!.applicationId);
    expect(idB).toBe(copied[0]!.applicationId);
    expect(rowB).toEqual(rowA);
    expect((rowA.pair_penal as unknown[])[0]).toBe('2% "a" month \\ {late}, ₹500, NULL');
    expect((rowA.pair_rates as unknown[])[0]).toBeNull();
    expect(Object.is(Number((rowB.pair_amounts as unknown[])[0]), 0)).toBe(true);
    expect(Number((rowB.pair_amounts as unknown[])[1])).toBe(1234567.8912345);
    expect(Number((rowB.pair_emis as unknown[])[1])).toBe(0.1 + 0.2);
    expect(Number((rowB.pair_failures as unknown[])[2])).toBe(1 + 2 ** (FAILURE_CODES.length - 1));
    expect((rowB.pair_aprs as unknown[])[2]).toBeNull();

    const { applicationId: appA, ...eventA } = a.payload.data;
    const { applicationId: appB, ...eventB } = b.payload.data;
    expect([appA, appB]).toEqual([inserted!.applicationId, copied[0]!.applicationId]);
    expect(eventB).toEqual(eventA);
    expect(eventB.customerId).toBe(inserted!.customerId);
  });

  it('stores nothing of a chunk whose transaction rolls back', async () => {
    const before = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM loan_applications`))[0]!.n;
    const decision: DecisionToStore = {
      application: { ...benchApplicant, companyId: COMPANY, cityId: CITY, customer_reference: 'EDGE-3' } as unknown as LoanApplication,
      result,
      ruleVersion: 1,
      evaluationDate: '2026-11-26',
      createdBy: null,
      source: { kind: 'bulk', jobId, apiKeyId: null },
      now: new Date(),
    };
    await expect(
      t.db.transaction(async (tx) => {
        await storeDecisionBatch(tx, t.app.decisionPairs, [decision]);
        throw new Error('stopped');
      }),
    ).rejects.toThrow('stopped');
    const after = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM loan_applications`))[0]!.n;
    expect(Number(after)).toBe(Number(before));
  });

  it('fails the transaction when the database refuses the rows, and the connection goes on serving', async () => {
    const w = new BinaryCopyWriter();
    w.row(2); // two fields for three columns
    w.text('a');
    w.text('b');
    await expect(t.db.transaction((tx) => copyBinary(tx, 'decision_pairs', ['id', 'bank_id', 'product_id'], w.finish()))).rejects.toThrow();
    const [answer] = rowsOf<{ one: number }>(await t.db.execute(sql`SELECT 1 AS one`));
    expect(Number(answer!.one)).toBe(1);
  });
});
