import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@lbo/contracts/api-paths';
import { MASTER_ENTITY_DEFINITIONS } from '@lbo/contracts/master-data';
import { RULE_GROUP_DEFINITIONS } from '@lbo/contracts/rule-groups';
import { rowsOf } from '../../db/raw-rows';
import { bankCompanyCategories, salaryCategories } from '../../db/schema';
import { grant } from '../../../test/grants';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPair } from '../../../test/standard-rules';

/*
 * No side doors (ADR 0043): deleting or deactivating a bank or product that has rules, or deleting
 * a company that has mappings, is a rule change. With approvals on it is proposed (202); with
 * them off it needs Business Rules delete besides the Master Configuration right (403 naming it),
 * and its version says who, why and what went, in words.
 */

const t = testAppForFile();
const ALL = { create: true, edit: true, view: true, delete: true, export: true };
let masterOnly: { token: string; userId: string };
let masterAndRules: { token: string; userId: string };
let checker: { token: string; userId: string };

const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, reason?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(reason ? { 'x-change-reason': encodeURIComponent(reason) } : {}) },
    ...(payload ? { payload } : {}),
  });

/** Every rule row and mapping, by table: what a side door would change. */
async function ruleRows(): Promise<Record<string, number>> {
  const tables = [...RULE_GROUP_DEFINITIONS.map((g) => g.table), 'bank_company_categories'];
  const counts = sql.join(
    tables.map((table) => sql`SELECT ${table}::text AS tbl, count(*)::int AS n FROM ${sql.identifier(table)}`),
    sql` UNION ALL `,
  );
  return Object.fromEntries(rowsOf<{ tbl: string; n: number }>(await t.db.execute(counts)).map((r) => [r.tbl, Number(r.n)]));
}
const latestVersion = async () => (await inject(t.token, 'GET', '/api/rule-versions?limit=1')).json().data.items[0];
const setApprovals = async (required: boolean) => {
  const res = await inject(t.token, 'PUT', '/api/settings/rule-approvals', { required });
  expect(res.statusCode, res.body).toBe(200);
};

/** A pair with its standard rules and one mapping of its company. */
async function pairWithRules(label: string) {
  const pair = await insertStandardPair(t, label, { city_name: `${label} City`, state: 'Goa', is_metro: false });
  const [category] = await t.db
    .insert(salaryCategories)
    .values({ name: `${label} Category` })
    .returning();
  await t.db.insert(bankCompanyCategories).values({ ...pair.pair, company_id: pair.company, category_id: category!.id });
  await t.settleRuleVersion();
  return pair;
}

beforeAll(async () => {
  masterOnly = await t.userWithAccess([grant('master-configuration', ALL)]);
  masterAndRules = await t.userWithAccess([grant('master-configuration', ALL), grant('rules-management', { view: true, delete: true })]);
  checker = await t.userWithAccess([grant('rules-management', { view: true, approve: true })]);
});

describe('with approvals off', () => {
  it('refuses a Master-Configuration-only user a bank, product or company delete that takes rules, naming Business Rules delete', async () => {
    const pair = await pairWithRules('Door');
    const before = await ruleRows();
    const attempts = [
      inject(masterOnly.token, 'DELETE', `${API.bank.deleteBank}?id=${pair.bank}`),
      inject(masterOnly.token, 'DELETE', `${API.product.deleteProduct}?id=${pair.product}`),
      inject(masterOnly.token, 'DELETE', `${API.company.deleteCompany}?id=${pair.company}`),
      inject(masterOnly.token, 'PUT', `${API.bank.updateBank}?id=${pair.bank}`, { name: 'Door Bank', is_active: false }),
      inject(masterOnly.token, 'PUT', `${API.product.updateProduct}?id=${pair.product}`, { name: 'Door Loan', is_active: false }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toContain('Business Rules delete');
      expect(res.json().data).toEqual({ missingRights: [{ module: 'rules-management', action: 'delete' }] });
    }
    expect(await ruleRows()).toEqual(before);
    const bank = await inject(t.token, 'GET', `${API.bank.getBankById}?id=${pair.bank}`);
    expect(bank.json().data).toMatchObject({ is_active: true });
  });

  it('lets the same user delete a bank that has no rules, and rename one that has', async () => {
    const pair = await pairWithRules('Plain');
    const created = await inject(masterOnly.token, 'POST', API.bank.createBank, { name: 'Ruleless Bank' });
    expect(created.statusCode, created.body).toBe(201);
    const removed = await inject(masterOnly.token, 'DELETE', `${API.bank.deleteBank}?id=${created.json().data._id ?? created.json().data.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const renamed = await inject(masterOnly.token, 'PUT', `${API.bank.updateBank}?id=${pair.bank}`, { name: 'Plain Bank Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('deletes a product with Business Rules delete, as a version of kind master-data naming what went and why', async () => {
    const pair = await pairWithRules('Gone');
    const before = await ruleRows();
    const res = await inject(masterAndRules.token, 'DELETE', `${API.product.deleteProduct}?id=${pair.product}`, undefined, 'Product withdrawn from sale');
    expect(res.statusCode, res.body).toBe(200);
    const after = await ruleRows();
    expect(after.general_eligibility_rules).toBe(before.general_eligibility_rules! - 1);
    expect(after.bank_company_categories).toBe(before.bank_company_categories! - 1);
    const version = await latestVersion();
    expect(version).toMatchObject({ kind: 'master-data', reason: 'Product withdrawn from sale', createdBy: { id: masterAndRules.userId } });
    expect(version.summary).toBe('Product “Gone Loan” deleted, removing 3 rule rows (General Eligibility 1, Multiplier Rules 1, FOIR Rules 1) and 1 mapping');
  });
});

describe('with approvals on', () => {
  beforeAll(() => setApprovals(true));

  it('proposes a bank delete that takes rules (reason required), applies it once approved', async () => {
    const pair = await pairWithRules('Proposed');
    const before = await ruleRows();
    const bare = await inject(masterOnly.token, 'DELETE', `${API.bank.deleteBank}?id=${pair.bank}`);
    expect(bare.statusCode, bare.body).toBe(400);
    expect(bare.json().errors).toHaveProperty('reason');

    const proposed = await inject(masterOnly.token, 'DELETE', `${API.bank.deleteBank}?id=${pair.bank}`, undefined, 'Bank exits the marketplace');
    expect(proposed.statusCode, proposed.body).toBe(202);
    expect(proposed.json().data).toMatchObject({ state: 'pending' });
    expect(await ruleRows()).toEqual(before);

    const listed = (await inject(t.token, 'GET', '/api/rule-changes?state=pending')).json().data.items;
    const proposal = listed.find((p: { id: string }) => p.id === proposed.json().data.id);
    expect(proposal).toMatchObject({ kind: 'master-data', bankId: pair.bank, reason: 'Bank exits the marketplace', proposedBy: { id: masterOnly.userId } });
    expect(proposal.summary).toContain('Bank “Proposed Bank” deleted, removing 3 rule rows');
    // Its impact was worked out when proposed, as a rule change's is.
    const impact = await inject(checker.token, 'GET', `/api/rule-changes/${proposal.id}/impact`);
    expect(impact.statusCode, impact.body).toBe(200);
    expect(impact.json().data).toMatchObject({ stale: false, impact: { affectedTotal: 0 } });

    const approved = await inject(checker.token, 'POST', `/api/rule-changes/${proposal.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await ruleRows();
    expect(after.general_eligibility_rules).toBe(before.general_eligibility_rules! - 1);
    expect(after.bank_company_categories).toBe(before.bank_company_categories! - 1);
    expect((await inject(t.token, 'GET', `${API.bank.getBankById}?id=${pair.bank}`)).statusCode).toBe(404);
    expect(await latestVersion()).toMatchObject({ kind: 'approval', reason: 'Bank exits the marketplace' });
  });

  it('proposes making a product inactive; a company delete with mappings too', async () => {
    const pair = await pairWithRules('Paused');
    const before = await ruleRows();
    const off = await inject(masterOnly.token, 'PUT', `${API.product.updateProduct}?id=${pair.product}`, { name: 'Paused Loan', is_active: false }, 'Paused');
    expect(off.statusCode, off.body).toBe(202);
    const company = await inject(masterOnly.token, 'DELETE', `${API.company.deleteCompany}?id=${pair.company}`, undefined, 'Company closed');
    expect(company.statusCode, company.body).toBe(202);
    expect(await ruleRows()).toEqual(before);
    expect((await inject(t.token, 'GET', `${API.product.getProductById}?id=${pair.product}`)).json().data).toMatchObject({ is_active: true });
  });
});

/**
 * Every master-data delete and update, with approvals on and off, by a user with Master
 * Configuration only: the rule rows and mappings change only where a version by that user says so.
 */
describe('the walk of every master-data delete and update', () => {
  for (const required of [false, true]) {
    it(`changes no rule row or mapping without a version saying who and what (approvals ${required ? 'on' : 'off'})`, async () => {
      await setApprovals(required);
      const pair = await pairWithRules(`Walk ${required ? 'On' : 'Off'}`);
      const [mapping] = rowsOf<{ id: string; category_id: string }>(
        await t.db.execute(sql`SELECT id, category_id FROM bank_company_categories WHERE company_id = ${pair.company}`),
      );
      const ids: Record<string, string> = {
        banks: pair.bank,
        products: pair.product,
        companies: pair.company,
        cities: pair.city,
        salary_categories: mapping!.category_id,
        bank_company_categories: mapping!.id,
      };
      for (const definition of MASTER_ENTITY_DEFINITIONS) {
        const id = ids[definition.table]!;
        for (const call of [
          { method: 'PUT' as const, url: `${definition.paths.update}?id=${id}`, payload: { is_active: false } },
          { method: 'DELETE' as const, url: `${definition.paths.remove}?id=${id}` },
        ]) {
          const before = await ruleRows();
          const versionBefore = (await latestVersion()).version;
          const res = await inject(masterOnly.token, call.method, call.url, call.payload, 'walk');
          const after = await ruleRows();
          if (JSON.stringify(after) === JSON.stringify(before)) continue;
          const version = await latestVersion();
          expect(version.version, `${call.method} ${call.url}: ${res.statusCode}`).toBeGreaterThan(versionBefore);
          expect(version.createdBy?.id).toBe(masterOnly.userId);
          expect(version.summary).not.toBe('');
        }
      }
    });
  }
});
