import { BadgeCheck } from 'lucide-react';
import type { AcknowledgedOffer } from '@lbo/contracts/customers';
import { describeKfsAcknowledgement } from '@lbo/contracts/kfs-acknowledgements';
import { formatDate } from '@/lib/format';

/** Under an evaluation's row: the Key Fact Statements the borrower acknowledged, one line per offer. */
export function EvaluationAcknowledgements({ acknowledgements, columns }: { acknowledgements: AcknowledgedOffer[]; columns: number }) {
  if (acknowledgements.length === 0) return null;
  return (
    <tr data-testid="evaluation-acknowledgements">
      <td colSpan={columns} className="px-5 pt-0 pb-2.5">
        {/* The table scrolls sideways on a phone: the lines keep to the visible width and stay in view. */}
        <ul className="sticky left-5 w-[min(100%,calc(100vw-4.5rem))] space-y-1">
          {acknowledgements.map((a) => (
            <li key={`${a.bankId}:${a.productId}`} className="flex items-start gap-1.5 text-xs text-slate-600 dark:text-slate-300">
              <BadgeCheck className="mt-px size-3.5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              <span>
                <span className="font-medium text-slate-800 dark:text-slate-100">
                  {a.bankName} · {a.productName}:
                </span>{' '}
                {describeKfsAcknowledgement(a, formatDate)}
                <span className="text-slate-500 dark:text-slate-400">
                  {' '}
                  · Key Fact Statement <span className="tabular-nums">{a.kfsNumber}</span> · recorded by {a.acknowledgedBy.name}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}
