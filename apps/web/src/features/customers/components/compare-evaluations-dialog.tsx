import type { CustomerEvaluation } from '@lbo/contracts/customers';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { QueryErrorText } from '@/components/ui/error-state';
import { useMediaQuery, MOBILE_QUERY } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useReplay } from '../api/replay-application';
import { compareInputs, compareOffers, NOT_EVALUATED, OFFER_PARTS, type ComparedLine, type ComparedOffer, type OfferPart } from '../utils/compare-evaluations';
import { ScrollX } from '@/components/ui/scroll-x';

const PART_LABELS: Record<OfferPart, string> = { eligibility: 'Eligibility', amount: 'Amount', apr: 'APR', emi: 'EMI' };
const CHANGED = 'bg-amber-100 font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-50';
/** The two evaluations, oldest on the left; their dates are the first line of the inputs. */
const [EARLIER, LATER] = ['Earlier', 'Later'];
const HEAD = 'text-xs font-medium text-slate-500 dark:text-slate-400';

/** The marker read out with a changed value: the colour alone says nothing to a screen reader. */
const ChangedMark = () => <span className="sr-only"> (changed)</span>;

function InputsTable({ lines }: { lines: ComparedLine[] }) {
  return (
    <table className="w-full table-fixed text-left text-sm" data-testid="compare-inputs">
      <caption className="pb-2 text-left text-sm font-semibold text-slate-900 dark:text-white">What was asked</caption>
      <thead>
        <tr>
          {/* Narrower labels on a phone, so that a word as long as "Administrator" keeps to its line. */}
          <th className={cn(HEAD, 'w-[26%] py-1 pr-2 sm:w-[30%] sm:pr-3')}>
            <span className="sr-only">Input</span>
          </th>
          <th className={cn(HEAD, 'py-1 pr-2 sm:pr-3')}>{EARLIER}</th>
          <th className={cn(HEAD, 'px-1 py-1')}>{LATER}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label} className="border-t border-slate-100 align-top dark:border-slate-800" data-testid="compare-input" data-changed={line.changed}>
            <th scope="row" className="py-1.5 pr-2 font-normal text-slate-600 sm:pr-3 dark:text-slate-300">
              {line.label}
            </th>
            <td className="py-1.5 pr-2 tabular-nums break-words sm:pr-3">{line.earlier}</td>
            <td className={cn('rounded px-1 py-1.5 tabular-nums break-words', line.changed && CHANGED)}>
              {line.later}
              {line.changed ? <ChangedMark /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Wide screens: a lender a row, each part's earlier and later answers side by side. */
function OffersTable({ offers }: { offers: ComparedOffer[] }) {
  return (
    <ScrollX>
      <table className="w-full text-left text-sm" data-testid="compare-offers">
        <caption className="pb-2 text-left text-sm font-semibold text-slate-900 dark:text-white">Offers per lender</caption>
        <thead>
          <tr>
            <th rowSpan={2} className={cn(HEAD, 'py-1 pr-3 align-bottom')}>
              Lender · Product
            </th>
            {OFFER_PARTS.map((part) => (
              <th key={part} colSpan={2} scope="colgroup" className={cn(HEAD, 'border-l border-slate-200 px-2 pt-1 text-center dark:border-slate-700')}>
                {PART_LABELS[part]}
              </th>
            ))}
          </tr>
          <tr>
            {OFFER_PARTS.map((part) => [
              <th key={`${part}-a`} className={cn(HEAD, 'border-l border-slate-200 px-2 pb-1 font-normal whitespace-nowrap dark:border-slate-700')}>
                {EARLIER}
              </th>,
              <th key={`${part}-b`} className={cn(HEAD, 'px-2 pb-1 font-normal whitespace-nowrap')}>
                {LATER}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => {
            const [a, b] = [offer.earlier ?? NOT_EVALUATED, offer.later ?? NOT_EVALUATED];
            return (
              <tr
                key={offer.key}
                className="border-t border-slate-100 align-top dark:border-slate-800"
                data-testid="compare-offer"
                data-changed={offer.changed.size > 0}
              >
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  <span className="font-medium">{offer.bankName}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{offer.productName}</span>
                </th>
                {OFFER_PARTS.map((part) => [
                  <td key={`${part}-a`} className="border-l border-slate-100 px-2 py-1.5 whitespace-nowrap tabular-nums dark:border-slate-800">
                    {a[part]}
                  </td>,
                  <td
                    key={`${part}-b`}
                    className={cn('px-2 py-1.5 whitespace-nowrap tabular-nums', offer.changed.has(part) && CHANGED)}
                    data-part={part}
                    data-changed={offer.changed.has(part)}
                  >
                    {b[part]}
                    {offer.changed.has(part) ? <ChangedMark /> : null}
                  </td>,
                ])}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollX>
  );
}

/** Phones: a card a lender, each part on its line with the earlier and later answers beside it. */
function OfferCards({ offers }: { offers: ComparedOffer[] }) {
  return (
    <section aria-label="Offers per lender" data-testid="compare-offers">
      <h3 className="pb-2 text-sm font-semibold text-slate-900 dark:text-white">Offers per lender</h3>
      <ul className="space-y-2">
        {offers.map((offer) => {
          const [a, b] = [offer.earlier ?? NOT_EVALUATED, offer.later ?? NOT_EVALUATED];
          return (
            <li
              key={offer.key}
              className={cn(
                'rounded-lg border p-2.5',
                offer.changed.size > 0 ? 'border-amber-300 dark:border-amber-700' : 'border-slate-200 dark:border-slate-700',
              )}
              data-testid="compare-offer"
              data-changed={offer.changed.size > 0}
            >
              <p className="text-sm font-medium">
                {offer.bankName} <span className="font-normal text-slate-500 dark:text-slate-400">· {offer.productName}</span>
              </p>
              <table className="mt-1 w-full table-fixed text-left text-sm">
                <thead>
                  <tr>
                    <th className={cn(HEAD, 'w-[28%] py-0.5')}>
                      <span className="sr-only">Part</span>
                    </th>
                    <th className={cn(HEAD, 'py-0.5 pr-2')}>{EARLIER}</th>
                    <th className={cn(HEAD, 'px-1 py-0.5')}>{LATER}</th>
                  </tr>
                </thead>
                <tbody>
                  {OFFER_PARTS.map((part) => (
                    <tr key={part}>
                      <th scope="row" className="py-0.5 font-normal text-slate-600 dark:text-slate-300">
                        {PART_LABELS[part]}
                      </th>
                      <td className="py-0.5 pr-2 tabular-nums">{a[part]}</td>
                      <td
                        className={cn('rounded px-1 py-0.5 tabular-nums', offer.changed.has(part) && CHANGED)}
                        data-part={part}
                        data-changed={offer.changed.has(part)}
                      >
                        {b[part]}
                        {offer.changed.has(part) ? <ChangedMark /> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "20 Nov 2026 and 24 Nov 2026: 2 inputs changed; 1 of 24 lenders answered differently. …" */
function summary(earlier: CustomerEvaluation, later: CustomerEvaluation, inputs: ComparedLine[], offers: ComparedOffer[]): string {
  const [a, b] = [formatDate(earlier.evaluatedAt), formatDate(later.evaluatedAt)];
  const changedInputs = inputs.filter((l) => l.changed).length;
  const changedOffers = offers.filter((o) => o.changed.size > 0).length;
  const when = a === b ? `Two evaluations of ${a}` : `${a} and ${b}`;
  const asked = changedInputs === 0 ? 'the same inputs' : `${plural(changedInputs, 'input', 'inputs')} changed`;
  const answered =
    changedOffers === 0
      ? 'every lender answered the same'
      : `${changedOffers} of ${plural(offers.length, 'lender', 'lenders')} answered differently, listed first`;
  return `${when}: ${asked}; ${answered}. What changed is marked in the later one.`;
}

/**
 * Two evaluations of a customer side by side: what was asked, then every lender's answer, what
 * changed in the later one marked. The answers are the evaluations' own results (recomputed on
 * their rule versions, as the Results dialog shows them).
 */
export function CompareEvaluationsDialog({
  pair,
  onOpenChange,
}: {
  pair: readonly [CustomerEvaluation, CustomerEvaluation] | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [earlier, later] = pair ? [...pair].sort((x, y) => Date.parse(x.evaluatedAt) - Date.parse(y.evaluatedAt)) : [null, null];
  const before = useReplay(earlier?.applicationId ?? null, false);
  const after = useReplay(later?.applicationId ?? null, false);
  const phone = useMediaQuery(MOBILE_QUERY);
  const inputs = earlier && later ? compareInputs(earlier, later) : [];
  const offers = before.data && after.data ? compareOffers(before.data.result.eligibleBanks, after.data.result.eligibleBanks) : null;
  const Offers = phone ? OfferCards : OffersTable;
  return (
    <Dialog open={pair !== null} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        // Wider than other dialogs: each lender's four answers twice, side by side, on one line.
        className="max-w-6xl"
        title="Compare evaluations"
        description={earlier && later && offers ? summary(earlier, later, inputs, offers) : undefined}
      >
        <div className="space-y-5">
          {earlier && later ? <InputsTable lines={inputs} /> : null}
          {before.isPending || after.isPending ? <Spinner className="flex py-6" /> : null}
          <QueryErrorText query={before.isError ? before : after} fallback="The results could not be loaded." />
          {offers ? <Offers offers={offers} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
