import { useMemo, useState, type ReactNode } from 'react';
import { ArrowLeft, BadgeCheck, Ban, FlaskConical, Landmark, Percent, RotateCcw, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchInput } from '@/components/ui/search-input';
import { useCan } from '@/lib/authorization';
import { cn } from '@/lib/cn';
import type { EvaluatorVariant } from '../config/variants';
import type { EvaluationResult } from '../types';
import { filterResults, RESULT_FILTERS, resultCounts, successRate, type ResultFilter } from '../utils/results';
import { DEFAULT_OFFER_SORT, groupByLoanType, sortOffers, withoutOffer, type OfferSort } from '../utils/offers';
import { ComparisonButton } from './comparison-button';
import { OfferSortControl } from './offer-sort-control';
import { ResultCard } from './result-card';
import { SaveTestCaseDialog } from './save-test-case-dialog';

export interface ResultsStepProps {
  variant: EvaluatorVariant;
  result: EvaluationResult | null;
  /** The applicant's name, for a test case saved from here. */
  applicant?: string;
  onBack: () => void;
  onStartOver: () => void;
}

function Stat({
  label,
  value,
  note,
  icon: Icon,
  tone,
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  icon: typeof Landmark;
  tone: string;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-3 px-4 py-3.5">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-slate-500 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-white" data-testid={testId}>
          {value}
        </p>
        {note ? <p className="truncate text-xs text-slate-500 dark:text-slate-400">{note}</p> : null}
      </div>
    </Card>
  );
}

/** Step 3, "Eligibility Results": success rate, counts, a filter (and a search) over per-bank cards. */
export function ResultsStep({ variant, result, applicant = '', onBack, onStartOver }: ResultsStepProps) {
  const [filter, setFilter] = useState<ResultFilter>('ALL');
  const [savingCase, setSavingCase] = useState(false);
  const canSaveCase = useCan('rules-management', 'create');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<OfferSort>(DEFAULT_OFFER_SORT);
  const entries = useMemo(
    () => (result ? filterResults(result.eligibleBanks, filter, variant.resultSearch ? search : '') : []),
    [result, filter, search, variant.resultSearch],
  );

  if (!result) {
    return (
      <Card>
        <EmptyState
          icon={SearchX}
          title={variant.emptyResultText}
          description="Fill in the applicant's details and existing loans, then run the evaluation."
          action={
            <Button variant="outline" size="sm" onClick={onBack}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Loan & Enquiries Summary
            </Button>
          }
        />
      </Card>
    );
  }

  const counts = resultCounts(result);
  // The answer counts bank products (a lender with three products counts three); say how many lenders that is.
  const lenders = new Set(result.eligibleBanks.map((e) => e.bankId)).size;
  const offers = sortOffers(entries, sort);
  // Offers of several loan types (no purpose was given) are shown type by type, each in the same order.
  const groups = groupByLoanType(offers);
  const grouped = groups.length > 1;
  const refused = withoutOffer(entries);
  const card = (entry: EvaluationResult['eligibleBanks'][number]) => (
    <ResultCard key={`${entry.bankId}:${entry.productId}`} entry={entry} variant={variant} applicationId={result.applicationId} />
  );
  const filterCounts: Record<ResultFilter, number> = { ALL: counts.total, ELIGIBLE: counts.eligible, NOT_ELIGIBLE: counts.notEligible };

  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="Success Rate"
          value={`${successRate(result)}%`}
          icon={Percent}
          tone="bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300"
          testId="success-rate"
        />
        <Stat
          label="Bank products checked"
          value={counts.total}
          note={`across ${lenders} lender${lenders === 1 ? '' : 's'}`}
          icon={Landmark}
          tone="bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
          testId="total-count"
        />
        <Stat
          label="Eligible"
          value={counts.eligible}
          icon={BadgeCheck}
          tone="bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400"
          testId="eligible-count"
        />
        <Stat
          label="Not Eligible"
          value={counts.notEligible}
          icon={Ban}
          tone="bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400"
          testId="not-eligible-count"
        />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div
          role="group"
          aria-label="Filter results"
          className="inline-flex w-fit flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1 dark:border-slate-800 dark:bg-slate-900"
        >
          {RESULT_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 text-xs font-semibold tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500',
                filter === value ? 'bg-indigo-600 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {value}
              <span className={cn('ml-1.5 tabular-nums', filter === value ? 'text-indigo-100' : 'text-slate-400')}>{filterCounts[value]}</span>
            </button>
          ))}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {variant.resultSearch ? (
            <SearchInput value={search} onSearch={setSearch} placeholder="Search bank or product…" label="Search bank or product" />
          ) : null}
          {result.applicationId && counts.total > 0 ? <ComparisonButton applicationId={result.applicationId} /> : null}
        </div>
      </div>

      {entries.length === 0 ? (
        <Card>
          <EmptyState icon={SearchX} title={counts.total === 0 ? variant.emptyResultText : variant.emptyFilterText} />
        </Card>
      ) : (
        <div className="space-y-6" data-testid="result-list">
          {offers.length > 0 ? (
            <section aria-labelledby="offers-heading" className="space-y-3">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
                <h2 id="offers-heading" className="text-base font-semibold text-slate-900 dark:text-white">
                  Offers <span className="font-normal text-slate-500 tabular-nums">({offers.length})</span>
                </h2>
                <OfferSortControl value={sort} onChange={setSort} grouped={grouped} />
              </div>
              {grouped ? (
                <div className="space-y-6">
                  {groups.map((group) => (
                    <section
                      key={group.loanType}
                      aria-labelledby={`offers-${group.loanType}`}
                      className="space-y-3"
                      data-testid="offer-group"
                      data-loan-type={group.loanType}
                    >
                      <h3
                        id={`offers-${group.loanType}`}
                        className="border-b border-slate-200 pb-1.5 text-sm font-semibold text-slate-700 dark:border-slate-800 dark:text-slate-200"
                      >
                        {group.label} <span className="font-normal text-slate-500 tabular-nums">({group.offers.length})</span>
                      </h3>
                      <div className="space-y-4">{group.offers.map(card)}</div>
                    </section>
                  ))}
                </div>
              ) : (
                <div className="space-y-4">{offers.map(card)}</div>
              )}
            </section>
          ) : null}
          {refused.length > 0 ? (
            <section aria-labelledby="no-offer-heading" className="space-y-3">
              <h2 id="no-offer-heading" className="text-base font-semibold text-slate-900 dark:text-white">
                Lenders that made no offer <span className="font-normal text-slate-500 tabular-nums">({refused.length})</span>
              </h2>
              <div className="space-y-4">{refused.map(card)}</div>
            </section>
          ) : null}
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {canSaveCase && result.applicationId && counts.total > 0 ? (
            <Button variant="outline" onClick={() => setSavingCase(true)}>
              <FlaskConical className="size-4" aria-hidden="true" />
              Save as test case
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onStartOver}>
            <RotateCcw className="size-4" aria-hidden="true" />
            New Evaluation
          </Button>
        </div>
      </div>
      {savingCase && result.applicationId ? (
        <SaveTestCaseDialog
          applicationId={result.applicationId}
          applicant={applicant}
          entries={result.eligibleBanks}
          open={savingCase}
          onOpenChange={setSavingCase}
        />
      ) : null}
    </div>
  );
}
