import type { ApplicantProfile, CustomerEvaluation } from '@lbo/contracts/customers';
import { Card } from '@/components/ui/card';
import { formatDate, formatNumber } from '@/lib/format';
import { cibil, existingEmis, money, months } from '../utils/applicant-words';

interface ProfileField {
  label: string;
  show: (p: ApplicantProfile) => string;
}

const FIELDS: readonly ProfileField[] = [
  { label: 'Monthly salary', show: (p) => money(p.salary) },
  { label: 'Employer', show: (p) => p.companyName ?? '—' },
  { label: 'City', show: (p) => p.cityName ?? '—' },
  { label: 'CIBIL score', show: (p) => cibil(p.cibilScore) },
  { label: 'Age', show: (p) => (p.age === null ? '—' : `${formatNumber(p.age)} years`) },
  { label: 'Existing EMIs', show: (p) => existingEmis(p.existingEmi) },
  { label: 'In current job', show: (p) => months(p.currentEmploymentMonths) },
  { label: 'Asked for', show: (p) => `${money(p.requestedLoanAmount)} over ${months(p.requestedTenureMonths)}` },
];

/**
 * The applicant as the latest evaluation saw them, leading the customer's page; where a figure
 * differs from the evaluation before, the earlier one is shown beside it with its date.
 */
export function ApplicantProfileCard({ history }: { history: readonly CustomerEvaluation[] }) {
  const described = history.filter((e): e is CustomerEvaluation & { applicant: ApplicantProfile } => Boolean(e.applicant));
  const latest = described[0];
  if (!latest) return null;
  const before = described[1];
  return (
    <Card className="px-5 py-4">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">Applicant</h2>
      <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
        As given to the latest evaluation, {formatDate(latest.evaluatedAt)}
        {before ? `; changes since ${formatDate(before.evaluatedAt)} are marked` : ''}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4" data-testid="applicant-profile">
        {FIELDS.map((field) => {
          const now = field.show(latest.applicant);
          const then = before ? field.show(before.applicant) : now;
          return (
            <div key={field.label}>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{field.label}</dt>
              <dd className="mt-0.5 text-sm font-medium text-slate-900 tabular-nums dark:text-white">{now}</dd>
              {then !== now ? <dd className="text-xs text-amber-700 dark:text-amber-300">was {then}</dd> : null}
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
