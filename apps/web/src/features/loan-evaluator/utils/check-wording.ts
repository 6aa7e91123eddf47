import { formatINRExact, formatNumber, perAnnum } from '@/lib/format';
import type { EligibilityCheck } from '../types';

type Unit = 'money' | 'months' | 'years' | 'count' | 'score';

/** What the applicant's figure is, as a credit officer would say it. */
const SUBJECTS: Record<string, { label: string; unit: Unit }> = {
  age: { label: 'Age', unit: 'years' },
  salary: { label: 'Monthly salary', unit: 'money' },
  cibilScore: { label: 'CIBIL score', unit: 'score' },
  requestedLoanAmount: { label: 'Requested loan amount', unit: 'money' },
  'eligible amount': { label: 'Eligible amount', unit: 'money' },
  'granted tenure': { label: 'Granted tenure', unit: 'months' },
  currentEmploymentMonths: { label: 'Time in the current job', unit: 'months' },
  totalEmploymentMonths: { label: 'Total work experience', unit: 'months' },
  monthsatpresentresidence: { label: 'Time at the present residence', unit: 'months' },
  CAPSLast7Days: { label: 'Credit enquiries in the last 7 days', unit: 'count' },
  CAPSLast30Days: { label: 'Credit enquiries in the last 30 days', unit: 'count' },
  CAPSLast90Days: { label: 'Credit enquiries in the last 90 days', unit: 'count' },
  CAPSLast180Days: { label: 'Credit enquiries in the last 180 days', unit: 'count' },
};

/** The rule's limit the figure was compared with. */
const LIMITS: Record<string, string> = {
  min_age: 'the minimum age',
  max_age: 'the maximum age',
  without_cibil_max_age: 'the maximum age without a credit history',
  salary_min: 'the minimum salary',
  conditional_min_salary: 'the minimum salary for house owners',
  non_listed_salary_min: 'the minimum salary for employees of non-listed companies',
  'lowest bank-salary minimum': 'the lowest salary the bank accepts',
  min_loan_amount: 'the minimum loan amount',
  cibil_min_score: 'the minimum CIBIL score',
  'balance-transfer amount': 'the amount of the loans to transfer',
  min_tenure_months: 'the minimum tenure',
  present_employment_min_months: 'the minimum time in the current job',
  total_employment_min_months: 'the minimum total experience',
  duration_at_present_residence: 'the minimum time at the present residence',
  TotalEnquiriesLast7Days: 'the limit for 7 days',
  TotalEnquiriesLast30Days: 'the limit for 30 days',
  TotalEnquiriesLast90Days: 'the limit for 90 days',
  TotalEnquiriesLast180Days: 'the limit for 180 days',
};

const OPS: Record<string, string> = { '<': 'is below', '≥': 'meets', '>': 'is above', '≤': 'is within' };

const words = (name: string) =>
  name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
const companyType = (type: string) => words(type).replace('goverment', 'government');

function figure(value: string, unit: Unit): string {
  if (value === 'none') return 'none';
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  switch (unit) {
    case 'money':
      return formatINRExact(n);
    case 'months':
      return `${formatNumber(n)} month${n === 1 ? '' : 's'}`;
    case 'years':
      return `${formatNumber(n)} years`;
    default:
      return formatNumber(n);
  }
}

/** "max_age (PRIVATE_LIMITED)" → the maximum age for private limited companies. */
function limitText(field: string): string {
  const scoped = /^(.+?) \((.+)\)$/.exec(field);
  if (scoped) {
    const base = LIMITS[scoped[1]!] ?? `the ${words(scoped[1]!)}`;
    return scoped[2] === 'bank salary' ? `${base} of the bank's salary rule` : `${base} for ${companyType(scoped[2]!)} companies`;
  }
  return LIMITS[field] ?? `the ${words(field)}`;
}

const yes = (v: string | undefined) => v === 'yes';

/** Checks whose detail states a rule and the applicant's answer, said in words. */
const FLAGS: Partial<Record<EligibilityCheck['code'], (value: string) => string>> = {
  CIBIL_REQUIRED: (v) => `A CIBIL score is required; the applicant's is ${v === 'none' ? 'missing' : v}`,
  BACHELOR_NOT_ALLOWED: (v) => `Unmarried applicants are not accepted; the applicant is ${yes(v) ? 'married' : 'not married'}`,
  HOSTEL_NOT_ALLOWED: (v) => `Applicants living in a hostel or PG are not accepted; the applicant ${yes(v) ? 'lives in one' : 'does not'}`,
  NON_METRO_CITY: (v) => `Only applicants in metro cities are accepted; the applicant's city ${yes(v) ? 'is' : 'is not'} a metro`,
  COMPANY_NOT_LISTED: (v) => `Only employees of listed companies are accepted; the employer ${yes(v) ? 'is' : 'is not'} listed`,
  CURRENT_ADDRESS_PROOF_REQUIRED: (v) => `Proof of current address is required; ${yes(v) ? 'it was given' : 'it was not given'}`,
  PERMANENT_ADDRESS_PROOF_REQUIRED: (v) => `Proof of permanent address is required; ${yes(v) ? 'it was given' : 'it was not given'}`,
  HOUSE_OWNED_PROOF_REQUIRED: (v) => `Proof of house ownership is required; ${yes(v) ? 'it was given' : 'it was not given'}`,
};

/**
 * One check of an explanation as a sentence ("Monthly salary ₹60,000 is below the minimum salary
 * ₹75,000"), from the engine's detail ("salary 60000 < salary_min 75000"). A detail of a shape
 * not known here is still shown, with its field names turned into words.
 */
export function describeCheck(check: EligibilityCheck): string {
  const detail = check.detail;
  if (!detail) return '';

  const upfront = /^upfront charges ([\d.]+) (≥|<) eligible amount ([\d.]+)$/.exec(detail);
  if (upfront) {
    const [, charges, op, amount] = upfront;
    return op === '≥'
      ? `Upfront charges of ${formatINRExact(Number(charges))} take the whole eligible amount of ${formatINRExact(Number(amount))}: nothing would be disbursed`
      : `Upfront charges of ${formatINRExact(Number(charges))} leave ${formatINRExact(Number(amount) - Number(charges))} of the eligible amount to disburse`;
  }

  // Explanations kept from before rates read "p.a." say "a year"; both read as the rest of the screen.
  const rate = /^(interest_rate|high_cibil_interest_rate) ([\d.]+)% (?:p\.a\.|a year)$/.exec(detail);
  if (rate) {
    const [, field, value] = rate;
    return field === 'interest_rate'
      ? `Interest rate ${perAnnum(Number(value))}`
      : `High-CIBIL interest rate ${perAnnum(Number(value))}: the score reaches the high-CIBIL threshold`;
  }
  if (detail === 'no interest_rate applies') return 'No interest rate is set for this bank and product';

  const compared = /^(.+?) (-?[\d.]+|none) (<|>|≤|≥) (.+?) (-?[\d.]+)$/.exec(detail);
  if (compared) {
    const [, subject, actual, op, field, limit] = compared;
    const known = SUBJECTS[subject!] ?? { label: words(subject!).replace(/^\w/, (c) => c.toUpperCase()), unit: 'count' as Unit };
    return `${known.label} ${figure(actual!, known.unit)} ${OPS[op!]} ${limitText(field!)}, ${figure(limit!, known.unit)}`;
  }

  const flag = FLAGS[check.code];
  const answer = /(\S+)$/.exec(detail)?.[1];
  if (flag && answer) return flag(answer);

  const type = /^registration_type (\S+) (in|not in) allowed_company_types (.*)$/.exec(detail);
  if (type) {
    const [, actual, inList, allowed] = type;
    return `Employer type ${actual === 'none' ? 'unknown' : companyType(actual!)} ${inList === 'in' ? 'is' : 'is not'} among those accepted (${allowed!.split(', ').map(companyType).join(', ')})`;
  }

  const foir = /^EMI capacity (-?[\d.]+) = salary (-?[\d.]+) × ([\d.]+)% − obligations (-?[\d.]+) (>|≤) 0$/.exec(detail);
  if (foir) {
    const [, capacity, salary, percent, obligations, op] = foir;
    return `EMI capacity ${formatINRExact(Number(capacity))}: ${percent}% of the salary ${formatINRExact(Number(salary))} less existing obligations ${formatINRExact(Number(obligations))}${op === '>' ? '' : ' leaves nothing for a new EMI'}`;
  }

  return detail.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, words).replace(/\b[a-z]+[A-Z]\w*\b/g, words);
}
