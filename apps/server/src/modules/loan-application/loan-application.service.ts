import { evaluateApplication, type EvaluationOutput } from '@lbo/eligibility';
import type { LoanApplication } from '@lbo/contracts/loan-application';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RuleCache } from './rule-cache';
import { findCity, findCompany, loadCategoryNames, loadCompanyMappings } from './rule-set.repository';
import { insertApplication } from './loan-application.repository';

/** Today in India, where the lenders' validity windows are written. */
export function indiaDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export async function applyForLoan(
  deps: { db: Database; clock: Clock; rules: RuleCache },
  application: LoanApplication,
  createdBy: string | null,
): Promise<{ applicationId: string; result: EvaluationOutput }> {
  const [company, city] = await Promise.all([findCompany(deps.db, application.companyId), findCity(deps.db, application.cityId)]);
  const missing: Record<string, string> = {};
  if (!company) missing.companyid = 'must be an existing company';
  if (!city) missing.cityId = 'must be an existing city';
  if (!company || !city) {
    const messages = Object.entries(missing).map(([field, message]) => `${field} ${message}`);
    throw new AppError('BAD_REQUEST', messages.join('; '), { errors: missing });
  }

  const [ruleSet, mappings] = await Promise.all([deps.rules.get(), loadCompanyMappings(deps.db, company.id)]);
  const now = deps.clock.now();
  const result = evaluateApplication({
    applicant: application,
    evaluationDate: application.evaluation_date ?? indiaDate(now),
    company: { id: company.id, company_name: company.company_name, is_listed: company.is_listed, registration_type: company.registration_type },
    city: { id: city.id, city_name: city.city_name, is_metro: city.is_metro },
    pairs: ruleSet.map((pair) => ({ ...pair, mappings: mappings.get(`${pair.bank.id}:${pair.product.id}`) ?? [] })),
  });
  const categoryNames = await loadCategoryNames(deps.db);
  for (const entry of result.eligibleBanks) {
    // Users of the evaluator may not read master data; the answer names the category itself.
    Object.assign(entry.explanation, { categoryName: entry.explanation.category ? (categoryNames.get(entry.explanation.category) ?? null) : null });
  }
  const applicationId = await insertApplication(deps.db, { userName: application.user_name ?? null, createdBy, input: application, result, now });
  return { applicationId, result };
}
