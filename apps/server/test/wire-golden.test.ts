import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, ilike } from 'drizzle-orm';
import { API } from '@lbo/contracts/api-paths';
import { sampleLoan, TEST_PROFILE, TYPICAL_DEMO_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { cities, companies } from '../src/db/schema';
import { bearer } from './test-app';
import { testAppForFile } from './test-app-for-file';

/**
 * What the server puts on the wire, held byte for byte against files recorded before a refactor:
 * the OpenAPI document and the apply answer for the demo data. A change that means to alter
 * either rewrites the files with `UPDATE_GOLDEN=1` and shows the difference in review. Ids and
 * times are new on every run, so they are replaced by their order of first appearance.
 */
const t = testAppForFile({ seedDemo: true, at: new Date('2026-11-02T10:00:00.000Z') });
const dir = path.join(import.meta.dirname, 'golden');

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;

function stable(body: string): string {
  const seen = new Map<string, string>();
  return body.replace(UUID, (id) => seen.get(id) ?? (seen.set(id, `uuid-${seen.size + 1}`), seen.get(id)!)).replace(TIME, 'time');
}

function matchesGolden(name: string, body: string) {
  const file = path.join(dir, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    // Only a deliberate update writes; a missing file on CI is a failure, not a new recording.
    if (process.env.CI && process.env.UPDATE_GOLDEN !== '1') throw new Error(`${name} is missing from test/golden`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, body);
  }
  expect(body === readFileSync(file, 'utf8'), `${name} differs from test/golden/${name}`).toBe(true);
}

describe('the wire, byte for byte', () => {
  it('serves the same OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(t.token) });
    expect(res.statusCode).toBe(200);
    matchesGolden('openapi.json', res.body);
  });

  it('answers the same apply for the demo data: eligible and refused pairs, offers, reasons', async () => {
    const [company] = await t.db.select().from(companies).where(eq(companies.company_name, 'Infosys')).limit(1);
    const [city] = await t.db.select().from(cities).where(ilike(cities.city_name, 'Mumbai')).limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: API.loanapplication.apply,
      headers: bearer(t.token),
      payload: {
        user_name: 'Golden Applicant',
        ...TEST_PROFILE,
        ...TYPICAL_DEMO_REQUEST,
        companyid: company!.id,
        cityId: city!.id,
        permanenthouseownedproof: false,
        CIBIL_REPORT_PARAMETERS: {
          Loans: [sampleLoan({ bank_name: 'HDFC Bank', outstanding: 150000, emi_amount: 6000, emisPaid: 12, emisPending: 24 })],
          ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 1, CAPSLast90Days: 2, CAPSLast180Days: 3 },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const statuses = new Set(res.json().data.eligibleBanks.map((b: { eligibilityStatus: string }) => b.eligibilityStatus));
    expect([...statuses].sort()).toEqual(['ELIGIBLE', 'NOT_ELIGIBLE']);
    matchesGolden('apply-answer.json', stable(res.body));
  });
});
