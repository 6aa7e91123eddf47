import { expect, type APIRequestContext } from '@playwright/test';
import type { LoanApplicationRequest } from '@lbo/contracts/loan-application';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';
import { apiToken } from './api-token';

/**
 * Evaluates applicants through the API, as a partner's program would: each the sample applicant
 * (an Infosys employee living in Mumbai, both seeded) with the given answers changed.
 */
export async function evaluateApplicants(request: APIRequestContext, applicants: Partial<LoanApplicationRequest>[]): Promise<void> {
  const auth = { Authorization: `Bearer ${await apiToken(request)}` };
  const company = (await (await request.get('/api/company/getAllCompanies?search=Infosys&page=1&limit=5', { headers: auth })).json()).data.companies[0];
  const city = (await (await request.get('/api/cities/getAllcities?search=Mumbai&page=1&limit=5', { headers: auth })).json()).data.cities[0];
  for (const applicant of applicants) {
    const res = await request.post('/api/loanapplication/apply', {
      headers: auth,
      data: sampleApplicant({ companyid: company.id, cityId: city.id }, applicant),
    });
    expect(res.ok()).toBe(true);
  }
}
