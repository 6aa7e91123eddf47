import { useState } from 'react';
import { Plus } from 'lucide-react';
import { ApiDocsLink } from '@/components/ui/api-docs-link';
import { Button } from '@/components/ui/button';
import { NoAccessPage } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { useTableLoad } from '@/hooks/use-table-load';
import { useUrlListState } from '@/hooks/use-url-list-state';
import { isForbidden } from '@/lib/api-client';
import { useCan, useGrants } from '@/lib/authorization';
import { useWebhooks } from '../api/get-webhooks';
import { WEBHOOKS_PAGE_SIZE, type WebhookEndpoint } from '../api/types';
import { useSelectedEndpoint } from '../hooks/use-selected-endpoint';
import { useTestEvent } from '../hooks/use-test-event';
import { ReceiverGuide } from './receiver-guide';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecretDialog, type ShownSecret } from './webhook-secret-dialog';
import { WebhooksTable } from './webhooks-table';

const LOAD_FAILED = 'Failed to fetch webhook endpoints';

/** /webhooks: the endpoints, or one endpoint's delivery log (`?id=`), kept in the address like a customer's page. */
export function WebhooksPage() {
  const canView = useCan('webhooks', 'view');
  if (!canView) {
    return <NoAccessPage title="Webhooks" area="Webhooks" />;
  }
  return <WebhooksView />;
}

function WebhooksView() {
  const list = useUrlListState(WEBHOOKS_PAGE_SIZE);
  const page = list.params.page;
  const endpoints = useWebhooks(page);
  const { create: canCreate, edit: canEdit, delete: canDelete } = useGrants('webhooks');
  const [form, setForm] = useState<{ endpoint: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const { selectedId, select } = useSelectedEndpoint();
  // A test event opens the endpoint's log, where its delivery shows pending, then what the receiver answered.
  const testEvent = useTestEvent(select);
  const load = useTableLoad(endpoints, LOAD_FAILED);

  if (endpoints.isError && isForbidden(endpoints.error)) {
    return <NoAccessPage title="Webhooks" area="Webhooks" />;
  }

  if (selectedId) {
    // There is no single-endpoint read: the log takes the endpoint from the list page it was opened from.
    const endpoint = endpoints.data?.items.find((e) => e.id === selectedId) ?? null;
    return <WebhookDeliveries key={selectedId} endpointId={selectedId} endpoint={endpoint} onBack={() => select(null)} />;
  }

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Your systems hear of decisions, finished files and rule changes as they happen: a signed POST to each endpoint."
        actions={
          // One row beside the title on wider screens: the two buttons do not stack.
          <div className="flex flex-wrap gap-2 sm:flex-nowrap">
            <ApiDocsLink />
            {canCreate ? (
              <Button onClick={() => setForm({ endpoint: null })}>
                <Plus className="size-4" aria-hidden="true" />
                Add endpoint
              </Button>
            ) : null}
          </div>
        }
      />
      <WebhooksTable
        data={endpoints.data?.items ?? []}
        total={endpoints.data?.total ?? 0}
        page={page}
        pageSize={WEBHOOKS_PAGE_SIZE}
        onPageChange={list.setPage}
        {...load}
        canEdit={canEdit}
        canDelete={canDelete}
        onDeliveries={(endpoint) => select(endpoint.id)}
        onSendTest={(endpoint) => testEvent.send(endpoint.id)}
        sendingTestId={testEvent.sendingId}
        onEdit={(endpoint) => setForm({ endpoint })}
        onRotated={(endpoint) => setSecret({ endpoint, rotated: true })}
      />
      <ReceiverGuide />
      <WebhookFormDialog
        open={form !== null}
        endpoint={form?.endpoint ?? null}
        onOpenChange={(open) => !open && setForm(null)}
        onCreated={(endpoint) => setSecret({ endpoint, rotated: false })}
      />
      <WebhookSecretDialog shown={secret} onClose={() => setSecret(null)} />
    </>
  );
}
