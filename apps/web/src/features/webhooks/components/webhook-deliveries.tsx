import { useState } from 'react';
import toast from 'react-hot-toast';
import { ArrowLeft, RefreshCw, Send } from 'lucide-react';
import { WEBHOOK_MESSAGES } from '@lbo/contracts/webhooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTablePagination } from '@/components/ui/data-table/data-table-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useErrorToast } from '@/hooks/use-error-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/authorization';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { DELIVERIES_PAGE_SIZE, type WebhookDelivery, type WebhookEndpoint } from '../api/types';
import { useTestEvent } from '../hooks/use-test-event';
import { DeliveryRow } from './delivery-row';
import { ScrollX } from '@/components/ui/scroll-x';

const LOAD_FAILED = 'Failed to fetch the delivery log';
const HEAD = 'px-3 py-2 font-medium';

export interface WebhookDeliveriesProps {
  endpointId: string;
  /** From the list page the log was opened from; null when the address named an endpoint on another page. */
  endpoint: WebhookEndpoint | null;
  onBack: () => void;
}

/** One endpoint's deliveries, newest first, each with its attempts and payload, and Send again. */
export function WebhookDeliveries({ endpointId, endpoint, onBack }: WebhookDeliveriesProps) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const resend = useResendWebhookDelivery();
  const canResend = useCan('webhooks', 'edit');
  const testEvent = useTestEvent();
  useErrorToast(deliveries.error, LOAD_FAILED);

  const sendAgain = (delivery: WebhookDelivery) =>
    resend.mutate(
      { id: endpointId, deliveryId: delivery.id },
      {
        onSuccess: () => toast.success(WEBHOOK_MESSAGES.resent),
        onError: (error) => toast.error(getErrorMessage(error, 'Failed to send the delivery again')),
      },
    );

  const items = deliveries.data?.items ?? [];
  return (
    <div className="space-y-5">
      <PageHeader
        title="Delivery log"
        description={endpoint ? <span className="font-mono break-all">{endpoint.url}</span> : 'Deliveries of one webhook endpoint'}
        actions={
          <>
            {canResend ? (
              <Button variant="outline" onClick={() => testEvent.send(endpointId)} loading={testEvent.sendingId === endpointId}>
                <Send className="size-4" aria-hidden="true" />
                Send test event
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => void deliveries.refetch()} loading={deliveries.isFetching && !deliveries.isPending}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Refresh
            </Button>
            <Button variant="outline" onClick={onBack}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Webhooks
            </Button>
          </>
        }
      />
      <Card className="overflow-hidden">
        <ScrollX>
          <table className="w-full text-left text-sm" aria-label="Deliveries">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-800/50 dark:text-slate-400">
              <tr>
                <th className="py-2 pl-3">
                  <span className="sr-only">Details</span>
                </th>
                <th className={HEAD}>Event</th>
                <th className={HEAD}>State</th>
                <th className={HEAD}>Attempts</th>
                <th className={HEAD}>Last status</th>
                <th className={HEAD}>Latency</th>
                <th className={HEAD}>When (IST)</th>
                <th className="py-2 pr-5 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((delivery) => (
                <DeliveryRow
                  key={delivery.id}
                  delivery={delivery}
                  canResend={canResend}
                  resending={resend.isPending && resend.variables?.deliveryId === delivery.id}
                  onResend={sendAgain}
                />
              ))}
            </tbody>
          </table>
        </ScrollX>
        {deliveries.isPending ? <Spinner className="flex py-12" /> : null}
        {deliveries.isError ? <ErrorState message={getErrorMessage(deliveries.error, LOAD_FAILED)} onRetry={() => void deliveries.refetch()} /> : null}
        {deliveries.isSuccess && items.length === 0 ? (
          <EmptyState
            title="No deliveries yet."
            description="A delivery appears here each time an event this endpoint subscribes to happens, or when you send a test event."
          />
        ) : null}
        <DataTablePagination
          total={deliveries.data?.total ?? 0}
          page={page}
          pageSize={DELIVERIES_PAGE_SIZE}
          onPageChange={setPage}
          disabled={deliveries.isPending}
        />
      </Card>
    </div>
  );
}
