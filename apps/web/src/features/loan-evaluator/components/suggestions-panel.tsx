import { Lightbulb } from 'lucide-react';
import { formatINR, formatNumber } from '@/lib/format';
import type { ExplainedEntry } from '../types';

type Suggestion = NonNullable<ExplainedEntry['suggestions']>[number];

const ENQUIRY_DAYS = { CAPSLast7Days: 7, CAPSLast30Days: 30, CAPSLast90Days: 90, CAPSLast180Days: 180 } as const;
const enquiries = (n: number) => (n === 0 ? 'no enquiries' : `at most ${formatNumber(n)} ${n === 1 ? 'enquiry' : 'enquiries'}`);

/** A credit officer's sentence for one suggestion. */
export function suggestionText(s: Suggestion): string {
  switch (s.input) {
    case 'salary':
      return `Eligible with a monthly salary of ${formatINR(s.to)} (now ${formatINR(s.from)})`;
    case 'existingEmi':
      return `Eligible if existing EMIs come down to ${formatINR(s.to)} a month (now ${formatINR(s.from)})`;
    case 'tenure':
      return `Eligible over a tenure of ${formatNumber(s.to)} months (asked for ${formatNumber(s.from)})`;
    case 'loanAmount':
      return `Eligible for a loan of up to ${formatINR(s.to)} (asked for ${formatINR(s.from)})`;
    case 'cibilScore':
      return `Eligible with a credit score of at least ${s.to} (${s.from === null ? 'now no credit history' : `now ${s.from}`})`;
    default:
      return `Eligible with ${enquiries(s.to)} in the last ${ENQUIRY_DAYS[s.input]} days (now ${formatNumber(s.from)})`;
  }
}

/** "What would make it eligible": shown under a refused pair's explanation. */
export function SuggestionsPanel({ entry }: { entry: ExplainedEntry }) {
  if (entry.eligibilityStatus !== 'NOT_ELIGIBLE' || !entry.suggestions) return null;
  return (
    <section className="border-t border-slate-100 px-4 py-3 sm:px-5 dark:border-slate-800" aria-label="What would make it eligible" data-testid="suggestions">
      <h4 className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        <Lightbulb className="size-4" aria-hidden="true" />
        What would make it eligible
      </h4>
      {entry.suggestions.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-800 dark:text-slate-200">
          {entry.suggestions.map((s) => (
            <li key={s.input}>{suggestionText(s)}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {entry.noSuggestionReason ?? 'No single change of salary, EMIs, tenure, amount, credit score or enquiries would make this pair eligible.'}
        </p>
      )}
    </section>
  );
}
