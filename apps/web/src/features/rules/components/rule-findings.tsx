import { AlertTriangle } from 'lucide-react';
import type { RuleCheckFinding } from '@lbo/contracts/rule-checks';
import { RULE_GROUP_LABELS, type RuleGroup } from '@lbo/contracts/rules';
import { paths } from '@/config/paths';

const KIND_LABELS: Record<RuleCheckFinding['kind'], string> = {
  overlap: 'Overlap',
  gap: 'Gap',
  'out-of-range': 'Out of range',
  ended: 'Ended',
  'never-starts': 'Never starts',
  'missing-group': 'Missing',
  'kfs-facts-missing': 'KFS facts missing',
};

// A bank's finding (kfs-facts-missing) is about the bank's own fields, not a rule group.
const groupLabel = (group: string) => (group === 'banks' ? 'Bank' : (RULE_GROUP_LABELS[group as RuleGroup] ?? group));

/**
 * Where a finding's rows are edited: the pair's editor, on the group's tab, its first row scrolled
 * to (`row`, see use-row-highlight); a bank's facts, in Bank Management found by its name.
 */
const findingHref = (f: RuleCheckFinding) =>
  f.group === 'banks'
    ? `${paths.masterConfiguration}?tab=bank&q=${encodeURIComponent(f.bankName)}`
    : `/rules-management?bank_id=${f.bankId}&product_id=${f.productId}&mode=edit&group=${f.group}${f.rowIds[0] ? `&row=${f.rowIds[0]}` : ''}`;

/** Rule-check warnings, each naming its pair, category and band (in its message), group and rows, and linking to them. Warnings never block a save. */
export function RuleFindings({ findings, linkRows = true }: { findings: RuleCheckFinding[]; linkRows?: boolean }) {
  if (findings.length === 0)
    return <p className="text-sm text-emerald-700 dark:text-emerald-300">No warnings: bands, ranges and validity windows look sound.</p>;
  return (
    <ul className="space-y-2" data-testid="rule-findings">
      {findings.map((f, i) => (
        <li
          key={`${f.bankId}:${f.productId}:${f.group}:${f.kind}:${f.rowIds.join(',')}:${i}`}
          className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm dark:border-amber-900 dark:bg-amber-950/40"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-slate-900 dark:text-slate-100">
              <span className="font-semibold">{KIND_LABELS[f.kind]}</span> · {groupLabel(f.group)}
            </p>
            <p className="text-slate-700 dark:text-slate-300">{f.message}</p>
            {linkRows ? (
              <a className="text-xs text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300" href={findingHref(f)}>
                {f.group === 'banks'
                  ? 'Open the bank'
                  : f.rowIds.length > 0
                    ? `Open the ${f.rowIds.length === 1 ? 'row' : `${f.rowIds.length} rows`} in the editor`
                    : 'Open the editor'}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
