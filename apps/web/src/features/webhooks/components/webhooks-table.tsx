import { WEBHOOK_MESSAGES, WEBHOOK_SECRET_OVERLAP_HOURS } from '@lbo/contracts/webhooks';
import { DataTable, type PagedTableProps } from '@/components/ui/data-table/data-table';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { toastOutcome } from '@/lib/toast';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '../api/types';
import { webhookColumns } from './webhook-columns';

export interface WebhooksTableProps extends PagedTableProps<WebhookEndpoint> {
  canEdit: boolean;
  canDelete: boolean;
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  sendingTestId: string | null;
  onEdit: (endpoint: WebhookEndpoint) => void;
  /** After a rotation: the answer holds the new secret, which the page shows once. */
  onRotated: (endpoint: WebhookEndpointWithSecret) => void;
}

export function WebhooksTable({ canEdit, canDelete, onDeliveries, onSendTest, sendingTestId, onEdit, onRotated, ...rows }: WebhooksTableProps) {
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  // Both rethrow a failure, so the confirmation stays open for another try.
  const { ask: askDelete, dialog: deleteDialog } = useConfirmation<WebhookEndpoint>({
    title: () => 'Delete this webhook endpoint?',
    description: (endpoint) => `${endpoint.url} will receive nothing more, and its delivery log is deleted with it.`,
    confirmLabel: 'Delete',
    onConfirm: (endpoint) =>
      toastOutcome(remove.mutateAsync(endpoint.id), { success: WEBHOOK_MESSAGES.deleted, failure: 'Failed to delete the webhook endpoint' }),
  });
  const { ask: askRotate, dialog: rotateDialog } = useConfirmation<WebhookEndpoint>({
    title: () => 'Rotate the signing secret?',
    description: (endpoint) =>
      `Deliveries to ${endpoint.url} are signed with a new secret from now on, and with the current one as well for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours: give the receiver the new secret within that time.`,
    confirmLabel: 'Rotate secret',
    variant: 'primary',
    onConfirm: async (endpoint) =>
      onRotated(
        await toastOutcome(rotate.mutateAsync(endpoint.id), { success: WEBHOOK_MESSAGES.secretRotated, failure: 'Failed to rotate the signing secret' }),
      ),
  });

  const columns = webhookColumns({ canEdit, canDelete, onDeliveries, onSendTest, sendingTestId, onEdit, onRotate: askRotate, onDelete: askDelete });

  return (
    <>
      <DataTable
        label="Webhook endpoints"
        columns={columns}
        {...rows}
        getRowId={(row) => row.id}
        emptyTitle="No webhook endpoints yet."
        emptyDescription="Add one to have decisions, finished files and rule changes sent to your systems as they happen."
      />
      {deleteDialog}
      {rotateDialog}
    </>
  );
}
