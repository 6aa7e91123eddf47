import { useState } from 'react';
import toast from 'react-hot-toast';
import { WEBHOOK_MESSAGES } from '@lbo/contracts/webhooks';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '../api/types';
import { webhookColumns } from './webhook-columns';

export interface WebhooksTableProps {
  items: readonly WebhookEndpoint[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  isFetching: boolean;
  error: string | null;
  onRetry: () => void;
  canEdit: boolean;
  canDelete: boolean;
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  /** After a rotation: the answer holds the new secret, which the page shows once. */
  onRotated: (endpoint: WebhookEndpointWithSecret) => void;
}

export function WebhooksTable(props: WebhooksTableProps) {
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();

  const columns = webhookColumns({
    canEdit: props.canEdit,
    canDelete: props.canDelete,
    onDeliveries: props.onDeliveries,
    onEdit: props.onEdit,
    onRotate: setRotating,
    onDelete: setDeleting,
  });

  // Both throw on failure, so the confirmation stays open for another try.
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(WEBHOOK_MESSAGES.deleted);
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to delete the webhook endpoint'));
      throw error;
    }
  };

  const confirmRotate = async () => {
    if (!rotating) return;
    try {
      const rotated = await rotate.mutateAsync(rotating.id);
      toast.success(WEBHOOK_MESSAGES.secretRotated);
      props.onRotated(rotated);
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to rotate the signing secret'));
      throw error;
    }
  };

  return (
    <>
      <DataTable
        label="Webhook endpoints"
        columns={columns}
        data={props.items}
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        onPageChange={props.onPageChange}
        isLoading={props.isLoading}
        isFetching={props.isFetching}
        error={props.error}
        onRetry={props.onRetry}
        getRowId={(row) => row.id}
        emptyTitle="No webhook endpoints yet."
        emptyDescription="Add one to have decisions, finished files and rule changes sent to your systems as they happen."
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this webhook endpoint?"
        description={deleting ? `${deleting.url} will receive nothing more, and its delivery log is deleted with it.` : undefined}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title="Rotate the signing secret?"
        description={rotating ? `Deliveries to ${rotating.url} are signed with a new secret from now on; the receiver must be given it.` : undefined}
        confirmLabel="Rotate secret"
        variant="primary"
        onConfirm={confirmRotate}
      />
    </>
  );
}
