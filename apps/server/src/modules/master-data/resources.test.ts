import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, ilike } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MASTER_MESSAGES as M } from '@lbo/contracts/master-data';
import { bankCompanyCategories, banks, cities, companies, products, salaryCategories } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { grant } from '../../../test/grants';

const t = testAppForFile();
const tokens: Record<'viewer' | 'nobody' | 'evaluator' | 'rules', Record<string, string>> = {} as never;

beforeAll(async () => {
  tokens.viewer = bearer((await t.userWithAccess([grant('master-configuration', { view: true })])).token);
  tokens.nobody = bearer((await t.userWithAccess([grant('data-dashboard', { view: true })])).token);
  tokens.evaluator = bearer((await t.userWithAccess([grant('loan-evaluator', { view: true })])).token);
  tokens.rules = bearer((await t.userWithAccess([grant('rules-management', { view: true })])).token);
});

const get = (url: string, headers: Record<string, string> = bearer(t.token)) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = bearer(t.token)) => t.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, payload: object, headers: Record<string, string> = bearer(t.token)) => t.app.inject({ method: 'PUT', url, headers, payload });
const del = (url: string, headers: Record<string, string> = bearer(t.token)) => t.app.inject({ method: 'DELETE', url, headers });
const rowCount = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface EntityCase {
  entity: string;
  paths: { list: string; create: string; update: string; remove: string; byId: string[] };
  listKey: string;
  defaultLimit: number;
  table: PgTable;
  /** The field holding the name the list searches and sorts on. */
  nameKey: string;
  body(name: string): Record<string, unknown>;
  /** A row for direct insertion (paging tests). */
  row(name: string): Record<string, unknown>;
  invalid: { body: Record<string, unknown>; message: string }[];
  /** Who besides master-configuration may read. */
  readers: ('evaluator' | 'rules')[];
}

const cases: EntityCase[] = [
  {
    entity: 'Bank',
    paths: {
      list: '/api/bank/getAllBanks',
      create: '/api/bank/createBank',
      update: '/api/bank/updateBank',
      remove: '/api/bank/deleteBank',
      byId: ['/api/bank/getBankById', '/api/bank/getBankByid'],
    },
    listKey: 'banks',
    defaultLimit: 10,
    table: banks,
    nameKey: 'name',
    body: (name) => ({ name, is_active: true, logo_url: 'https://cdn.example.com/logo.png' }),
    row: (name) => ({ name }),
    invalid: [
      { body: {}, message: M.bankNameRequired },
      { body: { name: '   ' }, message: M.bankNameRequired },
      { body: { name: 'Some Bank', logo_url: 'not a url' }, message: M.invalidLogoUrl },
      { body: { name: 'Some Bank', logo_url: 'javascript:alert(1)' }, message: M.invalidLogoUrl },
      { body: { name: 'Some Bank', is_active: 'maybe' }, message: 'is_active must be true or false' },
    ],
    readers: ['rules'],
  },
  {
    entity: 'Product',
    paths: {
      list: '/api/product/getAllProducts',
      create: '/api/product/createProduct',
      update: '/api/product/updateProduct',
      remove: '/api/product/deleteProduct',
      byId: ['/api/product/getProductById', '/api/product/getProductByid'],
    },
    listKey: 'products',
    defaultLimit: 10,
    table: products,
    nameKey: 'name',
    body: (name) => ({ name, is_active: true }),
    row: (name) => ({ name }),
    invalid: [
      { body: {}, message: M.productNameRequired },
      { body: { name: '' }, message: M.productNameRequired },
      { body: { name: 'x'.repeat(101) }, message: M.productNameTooLong },
    ],
    readers: ['rules'],
  },
  {
    entity: 'Company',
    paths: {
      list: '/api/company/getAllCompanies',
      create: '/api/company/createcompany',
      update: '/api/company/updatecompany',
      remove: '/api/company/deleteCompany',
      byId: ['/api/company/getCompanyById'],
    },
    listKey: 'companies',
    defaultLimit: 25,
    table: companies,
    nameKey: 'company_name',
    body: (name) => ({ company_name: name, is_listed: true, registration_type: 'LLP' }),
    row: (name) => ({ company_name: name }),
    invalid: [
      { body: {}, message: M.companyNameRequired },
      { body: { company_name: 'Acme', registration_type: 'JOINT_VENTURE' }, message: M.registrationTypeInvalid },
      { body: { company_name: 'x'.repeat(201) }, message: M.companyNameTooLong },
    ],
    readers: ['evaluator'],
  },
  {
    entity: 'City',
    paths: {
      list: '/api/cities/getAllcities',
      create: '/api/cities/createcity',
      update: '/api/cities/updateCity',
      remove: '/api/cities/deleteCity',
      byId: ['/api/cities/getCityById'],
    },
    listKey: 'cities',
    defaultLimit: 25,
    table: cities,
    nameKey: 'city_name',
    body: (name) => ({ city_name: name, state: 'Maharashtra', is_metro: false }),
    row: (name) => ({ city_name: name, state: 'Kerala' }),
    invalid: [
      { body: { state: 'Kerala' }, message: M.cityNameRequired },
      { body: { city_name: 'Kochi' }, message: M.stateRequired },
      { body: { city_name: '  ', state: 'Kerala' }, message: M.cityNameRequired },
    ],
    readers: ['evaluator'],
  },
  {
    entity: 'Salary category',
    paths: {
      list: '/api/salarycategory/getAllSalaryCategories',
      create: '/api/salarycategory/createSalaryCategory',
      update: '/api/salarycategory/updateSalaryCategory',
      remove: '/api/salarycategory/deleteSalaryCategory',
      byId: ['/api/salarycategory/getSalaryCategoryById'],
    },
    listKey: 'salaryCategories',
    defaultLimit: 25,
    table: salaryCategories,
    nameKey: 'name',
    body: (name) => ({ name }),
    row: (name) => ({ name }),
    invalid: [
      { body: {}, message: M.categoryNameRequired },
      { body: { name: ' ' }, message: M.categoryNameRequired },
      { body: { name: 'x'.repeat(51) }, message: M.categoryNameMax },
    ],
    readers: ['rules'],
  },
];

describe.each(cases)('$entity', (c) => {
  const tag = c.entity.slice(0, 3).toUpperCase();

  it('creates, reads by id (every spelling), updates and deletes', async () => {
    const created = await post(c.paths.create, c.body(`${tag} Crud One`));
    expect(created.statusCode).toBe(201);
    const dto = created.json().data;
    expect(created.json().status).toBe(true);
    expect(dto[c.nameKey]).toBe(`${tag} Crud One`);
    expect(dto.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(dto).not.toHaveProperty('_id');

    for (const path of c.paths.byId) {
      const one = await get(`${path}?id=${dto.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toMatchObject({ id: dto.id, name: `${tag} Crud One` });
    }

    const updated = await put(`${c.paths.update}?id=${dto.id}`, { [c.nameKey]: `${tag} Crud Renamed` });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data[c.nameKey]).toBe(`${tag} Crud Renamed`);
    const stored = await t.db
      .select()
      .from(c.table)
      .where(eq((c.table as typeof banks).id, dto.id));
    expect((stored[0] as Record<string, unknown>)[c.nameKey]).toBe(`${tag} Crud Renamed`);

    const removed = await del(`${c.paths.remove}?id=${dto.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.id).toBe(dto.id);
    expect((await get(`${c.paths.byId[0]}?id=${dto.id}`)).statusCode).toBe(404);
  });

  it(`searches case-insensitively and pages (default page size ${c.defaultLimit})`, async () => {
    const prefix = `${tag} Pager`;
    const n = c.defaultLimit + 3;
    const names = Array.from({ length: n }, (_, i) => `${prefix} ${String(i).padStart(3, '0')}`);
    await t.db.insert(c.table).values(names.map((name) => c.row(name)) as never);

    const first = await get(`${c.paths.list}?search=${encodeURIComponent(prefix.toUpperCase())}`);
    expect(first.statusCode).toBe(200);
    const body = first.json().data;
    expect(body[c.listKey].map((r: Record<string, unknown>) => r[c.nameKey])).toEqual(names.slice(0, c.defaultLimit));
    expect(body.pagination).toEqual({ total: n, page: 1, limit: c.defaultLimit, perPage: c.defaultLimit, totalPages: 2 });

    const second = (await get(`${c.paths.list}?search=${encodeURIComponent(prefix.toLowerCase())}&page=2`)).json().data;
    expect(second[c.listKey].map((r: Record<string, unknown>) => r[c.nameKey])).toEqual(names.slice(c.defaultLimit));

    const small = (await get(`${c.paths.list}?search=pager&page=3&limit=4&sortOrder=desc`)).json().data;
    expect(small[c.listKey].map((r: Record<string, unknown>) => r[c.nameKey])).toEqual([...names].reverse().slice(8, 12));
    expect(small.pagination).toMatchObject({ total: n, page: 3, perPage: 4, totalPages: Math.ceil(n / 4) });

    // % and _ are literal characters, not wildcards.
    expect((await get(`${c.paths.list}?search=${encodeURIComponent('Pager_0')}`)).json().data.pagination.total).toBe(0);
    expect((await get(`${c.paths.list}?limit=0`)).statusCode).toBe(400);
    expect((await get(`${c.paths.list}?limit=10001`)).statusCode).toBe(400);
  });

  it('refuses a duplicate name in any case with 409, on create and on update', async () => {
    const first = (await post(c.paths.create, c.body(`${tag} Unique`))).json().data;
    const again = await post(c.paths.create, c.body(`${tag} UNIQUE`));
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(false);
    expect(again.json().message).toMatch(/already exists/);

    const other = (await post(c.paths.create, c.body(`${tag} Other`))).json().data;
    const clash = await put(`${c.paths.update}?id=${other.id}`, { [c.nameKey]: `${tag} unique` });
    expect(clash.statusCode).toBe(409);
    expect((await get(`${c.paths.byId[0]}?id=${other.id}`)).json().data[c.nameKey]).toBe(`${tag} Other`);
    expect(first.id).not.toBe(other.id);
  });

  it('refuses bad input with 400 naming the problem, and writes nothing', async () => {
    const before = await rowCount(c.table);
    for (const invalid of c.invalid) {
      const res = await post(c.paths.create, invalid.body);
      expect(res.statusCode, JSON.stringify(invalid.body)).toBe(400);
      expect(res.json().message).toContain(invalid.message);
    }
    const target = (await post(c.paths.create, c.body(`${tag} Target`))).json().data;
    const bad = await put(`${c.paths.update}?id=${target.id}`, c.invalid[c.invalid.length - 1]!.body);
    expect(bad.statusCode).toBe(400);
    expect((await get(`${c.paths.byId[0]}?id=${target.id}`)).json().data[c.nameKey]).toBe(`${tag} Target`);
    expect(await rowCount(c.table)).toBe(before + 1);
    expect((await get(`${c.paths.byId[0]}?id=not-a-uuid`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await get(`${c.paths.byId[0]}?id=${UNKNOWN_ID}`)).json()).toMatchObject({ statusCode: 404, message: `${c.entity} not found` });
    expect((await put(`${c.paths.update}?id=${UNKNOWN_ID}`, c.body(`${tag} Ghost`))).statusCode).toBe(404);
    expect((await del(`${c.paths.remove}?id=${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('enforces the permission matrix: 401 anonymous, 403 without the action', async () => {
    const target = (await post(c.paths.create, c.body(`${tag} Guarded`))).json().data;
    expect((await t.app.inject({ method: 'GET', url: c.paths.list })).statusCode).toBe(401);
    expect((await get(c.paths.list, tokens.nobody)).statusCode).toBe(403);
    expect((await get(c.paths.list, tokens.viewer)).statusCode).toBe(200);
    expect((await get(`${c.paths.byId[0]}?id=${target.id}`, tokens.viewer)).statusCode).toBe(200);
    expect((await post(c.paths.create, c.body(`${tag} By Viewer`), tokens.viewer)).statusCode).toBe(403);
    expect((await put(`${c.paths.update}?id=${target.id}`, c.body(`${tag} By Viewer`), tokens.viewer)).statusCode).toBe(403);
    expect((await del(`${c.paths.remove}?id=${target.id}`, tokens.viewer)).statusCode).toBe(403);
    for (const reader of ['evaluator', 'rules'] as const) {
      const expected = c.readers.includes(reader) ? 200 : 403;
      expect((await get(c.paths.list, tokens[reader])).statusCode, reader).toBe(expected);
      expect((await get(`${c.paths.byId[0]}?id=${target.id}`, tokens[reader])).statusCode, reader).toBe(expected);
      expect((await post(c.paths.create, c.body(`${tag} By ${reader}`), tokens[reader])).statusCode).toBe(403);
    }
    expect((await get(`${c.paths.byId[0]}?id=${target.id}`)).json().data[c.nameKey]).toBe(`${tag} Guarded`);
  });
});

describe('banks and products', () => {
  it('filter by status, sort, and answer the toggle with its own message', async () => {
    const a = (await post('/api/bank/createBank', { name: 'Status Bank A' })).json().data;
    await post('/api/bank/createBank', { name: 'Status Bank B', is_active: false, logo_url: '' });
    expect(a.is_active).toBe(true);
    expect(a.logo_url).toBeNull();
    const inactive = (await get('/api/bank/getAllBanks?search=status bank&is_active=false')).json().data;
    expect(inactive.banks.map((b: { name: string }) => b.name)).toEqual(['Status Bank B']);
    const all = (await get('/api/bank/getAllBanks?search=status bank&is_active=')).json().data;
    expect(all.pagination.total).toBe(2);

    const off = await put(`/api/bank/updateBank?id=${a.id}`, { is_active: false });
    expect(off.json()).toMatchObject({ message: M.bankDeactivated, data: { is_active: false, name: 'Status Bank A' } });
    const on = await put(`/api/bank/updateBank?id=${a.id}`, { is_active: true });
    expect(on.json().message).toBe(M.bankActivated);
    const edit = await put(`/api/bank/updateBank?id=${a.id}`, { name: 'Status Bank A', is_active: true, logo_url: 'https://x.example/l.png' });
    expect(edit.json()).toMatchObject({ message: M.bankUpdated, data: { logo_url: 'https://x.example/l.png' } });

    const p = (await post('/api/product/createProduct', { name: 'Status Product' })).json().data;
    expect((await put(`/api/product/updateProduct?id=${p.id}`, { is_active: false })).json().message).toBe(M.productDeactivated);
    expect((await get('/api/product/getAllProducts?search=status product&is_active=true')).json().data.products).toEqual([]);
  });
});

describe('banks: Key Fact Statement facts', () => {
  const facts = {
    grievance_officer_name: 'Asha Rao',
    grievance_officer_phone: '+91 22-6600 1234',
    grievance_officer_email: 'grievance@kfsbank.example',
    uses_recovery_agents: true,
  };
  const stored = async (id: string) => (await t.db.select().from(banks).where(eq(banks.id, id)))[0]!;

  it('are stored on create and returned by create, by id and by the list', async () => {
    const created = await post('/api/bank/createBank', { name: 'KFS Bank One', ...facts, grievance_officer_name: '  Asha Rao ' });
    expect(created.statusCode, created.body).toBe(201);
    const dto = created.json().data;
    expect(dto).toMatchObject({ name: 'KFS Bank One', ...facts });
    expect(await stored(dto.id)).toMatchObject(facts);
    expect((await get(`/api/bank/getBankById?id=${dto.id}`)).json().data).toMatchObject(facts);
    const listed = (await get('/api/bank/getAllBanks?search=KFS Bank One')).json().data.banks;
    expect(listed).toEqual([expect.objectContaining(facts)]);
  });

  it('are optional: absent or blank is null, and false is kept apart from not stated', async () => {
    const bare = (await post('/api/bank/createBank', { name: 'KFS Bank Bare' })).json().data;
    expect(bare).toMatchObject({ grievance_officer_name: null, grievance_officer_phone: null, grievance_officer_email: null, uses_recovery_agents: null });
    const blank = await post('/api/bank/createBank', {
      name: 'KFS Bank Blank',
      grievance_officer_name: ' ',
      grievance_officer_phone: '',
      grievance_officer_email: '',
      uses_recovery_agents: 'false',
    });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(await stored(blank.json().data.id)).toMatchObject({
      grievance_officer_name: null,
      grievance_officer_phone: null,
      grievance_officer_email: null,
      uses_recovery_agents: false,
    });
  });

  it('are updated one at a time, cleared with null or blank, and left alone when absent', async () => {
    const bank = (await post('/api/bank/createBank', { name: 'KFS Bank Update', ...facts })).json().data;
    const phone = await put(`/api/bank/updateBank?id=${bank.id}`, { grievance_officer_phone: '022 6600 9999' });
    expect(phone.json()).toMatchObject({ message: M.bankUpdated, data: { ...facts, grievance_officer_phone: '022 6600 9999' } });
    const renamed = await put(`/api/bank/updateBank?id=${bank.id}`, { name: 'KFS Bank Updated', is_active: true });
    expect(renamed.json().data).toMatchObject({ name: 'KFS Bank Updated', grievance_officer_email: facts.grievance_officer_email, uses_recovery_agents: true });
    const cleared = await put(`/api/bank/updateBank?id=${bank.id}`, { grievance_officer_name: '', grievance_officer_email: null, uses_recovery_agents: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await stored(bank.id)).toMatchObject({
      name: 'KFS Bank Updated',
      grievance_officer_name: null,
      grievance_officer_phone: '022 6600 9999',
      grievance_officer_email: null,
      uses_recovery_agents: null,
    });
  });

  it('refuses a bad value with 400 naming the field, and writes nothing', async () => {
    const bank = (await post('/api/bank/createBank', { name: 'KFS Bank Guarded', ...facts })).json().data;
    const before = await rowCount(banks);
    const invalid: [Record<string, unknown>, string, string][] = [
      [{ grievance_officer_email: 'not-an-email' }, 'grievance_officer_email', M.grievanceOfficerEmailInvalid],
      [{ grievance_officer_email: `${'a'.repeat(60)}@${'b'.repeat(190)}.example` }, 'grievance_officer_email', M.grievanceOfficerEmailTooLong],
      [{ grievance_officer_name: 'x'.repeat(201) }, 'grievance_officer_name', M.grievanceOfficerNameTooLong],
      [{ grievance_officer_name: 42 }, 'grievance_officer_name', M.grievanceOfficerNameInvalid],
      [{ grievance_officer_phone: '123456' }, 'grievance_officer_phone', M.grievanceOfficerPhoneInvalid],
      [{ grievance_officer_phone: '1'.repeat(21) }, 'grievance_officer_phone', M.grievanceOfficerPhoneInvalid],
      [{ grievance_officer_phone: '022 6600 12x4' }, 'grievance_officer_phone', M.grievanceOfficerPhoneInvalid],
      [{ grievance_officer_phone: '+++ --- +' }, 'grievance_officer_phone', M.grievanceOfficerPhoneInvalid],
      [{ uses_recovery_agents: 'sometimes' }, 'uses_recovery_agents', 'uses_recovery_agents must be true or false'],
    ];
    for (const [body, field, message] of invalid) {
      const created = await post('/api/bank/createBank', { name: 'KFS Bank Refused', ...body });
      expect(created.statusCode, JSON.stringify(body)).toBe(400);
      expect(created.json().message).toContain(message);
      expect(Object.keys(created.json().errors)).toEqual([field]);
      // The valid changes sent beside the bad value are not written either.
      const updated = await put(`/api/bank/updateBank?id=${bank.id}`, { name: 'KFS Bank Changed', grievance_officer_phone: '011 2345 6789', ...body });
      expect(updated.statusCode, JSON.stringify(body)).toBe(400);
      expect(updated.json().errors).toHaveProperty(field);
    }
    expect(await rowCount(banks)).toBe(before);
    expect(await stored(bank.id)).toMatchObject({ name: 'KFS Bank Guarded', ...facts });
  });
});

describe('companies', () => {
  it('stores registration types, accepting GOVERMENT and natural spellings', async () => {
    const gov = await post('/api/company/createcompany', { company_name: 'Govt Body One', registration_type: 'GOVERMENT' });
    expect(gov.json().data).toMatchObject({ registration_type: 'GOVERNMENT', is_listed: false });
    const pvt = await post('/api/company/createcompany', { company_name: 'Pvt Body One', registration_type: 'Private Limited', is_listed: 'true' });
    expect(pvt.json().data).toMatchObject({ registration_type: 'PRIVATE_LIMITED', is_listed: true });
    const cleared = await put(`/api/company/updatecompany?id=${pvt.json().data.id}`, { registration_type: null });
    expect(cleared.json().data).toMatchObject({ registration_type: null, is_listed: true, company_name: 'Pvt Body One' });
    const filtered = (await get('/api/company/getAllCompanies?search=body one&registration_type=GOVERMENT')).json().data;
    expect(filtered.companies.map((c: { company_name: string }) => c.company_name)).toEqual(['Govt Body One']);
  });

  it('stores the later types public limited, one person company and trust or society, by code or by their words', async () => {
    const created = await post('/api/company/createcompany', { company_name: 'Later Type Co', registration_type: 'PUBLIC_LIMITED', is_listed: true });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ registration_type: 'PUBLIC_LIMITED' });
    const id = created.json().data.id;
    const cases: [string, string][] = [
      ['ONE_PERSON_COMPANY', 'ONE_PERSON_COMPANY'],
      ['One Person Company', 'ONE_PERSON_COMPANY'],
      ['TRUST_SOCIETY', 'TRUST_SOCIETY'],
      ['Trust / Society', 'TRUST_SOCIETY'],
      ['public limited', 'PUBLIC_LIMITED'],
    ];
    for (const [sent, stored] of cases) {
      const updated = await put(`/api/company/updatecompany?id=${id}`, { registration_type: sent });
      expect(updated.statusCode, sent).toBe(200);
      expect(updated.json().data.registration_type, sent).toBe(stored);
    }
    const filtered = (await get('/api/company/getAllCompanies?search=later type&registration_type=Public Limited')).json().data;
    expect(filtered.companies.map((c: { company_name: string }) => c.company_name)).toEqual(['Later Type Co']);
  });

  it('refuses an unknown registration type on create and update with 400 naming the field', async () => {
    const bad = await post('/api/company/createcompany', { company_name: 'Joint Venture Co', registration_type: 'JOINT_VENTURE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ registration_type: M.registrationTypeInvalid });
    expect(M.registrationTypeInvalid).toContain('PUBLIC_LIMITED, ONE_PERSON_COMPANY, TRUST_SOCIETY');
    const target = await post('/api/company/createcompany', { company_name: 'Joint Venture Co', registration_type: 'TRUST_SOCIETY' });
    const badUpdate = await put(`/api/company/updatecompany?id=${target.json().data.id}`, { registration_type: 'Trust or Society' });
    expect(badUpdate.statusCode).toBe(400);
    expect(badUpdate.json().errors).toEqual({ registration_type: M.registrationTypeInvalid });
    expect((await get(`/api/company/getCompanyById?id=${target.json().data.id}`)).json().data.registration_type).toBe('TRUST_SOCIETY');
  });
});

describe('cities', () => {
  it('are unique per state, searchable by state, filterable by metro', async () => {
    await post('/api/cities/createcity', { city_name: 'Aurangabad', state: 'Maharashtra' });
    const other = await post('/api/cities/createcity', { city_name: 'aurangabad', state: 'Bihar', is_metro: false });
    expect(other.statusCode).toBe(201);
    const twice = await post('/api/cities/createcity', { city_name: 'AURANGABAD', state: 'bihar' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.cityExists);
    await post('/api/cities/createcity', { city_name: ' Metro Town ', state: 'Bihar', is_metro: true });
    const bihar = (await get('/api/cities/getAllcities?search=BIHAR')).json().data;
    expect(bihar.cities.map((c: { city_name: string }) => c.city_name)).toEqual(['aurangabad', 'Metro Town']);
    const metros = (await get('/api/cities/getAllcities?search=bihar&is_metro=true')).json().data;
    expect(metros.cities).toHaveLength(1);
    expect(metros.cities[0]).toMatchObject({ city_name: 'Metro Town', name: 'Metro Town', is_metro: true });
  });
});

describe('salary categories', () => {
  it('list under salaryCategories and categories, sorted by name without regard to case', async () => {
    for (const name of ['sort cat b', 'Sort CAT C', 'SORT cat a']) await post('/api/salarycategory/createSalaryCategory', { name });
    const res = (await get('/api/salarycategory/getAllSalaryCategories?page=1&limit=1000&search=sort cat')).json().data;
    expect(res.categories).toEqual(res.salaryCategories);
    expect(res.categories.map((c: { name: string }) => c.name)).toEqual(['SORT cat a', 'sort cat b', 'Sort CAT C']);
  });
});

describe('bank-company-category mappings', () => {
  let ids: { bank: string; bank2: string; product: string; company: string; company2: string; category: string; category2: string };
  const path = (name: string) => `/api/bankcompanycategory/${name}`;

  beforeAll(async () => {
    const make = async (url: string, body: object) => (await post(url, body)).json().data.id as string;
    ids = {
      bank: await make('/api/bank/createBank', { name: 'Map Bank' }),
      bank2: await make('/api/bank/createBank', { name: 'Map Bank Two' }),
      product: await make('/api/product/createProduct', { name: 'Map Product' }),
      company: await make('/api/company/createcompany', { company_name: 'Map Company' }),
      company2: await make('/api/company/createcompany', { company_name: 'Map Company Two' }),
      category: await make('/api/salarycategory/createSalaryCategory', { name: 'Map CAT A' }),
      category2: await make('/api/salarycategory/createSalaryCategory', { name: 'Map CAT B' }),
    };
  });

  const mapping = (over: Record<string, unknown> = {}) => ({
    bank_id: ids.bank,
    product_id: ids.product,
    company_id: ids.company,
    category_id: ids.category,
    is_active: true,
    ...over,
  });

  it('create, read (both spellings), update and delete with names resolved', async () => {
    const created = await post(path('createBankCompanyCategory'), mapping());
    expect(created.statusCode).toBe(201);
    const dto = created.json().data;
    expect(dto).toMatchObject({ bank_name: 'Map Bank', product_name: 'Map Product', company_name: 'Map Company', category_name: 'Map CAT A', is_active: true });
    for (const spelling of ['getBankCompanyCategoryByid', 'getBankCompanyCategoryById']) {
      expect((await get(`${path(spelling)}?id=${dto.id}`)).json().data.company_name).toBe('Map Company');
    }
    const updated = await put(`${path('updateBankCompanyCategory')}?id=${dto.id}`, { category_id: ids.category2, is_active: false });
    expect(updated.json().data).toMatchObject({ category_name: 'Map CAT B', is_active: false });
    expect((await del(`${path('deleteBankCompanyCategory')}?id=${dto.id}`)).json().message).toBe(M.mappingDeleted);
    expect((await get(`${path('getBankCompanyCategoryByid')}?id=${dto.id}`)).statusCode).toBe(404);
    expect((await put(`${path('updateBankCompanyCategory')}?id=${UNKNOWN_ID}`, { is_active: true })).statusCode).toBe(404);
    expect((await del(`${path('deleteBankCompanyCategory')}?id=${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('is unique per bank, product and company (409)', async () => {
    const first = await post(path('createBankCompanyCategory'), mapping({ company_id: ids.company2 }));
    expect(first.statusCode).toBe(201);
    const again = await post(path('createBankCompanyCategory'), mapping({ company_id: ids.company2, category_id: ids.category2 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.mappingExists);
    // Another bank may classify the same company differently.
    expect((await post(path('createBankCompanyCategory'), mapping({ bank_id: ids.bank2, company_id: ids.company2 }))).statusCode).toBe(201);
  });

  it('refuses missing or unknown references with 400 and writes nothing', async () => {
    const before = await rowCount(bankCompanyCategories);
    const missing = await post(path('createBankCompanyCategory'), { bank_id: '', company_id: ids.company });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(expect.arrayContaining([M.bankRequired, M.productRequired, M.categoryRequired]));
    const unknown = await post(path('createBankCompanyCategory'), mapping({ bank_id: UNKNOWN_ID }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: M.bankNotFound, errors: { bank_id: M.bankNotFound } });
    const unknownCategory = await post(path('createBankCompanyCategory'), mapping({ category_id: UNKNOWN_ID }));
    expect(unknownCategory.json().message).toBe(M.categoryNotFound);
    expect(await rowCount(bankCompanyCategories)).toBe(before);
  });

  it('lists with names, total_count, filters, search and default page size 10', async () => {
    const companyRows = await t.db
      .insert(companies)
      .values(Array.from({ length: 12 }, (_, i) => ({ company_name: `Listed Map Co ${String(i).padStart(2, '0')}` })))
      .returning();
    await t.db
      .insert(bankCompanyCategories)
      .values(companyRows.map((c) => ({ bank_id: ids.bank2, product_id: ids.product, company_id: c.id, category_id: ids.category })));
    const page = (await get(`${path('getAllBankCompanyCategories')}?bank_id=${ids.bank2}&search=listed map`)).json().data;
    expect(page.companyCategories).toHaveLength(10);
    expect(page.pagination).toMatchObject({ total: 12, page: 1, limit: 10, perPage: 10, totalPages: 2 });
    expect(page.total_count).toBe(12);
    expect(page.companyCategories[0]).toMatchObject({
      bank_name: 'Map Bank Two',
      product_name: 'Map Product',
      company_name: 'Listed Map Co 00',
      category_name: 'Map CAT A',
      total_count: 12,
    });
    const bySearch = (await get(`${path('getAllBankCompanyCategories')}?search=MAP BANK TWO&limit=100`)).json().data;
    expect(bySearch.pagination.total).toBe(13);
    const sorted = (await get(`${path('getAllBankCompanyCategories')}?bank_id=${ids.bank2}&sortBy=company_name&sortOrder=desc&limit=2`)).json().data;
    expect(sorted.companyCategories.map((m: { company_name: string }) => m.company_name)).toEqual(['Map Company Two', 'Listed Map Co 11']);
  });

  it('keeps categories in use (409), and deleting a bank or company removes its mappings', async () => {
    const inUse = await del(`/api/salarycategory/deleteSalaryCategory?id=${ids.category}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(M.categoryInUse);
    expect((await get(`/api/salarycategory/getSalaryCategoryById?id=${ids.category}`)).statusCode).toBe(200);

    const mapped = async (column: 'bank_id' | 'company_id', id: string) =>
      (await t.db.select({ n: count() }).from(bankCompanyCategories).where(eq(bankCompanyCategories[column], id)))[0]!.n;
    expect(await mapped('bank_id', ids.bank2)).toBeGreaterThan(0);
    expect((await del(`/api/bank/deleteBank?id=${ids.bank2}`)).statusCode).toBe(200);
    expect(await mapped('bank_id', ids.bank2)).toBe(0);
    expect(await mapped('company_id', ids.company2)).toBe(1);
    expect((await del(`/api/company/deleteCompany?id=${ids.company2}`)).statusCode).toBe(200);
    expect(await mapped('company_id', ids.company2)).toBe(0);
  });

  it('needs master-configuration to read or write', async () => {
    expect((await get(path('getAllBankCompanyCategories'), tokens.viewer)).statusCode).toBe(200);
    expect((await get(path('getAllBankCompanyCategories'), tokens.evaluator)).statusCode).toBe(403);
    expect((await post(path('createBankCompanyCategory'), mapping(), tokens.viewer)).statusCode).toBe(403);
    expect(await t.db.select().from(companies).where(ilike(companies.company_name, 'map company'))).toHaveLength(1);
  });
});
