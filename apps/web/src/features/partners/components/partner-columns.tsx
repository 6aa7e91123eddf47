import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Power, Trash2 } from 'lucide-react';
import { StatusBadge } from '@/components/ui/badge';
import { actionsColumn } from '@/components/ui/data-table/actions-column';
import { RowAction } from '@/components/ui/data-table/row-action';
import { formatNumber } from '@/lib/format';
import type { Partner } from '../api/types';

export interface PartnerActions {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (partner: Partner) => void;
  onToggle: (partner: Partner) => void;
  onDelete: (partner: Partner) => void;
}

const count = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** The two limits in words ("5,000 evaluations a month · 120 requests a minute"), or that there are none. */
export function limitsInWords(partner: Partner): string {
  const parts = [
    partner.monthlyEvaluationQuota === null ? null : `${count(partner.monthlyEvaluationQuota, 'evaluation')} a month`,
    partner.rateLimitPerMinute === null ? null : `${count(partner.rateLimitPerMinute, 'request')} a minute`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'No limits';
}

/** What the partner holds ("2 users · 1 API key · 340 customers"). */
export function holdingsInWords({ counts }: Partner): string {
  return [count(counts.users, 'user'), count(counts.keys, 'API key'), count(counts.customers, 'customer')].join(' · ');
}

export function NameAndCode({ partner }: { partner: Partner }) {
  return (
    <div className="min-w-40 leading-tight">
      <div className="font-medium text-slate-900 dark:text-white">{partner.name}</div>
      <div className="font-mono text-xs break-all text-slate-500 dark:text-slate-400">{partner.code}</div>
    </div>
  );
}

export function PartnerRowActions({ partner, actions }: { partner: Partner; actions: PartnerActions }) {
  return (
    <div className="flex justify-end gap-1">
      {actions.canEdit ? (
        <>
          <RowAction tooltip="Edit" label={`Edit ${partner.name}`} icon={Pencil} className="size-8" onClick={() => actions.onEdit(partner)} />
          <RowAction
            tooltip={partner.active ? 'Deactivate' : 'Activate'}
            label={`${partner.active ? 'Deactivate' : 'Activate'} ${partner.name}`}
            icon={Power}
            tone={partner.active ? 'warning' : 'success'}
            className="size-8"
            onClick={() => actions.onToggle(partner)}
          />
        </>
      ) : null}
      {actions.canDelete ? (
        <RowAction tooltip="Delete" label={`Delete ${partner.name}`} icon={Trash2} tone="danger" className="size-8" onClick={() => actions.onDelete(partner)} />
      ) : null}
    </div>
  );
}

export function partnerColumns(actions: PartnerActions): ColumnDef<Partner>[] {
  return [
    { id: 'name', header: 'Partner', cell: ({ row }) => <NameAndCode partner={row.original} /> },
    { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge active={row.original.active} /> },
    {
      id: 'contact',
      header: 'Contact',
      cell: ({ row }) => row.original.contactEmail ?? <span className="text-slate-400">—</span>,
      meta: { className: 'break-all' },
    },
    { id: 'limits', header: 'Limits', cell: ({ row }) => limitsInWords(row.original), meta: { className: 'text-xs tabular-nums' } },
    {
      id: 'holds',
      header: 'Holds',
      cell: ({ row }) => (
        <div className="flex flex-col text-xs whitespace-nowrap tabular-nums">
          <span>{count(row.original.counts.users, 'user')}</span>
          <span>{count(row.original.counts.keys, 'API key')}</span>
          <span>{count(row.original.counts.customers, 'customer')}</span>
        </div>
      ),
    },
    actionsColumn((partner) => <PartnerRowActions partner={partner} actions={actions} />),
  ];
}
