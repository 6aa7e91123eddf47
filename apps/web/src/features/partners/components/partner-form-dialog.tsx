import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { PARTNER_CODE_MAX, PARTNER_MESSAGES, partnerCreateSchema } from '@lbo/contracts/partners';
import { Dialog, DialogContent, DialogFormFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/field-errors';
import { wholeNumberInputProps } from '@/lib/whole-number-input';
import { useCreatePartner } from '../api/create-partner';
import type { Partner } from '../api/types';
import { useUpdatePartner } from '../api/update-partner';

/** The inputs hold text: an empty limit is no limit; the contract's schema then checks what is sent. */
interface Values {
  name: string;
  code: string;
  contactEmail: string;
  monthlyEvaluationQuota: string;
  rateLimitPerMinute: string;
  active: boolean;
}
const limitOf = (text: string) => (text.trim() === '' ? null : Number(text));
type Output = z.output<typeof partnerCreateSchema>;
// A preprocess step's input is unknown to zod: the form's values are what it takes.
const formSchema = z.preprocess((input) => {
  const v = input as Values;
  return { ...v, monthlyEvaluationQuota: limitOf(v.monthlyEvaluationQuota), rateLimitPerMinute: limitOf(v.rateLimitPerMinute) };
}, partnerCreateSchema) as unknown as z.ZodType<Output, Values>;

const FIELDS = ['name', 'code', 'contactEmail', 'monthlyEvaluationQuota', 'rateLimitPerMinute', 'active'] as const;

const text = (n: number | null) => (n === null ? '' : String(n));
const valuesOf = (partner: Partner | null): Values => ({
  name: partner?.name ?? '',
  code: partner?.code ?? '',
  contactEmail: partner?.contactEmail ?? '',
  monthlyEvaluationQuota: text(partner?.monthlyEvaluationQuota ?? null),
  rateLimitPerMinute: text(partner?.rateLimitPerMinute ?? null),
  active: partner?.active ?? true,
});

export interface PartnerFormDialogProps {
  open: boolean;
  /** The partner being edited; null to add one. */
  partner: Partner | null;
  onOpenChange: (open: boolean) => void;
}

/** Add or edit a partner: checked with the contract's schema here, the server's field errors (a taken code) shown on their fields. */
export function PartnerFormDialog({ open, partner, onOpenChange }: PartnerFormDialogProps) {
  const create = useCreatePartner();
  const update = useUpdatePartner();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(formSchema), mode: 'onTouched', defaultValues: valuesOf(partner) });

  // The same dialog serves every row: each opening starts from that row's values.
  useEffect(() => {
    if (open) reset(valuesOf(partner));
  }, [open, partner, reset]);

  const close = (next: boolean) => {
    if (next || isSubmitting) return;
    onOpenChange(false);
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (partner) {
        const { message } = await update.mutateAsync({ id: partner.id, body });
        toast.success(message || PARTNER_MESSAGES.updated);
      } else {
        await create.mutateAsync(body);
        toast.success(PARTNER_MESSAGES.created);
      }
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors({ setError }, error, { only: FIELDS, focusFirst: true });
      toast.error(getErrorMessage(error, partner ? 'Failed to update the partner' : 'Failed to add the partner'));
    }
  });

  const title = partner ? 'Edit partner' : 'Add partner';
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={title} description="A fintech app or a direct selling agent: its users and API keys see only the applicants it brings." size="lg">
        <form onSubmit={onSubmit} noValidate aria-label={title} className="grid gap-4 sm:grid-cols-2">
          <FormField label="Name" error={errors.name?.message} required className="sm:col-span-2">
            {(c) => <Input {...c} autoComplete="off" autoFocus placeholder="Quick Loans App" {...register('name')} />}
          </FormField>
          <FormField label="Code" error={errors.code?.message} required hint={`Short and unique: letters, digits, - and _ (up to ${PARTNER_CODE_MAX}).`}>
            {(c) => <Input {...c} autoComplete="off" placeholder="QLA" className="font-mono" {...register('code')} />}
          </FormField>
          <FormField label="Contact e-mail" error={errors.contactEmail?.message} hint="Optional: who to write to about this partner.">
            {(c) => <Input {...c} type="email" autoComplete="off" placeholder="ops@partner.example" {...register('contactEmail')} />}
          </FormField>
          <FormField label="Evaluations a month" error={errors.monthlyEvaluationQuota?.message} hint="Calendar month, India time. Empty: no limit.">
            {(c) => <Input {...c} type="number" min={1} step={1} {...wholeNumberInputProps} placeholder="No limit" {...register('monthlyEvaluationQuota')} />}
          </FormField>
          <FormField label="Requests a minute" error={errors.rateLimitPerMinute?.message} hint="Its users and keys together. Empty: no limit.">
            {(c) => <Input {...c} type="number" min={1} step={1} {...wholeNumberInputProps} placeholder="No limit" {...register('rateLimitPerMinute')} />}
          </FormField>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormField
                label="Active"
                hint="An inactive partner's users cannot sign in and its API keys stop working; its applicants are kept."
                className="sm:col-span-2"
              >
                {(c) => <Switch {...c} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
              </FormField>
            )}
          />
          <div className="sm:col-span-2">
            <DialogFormFooter submitLabel={partner ? 'Save changes' : 'Add partner'} submitting={isSubmitting} onCancel={() => close(false)} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
