import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { MappingDto } from '@lbo/contracts/master-data';
import { StatusBadge } from '@/components/ui/badge';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useMapping } from '../api/get-mapping';
import { MAPPING_SCREEN_MESSAGES as S } from '../resources/mappings.copy';

/** The view dialog of one mapping: Bank, Product, Company, Category and Active, fetched fresh by id. */
export function MappingViewer({ row, onClose }: { row: MappingDto; onClose: () => void }) {
  const details = useMapping(row.id);
  useEffect(() => {
    if (details.error) toast.error(S.loadMappingFailed, { id: 'mapping-view' });
  }, [details.error]);
  const m = details.data ?? row;
  const items: [string, React.ReactNode][] = [
    ['Bank', m.bank_name],
    ['Product', m.product_name],
    ['Company', m.company_name],
    ['Category', m.category_name],
    ['Active', <StatusBadge key="active" active={m.is_active} activeLabel="Yes" inactiveLabel="No" />],
  ];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Bank-Company-Category Mapping" size="sm">
        <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {items.map(([label, value]) => (
            <div key={label} className="flex items-center justify-between gap-4 py-2.5">
              <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="text-right font-medium text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
