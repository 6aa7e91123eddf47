import { SEGMENT_CUT_LABELS, type DecisionSegments, type SegmentCut, type SegmentRow } from '@lbo/contracts/decision-segments';
import { formatNumber } from '@/lib/format';
import { BarRow, ChartCard } from './chart-card';
import { percent } from './percent';

/** Segments drawn at most: the others (cities, employer types) are in the table and the export. */
const DRAWN_SEGMENTS = 8;

const DESCRIPTIONS: Record<SegmentCut, string> = {
  cibilBand: 'Share of each lender’s evaluated pairs that were eligible, per credit score band',
  salaryBand: 'Share of each lender’s evaluated pairs that were eligible, per band of net monthly salary',
  companyType: 'Share of each lender’s evaluated pairs that were eligible, per registration type of the employer',
  city: 'Share of each lender’s evaluated pairs that were eligible, per city of the applicant',
  loanType: 'Share of each lender’s evaluated pairs that were eligible, per loan type of the product',
};

const reasonsText = (r: SegmentRow) => r.topReasons.map((x) => `${x.message} (${formatNumber(x.count)})`).join('; ');
const byRate = (x: SegmentRow, y: SegmentRow) => (y.eligibleRate ?? -1) - (x.eligibleRate ?? -1) || x.bankName.localeCompare(y.bankName);

/**
 * One cut of who applied: per segment, each lender's eligibility rate as a bar (highest first),
 * with the table behind it (and its CSV) holding every segment and the lenders' top reasons.
 */
export function SegmentChart({ cut, data, status, range }: { cut: SegmentCut; data: DecisionSegments | undefined; status: string | null; range: string }) {
  const label = SEGMENT_CUT_LABELS[cut];
  const rows = data?.rows ?? [];
  const drawn = (data?.segments ?? []).slice(0, DRAWN_SEGMENTS);
  const hidden = (data?.segments.length ?? 0) - drawn.length;
  return (
    <ChartCard
      title={`Eligibility by ${label.toLowerCase()}`}
      description={DESCRIPTIONS[cut]}
      table={{
        columns: [label, 'Bank', 'Pairs evaluated', 'Eligible', 'Eligibility rate', 'Top reasons to decline'],
        rows: rows.map((r) => [r.segment, r.bankName, formatNumber(r.evaluated), formatNumber(r.eligible), percent(r.eligibleRate), reasonsText(r)]),
        csvRows: rows.map((r) => [r.segment, r.bankName, r.evaluated, r.eligible, r.eligibleRate, reasonsText(r)]),
        filename: `eligibility-by-${cut}-${range}.csv`,
      }}
      empty={status ?? (rows.length === 0 && 'No evaluations in this window.')}
    >
      <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
        {drawn.map((s) => (
          <section key={s.segmentKey} aria-label={s.segment} className="min-w-0 space-y-2">
            <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-semibold text-slate-900 dark:text-white">
              {s.segment}
              <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                {percent(s.eligibleRate)} of {formatNumber(s.evaluated)} pairs
              </span>
            </h3>
            <ul className="space-y-1.5">
              {rows
                .filter((r) => r.segmentKey === s.segmentKey)
                .sort(byRate)
                .map((r) => (
                  <BarRow
                    key={r.bankId}
                    name={r.bankName}
                    columns="grid-cols-[minmax(0,8rem)_1fr_auto]"
                    bar={
                      <span className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                        <span
                          className="block h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
                          style={{ width: `${Math.round((r.eligibleRate ?? 0) * 100)}%` }}
                        />
                      </span>
                    }
                  >
                    <span className="text-right tabular-nums text-slate-700 dark:text-slate-200" title={reasonsText(r) || undefined}>
                      {percent(r.eligibleRate)} <span className="text-xs text-slate-600 dark:text-slate-400">of {formatNumber(r.evaluated)}</span>
                    </span>
                  </BarRow>
                ))}
            </ul>
          </section>
        ))}
      </div>
      {hidden > 0 ? (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          The {DRAWN_SEGMENTS} with the most evaluated pairs; the table and the export hold all {formatNumber(drawn.length + hidden)}.
        </p>
      ) : null}
    </ChartCard>
  );
}
