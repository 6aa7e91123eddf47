import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { WEBHOOK_MESSAGES, webhookEndpointBodySchema } from '@lbo/contracts/webhooks';
import { Dialog, DialogContent, DialogFormFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/field-errors';
import { useCreateWebhook } from '../api/create-webhook';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '../api/types';
import { useUpdateWebhook } from '../api/update-webhook';
import { EventCheckboxes } from './event-checkboxes';

type Values = z.input<typeof webhookEndpointBodySchema>;
type Output = z.output<typeof webhookEndpointBodySchema>;

const FIELDS = ['url', 'events', 'description', 'active'] as const;
const EMPTY: Values = { url: '', events: [], description: '', active: true };

const valuesOf = (endpoint: WebhookEndpoint | null): Values =>
  endpoint ? { url: endpoint.url, events: endpoint.events, description: endpoint.description, active: endpoint.active } : EMPTY;

export interface WebhookFormDialogProps {
  open: boolean;
  /** The endpoint being edited; null to add one. */
  endpoint: WebhookEndpoint | null;
  onOpenChange: (open: boolean) => void;
  /** After a create: the answer holds the signing secret, which the page shows once. */
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
}

/** Add or edit an endpoint: checked with the contract's schema here, and the server's field errors shown on their fields. */
export function WebhookFormDialog({ open, endpoint, onOpenChange, onCreated }: WebhookFormDialogProps) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(webhookEndpointBodySchema), mode: 'onTouched', defaultValues: valuesOf(endpoint) });

  // The same dialog serves every row: each opening starts from that row's values.
  useEffect(() => {
    if (open) reset(valuesOf(endpoint));
  }, [open, endpoint, reset]);

  const close = (next: boolean) => {
    if (next || isSubmitting) return;
    onOpenChange(false);
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, body });
        toast.success(WEBHOOK_MESSAGES.updated);
      } else {
        const created = await create.mutateAsync(body);
        toast.success(WEBHOOK_MESSAGES.created);
        onCreated(created);
      }
      onOpenChange(false);
    } catch (error) {
      // A refused address (private, loopback, not allowed) comes back as errors.url.
      applyFieldErrors({ setError }, error, { only: FIELDS, focusFirst: true });
      toast.error(getErrorMessage(error, endpoint ? 'Failed to update the webhook endpoint' : 'Failed to create the webhook endpoint'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'}
        description="The app sends a signed POST to this URL for each event you choose."
        size="lg"
      >
        <form onSubmit={onSubmit} noValidate aria-label={endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'} className="space-y-4">
          {endpoint?.disabledReason ? (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
              <p className="font-medium">Switched off by the server</p>
              <p>{endpoint.disabledReason}</p>
              <p className="mt-1">Turn Active on again once the receiver answers.</p>
            </div>
          ) : null}
          <FormField label="URL" error={errors.url?.message} required hint="Your receiver's public address; private and loopback addresses are refused.">
            {(c) => <Input {...c} type="url" placeholder="https://partner.example.com/hooks/lbo" autoComplete="off" autoFocus {...register('url')} />}
          </FormField>
          <Controller
            control={control}
            name="events"
            render={({ field }) => <EventCheckboxes value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.events?.message} />}
          />
          <FormField label="Description" error={errors.description?.message}>
            {(c) => <Input {...c} placeholder="Partner CRM: decisions" autoComplete="off" {...register('description')} />}
          </FormField>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormField label="Active" hint="An inactive endpoint is kept but receives no events; a test event still reaches it.">
                {(c) => <Switch {...c} checked={field.value ?? true} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
              </FormField>
            )}
          />
          <DialogFormFooter submitLabel={endpoint ? 'Save changes' : 'Add endpoint'} submitting={isSubmitting} onCancel={() => close(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
