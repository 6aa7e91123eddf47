import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { API_KEY_DEFAULT_QUOTA, API_KEY_DEFAULT_WINDOW_DAYS, API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from '@lbo/contracts/limits';
import { API_KEY_MESSAGES, API_KEY_QUOTA_MAX, API_KEY_WINDOW_MAX_DAYS } from '@lbo/contracts/shortener';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogFooter, DialogFormFooter } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ShownOnceSecret } from '@/components/ui/shown-once-secret';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateApiKey } from '../api/create-api-key';
import type { CreatedApiKey } from '../api/types';
import { copyApiKey } from '../utils/copy-text';
import { wholeNumberInputProps } from '@/lib/whole-number-input';

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, message);

const formSchema = z.object({
  label: z.string().trim().min(1, API_KEY_MESSAGES.labelRequired).max(100, 'Label must be at most 100 characters'),
  businessId: z.string().trim().min(1, API_KEY_MESSAGES.businessIdRequired).max(100, 'Business ID must be at most 100 characters'),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, API_KEY_MESSAGES.scopesRequired),
  /** A local date-time from the picker; empty for a key that never expires. */
  expiresAt: z
    .string()
    .refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), API_KEY_MESSAGES.expiryInvalid)
    .refine((v) => v === '' || new Date(v).getTime() >= Date.now(), API_KEY_MESSAGES.expiryInPast),
  quota: wholeNumber(1, API_KEY_QUOTA_MAX, API_KEY_MESSAGES.quotaInvalid),
  quotaWindowDays: wholeNumber(1, API_KEY_WINDOW_MAX_DAYS, API_KEY_MESSAGES.windowInvalid),
});
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const DEFAULTS: Values = {
  label: '',
  businessId: '',
  scopes: ['short.create'],
  expiresAt: '',
  quota: String(API_KEY_DEFAULT_QUOTA),
  quotaWindowDays: String(API_KEY_DEFAULT_WINDOW_DAYS),
};

/** "YYYY-MM-DDTHH:mm" of now in the browser's zone, the earliest the picker offers. */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div className="space-y-4" data-testid="new-api-key">
      <ShownOnceSecret
        warning="This is the only time the key is shown. Copy it now and keep it somewhere safe; it cannot be shown again."
        label={`API key for ${created.label}`}
        value={created.plainKey}
        copyLabel="Copy API key"
        onCopy={() => void copyApiKey(created.plainKey)}
        testId="plain-key"
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Send it in the <code className="rounded bg-slate-100 px-1 py-0.5 dark:bg-slate-800">x-api-key</code> header. Scopes: {created.scopes.join(', ')}; quota{' '}
        {created.quota} requests per {created.quotaWindowDays} days.
      </p>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}

export function CreateApiKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(formSchema), mode: 'all', defaultValues: DEFAULTS });

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (isSubmitting) return;
    // The key is forgotten with the dialog: it is shown once only.
    setCreated(null);
    reset(DEFAULTS);
    onOpenChange(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await create.mutateAsync({
        label: values.label,
        businessId: values.businessId,
        scopes: values.scopes,
        expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : undefined,
        quota: Number(values.quota),
        quotaWindowDays: Number(values.quotaWindowDays),
      });
      if (!reply?.plainKey) {
        toast.error(API_KEY_MESSAGES.createGaveNoKey);
        return;
      }
      toast.success(reply.message || API_KEY_MESSAGES.created);
      setCreated(reply);
    } catch (error) {
      toast.error(getErrorMessage(error, API_KEY_MESSAGES.createFailed));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={created ? 'API Key Created' : 'Create New API Key'}
        description={created ? undefined : 'Partners send this key to call the API: short links, evaluations and customers, as its scopes allow.'}
        size="md"
      >
        {created ? (
          <NewKey created={created} onDone={() => close(false)} />
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Create API key" className="space-y-4">
            <FormField label="Label" error={errors.label?.message} required>
              {(c) => <Input {...c} placeholder="Partner portal" autoComplete="off" autoFocus {...register('label')} />}
            </FormField>
            <FormField label="Business ID" error={errors.businessId?.message} required>
              {(c) => <Input {...c} placeholder="BIZ-001" autoComplete="off" {...register('businessId')} />}
            </FormField>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">Scopes</legend>
              <Controller
                control={control}
                name="scopes"
                render={({ field }) => (
                  <div className="grid gap-2 sm:grid-cols-2">
                    {API_KEY_SCOPES.map((scope) => {
                      const checked = field.value.includes(scope);
                      return (
                        <label
                          key={scope}
                          className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-2.5 text-sm dark:border-slate-700"
                        >
                          <Checkbox
                            className="mt-0.5"
                            checked={checked}
                            onCheckedChange={(on) => field.onChange(on === true ? [...field.value, scope] : field.value.filter((s) => s !== scope))}
                            aria-label={`${API_KEY_SCOPE_LABELS[scope]} (${scope})`}
                            aria-describedby={`scope-${scope}`}
                          />
                          <span>
                            <span className="block font-medium text-slate-900 dark:text-white">{API_KEY_SCOPE_LABELS[scope]}</span>
                            <span id={`scope-${scope}`} className="block text-xs text-slate-600 dark:text-slate-300">
                              {API_KEY_SCOPE_DESCRIPTIONS[scope]}
                            </span>
                            <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">{scope}</span>
                          </span>
                        </label>
                      );
                    })}
                  </div>
                )}
              />
              <p className="text-xs text-slate-500 dark:text-slate-400">The key acts for you: it can never do more than your role allows.</p>
              <FieldError error={errors.scopes?.message} />
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Quota (requests)" error={errors.quota?.message} required>
                {(c) => <Input {...c} type="number" min={1} step={1} {...wholeNumberInputProps} {...register('quota')} />}
              </FormField>
              <FormField label="Quota window (days)" error={errors.quotaWindowDays?.message} required>
                {(c) => <Input {...c} type="number" min={1} step={1} {...wholeNumberInputProps} {...register('quotaWindowDays')} />}
              </FormField>
            </div>
            <FormField label="Expires at" error={errors.expiresAt?.message} hint="Leave empty for a key that does not expire.">
              {(c) => <Input {...c} type="datetime-local" min={localNow()} {...register('expiresAt')} />}
            </FormField>
            <DialogFormFooter submitLabel="Create API Key" submitting={isSubmitting} onCancel={() => close(false)} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
