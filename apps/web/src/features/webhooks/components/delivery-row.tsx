import { useState } from 'react';
import { ChevronDown, ChevronRight, Send } from 'lucide-react';
import { WEBHOOK_DELIVERY_EVENT_LABELS, WEBHOOK_EVENT_DESCRIPTIONS } from '@lbo/contracts/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTimeIST, formatNumber } from '@/lib/format';
import type { WebhookDelivery } from '../api/types';
import { DeliveryAttempts } from './delivery-attempts';

const COLUMNS = 8;

function StateBadge({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.state === 'succeeded') return <Badge variant="success">Succeeded</Badge>;
  if (delivery.state === 'failed') return <Badge variant="danger">Failed</Badge>;
  return (
    <div className="leading-tight">
      <Badge variant="warning">Pending</Badge>
      {delivery.nextAttemptAt ? (
        <div className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">next try {formatDateTimeIST(delivery.nextAttemptAt)}</div>
      ) : null}
    </div>
  );
}

export interface DeliveryRowProps {
  delivery: WebhookDelivery;
  canResend: boolean;
  resending: boolean;
  onResend: (delivery: WebhookDelivery) => void;
}

/** One delivery of the log; opens to show its attempts and payload. */
export function DeliveryRow({ delivery, canResend, resending, onResend }: DeliveryRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = `delivery-${delivery.id}`;
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <>
      <tr className="border-t border-slate-100 dark:border-slate-800" data-testid="webhook-delivery" data-state={delivery.state}>
        <td className="py-2 pl-3">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label="Attempts and payload"
            onClick={() => setOpen(!open)}
          >
            <Chevron className="size-4" aria-hidden="true" />
          </Button>
        </td>
        <td className="px-3 py-2 leading-tight whitespace-nowrap" title={WEBHOOK_EVENT_DESCRIPTIONS[delivery.event]}>
          <span className="block text-sm text-slate-900 dark:text-white">{WEBHOOK_DELIVERY_EVENT_LABELS[delivery.event]}</span>
          <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">{delivery.event}</span>
        </td>
        <td className="px-3 py-2">
          <StateBadge delivery={delivery} />
        </td>
        <td className="px-3 py-2 tabular-nums">{formatNumber(delivery.attempts)}</td>
        <td className="px-3 py-2 tabular-nums">{delivery.lastStatusCode ?? '—'}</td>
        <td className="px-3 py-2 whitespace-nowrap tabular-nums">{delivery.lastLatencyMs === null ? '—' : `${formatNumber(delivery.lastLatencyMs)} ms`}</td>
        <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTimeIST(delivery.createdAt)}</td>
        <td className="py-2 pr-5 text-right">
          {canResend ? (
            // Also on a pending delivery: one waiting minutes or hours for its next retry goes out now.
            <Button variant="outline" size="sm" loading={resending} onClick={() => onResend(delivery)}>
              <Send className="size-4" aria-hidden="true" />
              Send again
            </Button>
          ) : null}
        </td>
      </tr>
      {open ? (
        <tr id={detailsId} className="bg-slate-50/60 dark:bg-slate-800/30">
          <td colSpan={COLUMNS} className="px-5 py-3">
            <DeliveryAttempts delivery={delivery} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
