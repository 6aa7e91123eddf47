import type { RuleDiffGroup, RuleDiffRow, RuleVersionSummary } from '@lbo/contracts/rule-versions';
import { PlainTableHead } from '@/components/ui/plain-table-head';
import { describeRuleField, fieldOrder, ruleRowPlace, UNWORDED_FIELDS, type IdNames } from '@lbo/contracts/rule-wording';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { QueryErrorText } from '@/components/ui/error-state';
import { formatDateTimeIST, formatNumber } from '@/lib/format';
import { useVersionDiff } from '../../api/get-version-diff';
import { VersionKindBadge } from './version-kind-badge';
import { actorName } from '../../utils/actor-name';

/** Who made each version the difference spans, when, and why. */
function VersionsSpanned({ versions }: { versions: readonly RuleVersionSummary[] }) {
  if (versions.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800" open={versions.length <= 3}>
      <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
        {versions.length === 1 ? 'The version in between' : `The ${formatNumber(versions.length)} versions in between`}
      </summary>
      <ul className="mt-2 space-y-1.5" data-testid="diff-versions">
        {versions.map((v) => (
          <li key={v.version} className="text-slate-700 dark:text-slate-300">
            <span className="font-medium">Version {v.version}</span> · {actorName(v.createdBy)} · {formatDateTimeIST(v.createdAt)}{' '}
            <VersionKindBadge kind={v.kind} />
            {v.reason ? <span className="block text-slate-600 dark:text-slate-400">Why: {v.reason}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

const KIND_BADGE: Record<RuleDiffRow['kind'], { label: string; variant: 'success' | 'danger' | 'info' }> = {
  added: { label: 'Added', variant: 'success' },
  removed: { label: 'Removed', variant: 'danger' },
  changed: { label: 'Changed', variant: 'info' },
};

/** The row's own fields in the editor's words, side by side: before on the left, after on the right. */
function RowSides({ table, row, names }: { table: string; row: RuleDiffRow; names: IdNames }) {
  const changed = new Set(row.fields.map((f) => f.field));
  const source = row.after ?? row.before ?? {};
  const fields = Object.keys(source)
    .filter((k) => !UNWORDED_FIELDS.has(k))
    .sort(fieldOrder(table));
  const said = (side: Record<string, unknown> | null, field: string) => (side ? describeRuleField(table, field, side[field], names).value : '');
  return (
    <table className="w-full table-fixed text-left text-xs">
      <PlainTableHead labels={['Field', 'Before', 'After']} gap="pr-2" cellClassName="w-1/3" />
      <tbody>
        {fields.map((field) => {
          const isChanged = row.kind !== 'changed' || changed.has(field);
          if (row.kind === 'changed' && !isChanged) return null;
          return (
            <tr key={field} className="border-t border-slate-100 align-top dark:border-slate-800">
              <td className="py-1 pr-2 text-slate-600 dark:text-slate-300">{describeRuleField(table, field, null).label}</td>
              <td className={`py-1 pr-2 break-words ${row.before && isChanged ? 'bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-200' : ''}`}>
                {said(row.before, field)}
              </td>
              <td className={`py-1 break-words ${row.after && isChanged ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200' : ''}`}>
                {said(row.after, field)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const groupTitle = (g: RuleDiffGroup) =>
  [g.label, g.bank && g.table !== 'banks' ? g.bank.name : null, g.product && g.table !== 'products' ? g.product.name : null].filter(Boolean).join(' · ');

/** Side-by-side differences between two versions, grouped by table, bank and product. */
export function VersionDiffView({ a, b }: { a: number; b: number }) {
  const diff = useVersionDiff({ a, b });
  if (diff.isPending) return <Spinner className="flex py-8" />;
  if (diff.isError) return <QueryErrorText query={diff} fallback="The differences could not be loaded." />;
  const { totals, groups, truncated } = diff.data;
  const names: IdNames = new Map(Object.entries(diff.data.categoryNames ?? {}));
  return (
    <div className="space-y-4" data-testid="version-diff">
      <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
        From version {a} to version {b}: {formatNumber(totals.added)} added, {formatNumber(totals.removed)} removed, {formatNumber(totals.changed)} changed
        {truncated ? ' (the first rows are listed)' : ''}.
      </p>
      <VersionsSpanned versions={diff.data.versions ?? []} />
      {groups.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">The two versions hold the same rules and master data.</p> : null}
      {groups.map((g) => (
        <section key={`${g.table}:${g.bank?.id}:${g.product?.id}`} className="rounded-lg border border-slate-200 dark:border-slate-800">
          <h3 className="border-b border-slate-200 px-3 py-2 text-sm font-semibold text-slate-900 dark:border-slate-800 dark:text-white">{groupTitle(g)}</h3>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {g.rows.map((row) => {
              const place = ruleRowPlace(g.table, row.after ?? row.before, names).join(' · ');
              return (
                <li key={row.rowId} className="space-y-1 px-3 py-2">
                  <div className="flex flex-wrap items-center gap-2 text-xs">
                    <Badge variant={KIND_BADGE[row.kind].variant}>{KIND_BADGE[row.kind].label}</Badge>
                    {place ? <span className="font-medium text-slate-700 dark:text-slate-300">{place}</span> : null}
                  </div>
                  <RowSides table={g.table} row={row} names={names} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
