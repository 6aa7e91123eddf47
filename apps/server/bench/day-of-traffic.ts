// A day of a back office's traffic, compressed, against a running server over HTTP (used by
// bench:memory): staff sign in, page through users, roles and master data, evaluate applicants,
// look at customers, the dashboard and the analytics page, and the public follows short links.
// The counts are a busy day of a small team; what matters to memory is that every cache and every
// route family is used, and that the same work repeated does not keep growing the process.
import { API, pathTo } from '@lbo/contracts/api-paths';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';

export const DAY = {
  signIns: 12,
  listPages: 1_500,
  evaluations: 300,
  customerViews: 150,
  dashboardViews: 200,
  shortLinksCreated: 40,
  redirects: 4_000,
};

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface Target {
  base: string;
  email: string;
  password: string;
  /** The six-digit code the server wrote to its log for this address (no SMTP in a bench). */
  codeFor(email: string, after: number): Promise<string>;
}

async function call(base: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': BROWSER, ...(init.headers as Record<string, string>) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as { data: unknown }) : { data: null };
}

export async function signIn(t: Target): Promise<string> {
  const asked = Date.now();
  const login = await call(t.base, API.crmAuth.adminLogin, { method: 'POST', body: JSON.stringify({ email: t.email, password: t.password }) });
  const userId = (login.data as { user_id: string }).user_id;
  const otp = await t.codeFor(t.email, asked);
  const verified = await call(t.base, API.crmAuth.verifyOTP, { method: 'POST', body: JSON.stringify({ user_id: userId, otp }) });
  return (verified.data as { token: string }).token;
}

/** The first `id` found in an answer's data, however the list is wrapped. */
function firstId(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const id = firstId(item);
      if (id) return id;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string') return record.id;
    for (const inner of Object.values(record)) {
      const id = firstId(inner);
      if (id) return id;
    }
  }
  return undefined;
}

/** Runs `count` calls of `task` with `concurrency` in flight. */
async function many(count: number, concurrency: number, task: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** Makes a short link; answers the path it redirects from. */
export async function shortLinkPath(base: string, token: string, destination: string): Promise<string> {
  const made = (await call(base, API.short.base, { method: 'POST', token, body: JSON.stringify({ destination }) })) as unknown as { shortUrl: string };
  return new URL(made.shortUrl).pathname;
}

/** A public client address per visitor, so clicks are counted and placed as a proxy would report them. */
const visitor = (i: number) => `${23 + (i % 150)}.${(i * 7) % 250}.${(i * 13) % 250}.${1 + (i % 250)}`;

export async function runDay(t: Target, log: (line: string) => void) {
  const started = Date.now();
  const tokens: string[] = [];
  for (let i = 0; i < DAY.signIns; i++) tokens.push(await signIn(t));
  const token = (i: number) => tokens[i % tokens.length]!;

  const lists = [
    `${API.crmAuth.getAllUsers}?page=1&limit=10`,
    `${API.role.getAllRoles}?page=1&limit=10`,
    `${API.bank.getAllBanks}?page=1&limit=10`,
    `${API.product.getAllProducts}?page=1&limit=10`,
    `${API.company.getAllCompanies}?page=1&limit=10`,
    `${API.company.getAllCompanies}?page=2&limit=25&search=a`,
    `${API.cities.getAllcities}?page=1&limit=10`,
    `${API.salarycategory.getAllSalaryCategories}?page=1&limit=10`,
    `${API.bankcompanycategory.getAllBankCompanyCategories}?page=1&limit=10`,
    `${API.foir.getAllfoirrules}?page=1&limit=10`,
    `${API.rulesinfo.getAllRulesinfo}?page=1&limit=10`,
    `${API.short.base}?page=1&limit=10`,
    API.adminAuth.me,
    API.adminAuth.profile,
  ];
  await many(DAY.listPages, 4, (i) => call(t.base, lists[i % lists.length]!, { token: token(i) }));
  log(`    ${DAY.listPages} list pages`);

  const companies = await call(t.base, `${API.company.getAllCompanies}?page=1&limit=50`, { token: token(0) });
  const cities = await call(t.base, `${API.cities.getAllcities}?page=1&limit=50`, { token: token(0) });
  const companyid = firstId(companies.data);
  const cityId = firstId(cities.data);
  if (!companyid || !cityId) throw new Error('the demo data has no company or city to evaluate against');
  await many(DAY.evaluations, 2, (i) =>
    call(t.base, API.loanapplication.apply, {
      method: 'POST',
      token: token(i),
      body: JSON.stringify(sampleApplicant({ companyid, cityId }, { user_name: `Applicant ${i % 120}`, salary: 40_000 + (i % 40) * 2_500 })),
    }),
  );
  log(`    ${DAY.evaluations} evaluations`);

  const customers = await call(t.base, `${API.customers.base}?page=1&limit=10`, { token: token(0) });
  const customerId = firstId(customers.data);
  await many(DAY.customerViews, 2, (i) =>
    call(t.base, i % 2 === 0 || !customerId ? `${API.customers.base}?page=${1 + (i % 5)}&limit=10` : pathTo(API.customers.byId, { id: customerId }), {
      token: token(i),
    }),
  );
  await many(DAY.dashboardViews, 2, (i) =>
    call(t.base, [API.analytics.decisionsSummary, API.analytics.decisionsBreakdown, API.adminAuth.profileClicksPerDay][i % 3]!, { token: token(i) }),
  );
  log(`    ${DAY.customerViews} customer views, ${DAY.dashboardViews} dashboard and analytics views`);

  const links: string[] = [];
  for (let i = 0; i < DAY.shortLinksCreated; i++) {
    links.push(await shortLinkPath(t.base, token(i), `https://example.com/offer/${i}`));
  }
  await many(DAY.redirects, 8, async (i) => {
    const res = await fetch(`${t.base}${links[i % links.length]!}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': visitor(i) },
    });
    await res.arrayBuffer();
    if (res.status !== 302 && res.status !== 301) throw new Error(`redirect answered ${res.status}`);
  });
  log(`    ${DAY.shortLinksCreated} short links made, ${DAY.redirects} redirects from public addresses`);
  return (Date.now() - started) / 1000;
}
