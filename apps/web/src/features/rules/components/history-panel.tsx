import { useMemo, useState } from 'react';
import { PlainTableHead } from '@/components/ui/plain-table-head';
import { History } from 'lucide-react';
import { RULE_HISTORY_PAGE_SIZE, type RuleChange } from '@lbo/contracts/rules';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useBankName } from '../api/get-bank-name';
import { useCategories } from '../api/get-categories';
import { useProductName } from '../api/get-product-name';
import { useRuleHistory, type HistoryEntry } from '../api/get-rule-history';
import type { Pair } from '../api/rule-keys';
import { changeLines, changePlace } from '../utils/change-lines';
import { actorName } from '../utils/actor-name';
import { formatIst } from '../utils/format-ist';
import { VersionKindBadge } from './governance/version-kind-badge';
import { getErrorMessage } from '@/lib/api-client';

const ACTIONS: Record<RuleChange['action'], { label: string; variant: BadgeVariant }> = {
  create: { label: 'Created', variant: 'success' },
  update: { label: 'Updated', variant: 'info' },
  delete: { label: 'Deleted', variant: 'danger' },
};

function ChangeItem({ change, categoryNames, pairName }: { change: HistoryEntry; categoryNames: ReadonlyMap<string, string>; pairName: string }) {
  const lines = changeLines(change, categoryNames);
  const place = [pairName, changePlace(change, categoryNames)].filter(Boolean).join(' · ');
  const action = ACTIONS[change.action];
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-800" data-testid="history-entry">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="neutral">{change.rule_group_label}</Badge>
        <Badge variant={action.variant}>{action.label}</Badge>
        <span className="text-slate-700 dark:text-slate-300">by {actorName(change.changed_by)}</span>
        <VersionKindBadge kind={change.kind} />
        <span className="ml-auto text-xs text-slate-500 tabular-nums dark:text-slate-400">
          {formatIst(change.changed_at)}
          {change.version ? ` · version ${change.version}` : ''}
        </span>
      </div>
      {place ? (
        <p className="mt-1 text-xs font-medium text-slate-700 dark:text-slate-300" data-testid="history-place">
          {place}
        </p>
      ) : null}
      {change.reason ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <span className="font-medium">Why:</span> {change.reason}
        </p>
      ) : null}
      {lines.length ? (
        <table className="mt-2 w-full text-left text-xs">
          <PlainTableHead labels={['Field', 'Before', 'After']} gap="pr-2" />
          <tbody className="text-slate-700 dark:text-slate-300">
            {lines.map((line) => (
              <tr key={line.field} className="border-t border-slate-100 dark:border-slate-800">
                <td className="py-1 pr-2">{line.label}</td>
                <td className="py-1 pr-2 break-all">{line.before}</td>
                <td className="py-1 break-all">{line.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-xs text-slate-500">No field changed.</p>
      )}
    </li>
  );
}

/** The pair's change history: who changed which group when, with before and after. */
export function HistoryPanel({ pair, open, onOpenChange }: { pair: Pair; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [page, setPage] = useState(1);
  const query = useRuleHistory(pair, page, open);
  const categories = useCategories();
  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const bank = useBankName(open ? pair.bank_id : null);
  const product = useProductName(open ? pair.product_id : null);
  const pairName = bank.data && product.data ? `${bank.data} / ${product.data}` : '';
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RULE_HISTORY_PAGE_SIZE));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="History" description="Every change to this bank and product's rules, newest first: who, when and why" size="xl">
        {query.isPending ? (
          <Spinner className="flex py-12" />
        ) : query.isError ? (
          <ErrorState message={getErrorMessage(query.error, 'Failed to load history')} onRetry={() => void query.refetch()} />
        ) : query.data.changes.length === 0 ? (
          <EmptyState icon={History} title="No changes recorded yet." />
        ) : (
          <>
            <ol className="space-y-3">
              {query.data.changes.map((change) => (
                <ChangeItem key={change.id} change={change} categoryNames={categoryNames} pairName={pairName} />
              ))}
            </ol>
            {pages > 1 ? (
              <div className="mt-4 flex items-center justify-between text-sm text-slate-600 dark:text-slate-400">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Newer
                </Button>
                <span>
                  Page {page} of {pages}
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Older
                </Button>
              </div>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
