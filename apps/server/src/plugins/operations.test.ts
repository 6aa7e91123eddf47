import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';

let t: TestApp;
const METRICS_TOKEN = 'metrics-token-0123456789';
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, env: { METRICS_TOKEN } });
});
afterAll(async () => t.close());

describe('operations endpoints', () => {
  it('/healthz answers while the process lives; /readyz once every migration is applied', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'ok' });
    expect(ready.json().migrations).toMatch(/^(\d+) of \1 applied$/);
  });

  it('/metrics refuses remote callers without the token, and callers behind a proxy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.4' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.4' } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.4', headers: { authorization: 'Bearer wrong-token-000000000' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.4', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode,
    ).toBe(200);
  });

  it('exposes request durations per route, evaluations, cache hits and misses, and imports', async () => {
    const token = await t.signIn();
    const company = (await t.app.inject({ method: 'GET', url: '/api/company/getAllCompanies?search=Infosys&page=1&limit=1', headers: bearer(token) })).json()
      .data.companies[0];
    const city = (await t.app.inject({ method: 'GET', url: '/api/cities/getAllcities?search=Mumbai&page=1&limit=1', headers: bearer(token) })).json().data
      .cities[0];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/loanapplication/apply',
        headers: bearer(token),
        payload: sampleApplicant({ companyid: company.id, cityId: city.id }, { user_name: 'Metrics Applicant' }),
      });
      expect(res.statusCode).toBe(200);
    }
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/lbo_http_request_duration_seconds_count\{method="POST",route="\/api\/loanapplication\/apply",status_code="200"\} 2/);
    expect(text).toMatch(/lbo_evaluation_duration_seconds_count\{outcome="(not_)?eligible"\} 2/);
    expect(text).toMatch(/lbo_cache_hits\{cache="evaluation_plans"\} [1-9]/);
    expect(text).toMatch(/lbo_cache_misses\{cache="evaluation_plans"\} [1-9]/);
    expect(text).toContain('# TYPE lbo_import_jobs_total counter');
    expect(text).toContain('lbo_process_resident_memory_bytes');
  });
});
