import { cn } from '@/lib/cn';
import { OFFER_SORT_KEYS, OFFER_SORTS, type OfferSort } from '../utils/offers';

/** The order of the offers, stated in words and changeable; no offer is singled out (docs/offer-ordering.md). */
export function OfferSortControl({ value, onChange, grouped = false }: { value: OfferSort; onChange: (sort: OfferSort) => void; grouped?: boolean }) {
  return (
    <div className="flex flex-col gap-1.5 sm:items-end">
      <div
        role="group"
        aria-label="Sort offers by"
        className="inline-flex w-fit flex-wrap items-center gap-1 rounded-lg border border-slate-200 bg-white p-1 dark:border-slate-800 dark:bg-slate-900"
      >
        <span className="px-1.5 text-xs text-slate-500 sm:px-2 dark:text-slate-400">Sort by</span>
        {OFFER_SORT_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={value === key}
            onClick={() => onChange(key)}
            className={cn(
              'cursor-pointer rounded-md px-2 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500 sm:px-3',
              value === key
                ? 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900'
                : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            {OFFER_SORTS[key].label}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="offer-order" aria-live="polite">
        {OFFER_SORTS[value].words}
        {grouped ? ', within each loan type' : ''}. The same order applies to every applicant; no lender is ranked or recommended.
      </p>
    </div>
  );
}
