import { atLeast, type PendingCheck } from './check';
import type { Applicant, EmploymentRule } from './types';

export function employmentChecks(rule: EmploymentRule | null, applicant: Applicant): PendingCheck[] {
  if (rule === null) return [];
  return [
    ...atLeast(
      'PRESENT_EMPLOYMENT_TOO_SHORT',
      'currentEmploymentMonths',
      applicant.currentEmploymentMonths,
      'present_employment_min_months',
      rule.present_employment_min_months,
    ),
    ...atLeast(
      'TOTAL_EMPLOYMENT_TOO_SHORT',
      'totalEmploymentMonths',
      applicant.totalEmploymentMonths,
      'total_employment_min_months',
      rule.total_employment_min_months,
    ),
  ];
}
