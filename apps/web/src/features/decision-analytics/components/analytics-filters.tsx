import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { usePartnerFilterOptions } from '@/features/partners';
import type { useAnalyticsFilters } from '../hooks/use-analytics-filters';

type Filters = ReturnType<typeof useAnalyticsFilters>;

/** The window's two ends; each keeps the other as its bound, so the browser's picker cannot reverse the window. */
const DAY_FILTERS = [
  { name: 'from', label: 'From', bound: 'max', other: 'to' },
  { name: 'to', label: 'To', bound: 'min', other: 'from' },
] as const;

const OPTION_FILTERS = [
  { name: 'bankId', id: 'analytics-bank', label: 'Bank', all: 'All banks', list: 'banks' },
  { name: 'productId', id: 'analytics-product', label: 'Product (loan type)', all: 'All products', list: 'products' },
] as const;

type Named = { id: string; name: string };
/** What an answer tells the filters: its window and the options. */
type FilterOptions = { from: string; to: string; banks: readonly Named[]; products?: readonly Named[] };

/**
 * The window and the bank, product and partner the figures are narrowed to; until the user picks,
 * the answer's own window shows. `withProduct` false: the figures are not kept per product
 * (segments). The partner select is the marketplace staff's (usePartnerFilterOptions).
 */
export function AnalyticsFilters({ filters, data, withProduct = true }: { filters: Filters; data: FilterOptions | undefined; withProduct?: boolean }) {
  const partners = usePartnerFilterOptions();
  return (
    <Card className="mb-6 p-4">
      <form className="flex flex-wrap items-end gap-3" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        {DAY_FILTERS.map(({ name, label, bound, other }) => (
          <div key={name} className="space-y-1">
            <Label htmlFor={`analytics-${name}`}>{label}</Label>
            <Input
              id={`analytics-${name}`}
              type="date"
              className="w-40"
              value={filters.query[name] ?? data?.[name] ?? ''}
              {...{ [bound]: filters.query[other] ?? data?.[other] }}
              onChange={(e) => filters.set(name, e.target.value)}
            />
          </div>
        ))}
        {OPTION_FILTERS.filter((f) => withProduct || f.name !== 'productId').map(({ name, id, label, all, list }) => (
          <div key={name} className="min-w-0 space-y-1">
            <Label htmlFor={id}>{label}</Label>
            <NativeSelect id={id} className="w-52 max-w-full" value={filters.query[name] ?? ''} onChange={(e) => filters.set(name, e.target.value)}>
              <option value="">{all}</option>
              {data?.[list]?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        {partners ? (
          <div className="min-w-0 space-y-1">
            <Label htmlFor="analytics-partner">Partner</Label>
            <NativeSelect
              id="analytics-partner"
              className="w-52 max-w-full"
              value={filters.query.partnerId ?? ''}
              onChange={(e) => filters.set('partnerId', e.target.value)}
            >
              <option value="">All partners</option>
              {partners.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.active ? p.name : `${p.name} (inactive)`}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <Button variant="outline" onClick={filters.reset} disabled={Object.keys(filters.query).length === 0}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Last 30 days, everything
        </Button>
      </form>
    </Card>
  );
}
