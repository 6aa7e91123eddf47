import { activeRows, normaliseRegistrationType } from './active-rows';
import { atLeast, atMost, type PendingCheck } from './check';
import type { PairContext } from './context';
import type { RegistrationRule } from './types';

/** The active row for the company's registration type (lowest id when several). */
export function pickRegistrationRow(rows: readonly RegistrationRule[], ctx: PairContext): RegistrationRule | null {
  if (ctx.companyType === null) return null;
  return activeRows(rows, ctx.date).find((row) => normaliseRegistrationType(row.registration_type) === ctx.companyType) ?? null;
}

export function registrationChecks(row: RegistrationRule | null, ctx: PairContext): PendingCheck[] {
  if (row === null) return [];
  const { salary, age } = ctx.applicant;
  return [
    ...atLeast('REGISTRATION_SALARY_BELOW_MIN', 'salary', salary, `salary_min (${ctx.companyType})`, row.salary_min),
    ...atMost('REGISTRATION_AGE_ABOVE_MAX', 'age', age, `max_age (${ctx.companyType})`, row.max_age),
  ];
}
