import { useEffect, useEffectEvent, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { ShortUrlFilters as Filters } from '../api/types';

export interface ShortUrlFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onReset: () => void;
}

/** Campaign, status and creation-date filters; the search box sits in the table's toolbar. */
export function ShortUrlFilters({ filters, onChange, onReset }: ShortUrlFiltersProps) {
  const [campaign, setCampaign] = useState(filters.campaignId);
  const debouncedCampaign = useDebouncedValue(campaign);
  const sendCampaign = useEffectEvent((value: string) => {
    if (value !== filters.campaignId) onChange({ campaignId: value });
  });

  // Only a settled value is sent, like the search box.
  useEffect(() => sendCampaign(debouncedCampaign), [debouncedCampaign]);

  const active = filters.q || filters.campaignId || filters.status || filters.from || filters.to;

  return (
    <section
      aria-label="Filters"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <FormField label="Campaign ID">
        {(control) => <Input {...control} value={campaign} onChange={(e) => setCampaign(e.target.value)} placeholder="Any campaign" autoComplete="off" />}
      </FormField>
      <FormField label="Status">
        {(control) => (
          <NativeSelect {...control} value={filters.status} onChange={(e) => onChange({ status: e.target.value as Filters['status'] })}>
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="expired">Expired</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Created from">
        {(control) => (
          <Input {...control} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
        )}
      </FormField>
      <FormField label="Created to">
        {(control) => <Input {...control} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />}
      </FormField>
      <div className="flex items-end">
        <Button
          variant="outline"
          onClick={() => {
            setCampaign('');
            onReset();
          }}
          disabled={!active && !campaign}
          className="w-full"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Reset filters
        </Button>
      </div>
    </section>
  );
}
