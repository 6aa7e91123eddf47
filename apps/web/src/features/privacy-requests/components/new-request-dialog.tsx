import { useId, useState, type FormEvent } from 'react';
import { PRIVACY_REQUEST_KIND_LABELS, PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '@lbo/contracts/privacy';
import { Dialog, DialogContent, DialogFormFooter } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedPicker } from '@/components/ui/paged-picker';
import { toastOutcome } from '@/lib/toast';
import { useCreatePrivacyRequest } from '../api/create-privacy-request';
import { customerPickerKey, getCustomerPage } from '../api/customer-page';

/** "New request": what the person asks (kind), who they are (a customer), and a note (how the request came in). */
export function NewRequestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreatePrivacyRequest();
  const [kind, setKind] = useState<PrivacyRequestKind>('ACCESS');
  const [customer, setCustomer] = useState<{ id: string; name: string; reference: string } | null>(null);
  const pickerId = useId();
  const hintId = `${pickerId}-hint`;
  const errorId = `${pickerId}-error`;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setKind('ACCESS');
    setCustomer(null);
    setNote('');
    setError(null);
    onOpenChange(false);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!customer) {
      setError('Choose the customer');
      return;
    }
    await toastOutcome(create.mutateAsync({ kind, customerId: customer.id, note }), {
      success: 'Privacy request recorded',
      failure: 'Failed to record the request',
    });
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title="New privacy request"
        description="Record what the borrower asked for; it is due within the period the server is set to (30 days by default)."
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="New privacy request" className="space-y-4">
          <FormField label="Kind" required>
            {(c) => (
              <NativeSelect {...c} value={kind} onChange={(e) => setKind(e.target.value as PrivacyRequestKind)}>
                {PRIVACY_REQUEST_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {PRIVACY_REQUEST_KIND_LABELS[k]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <div className="space-y-1.5">
            <Label htmlFor={pickerId} required>
              Customer
            </Label>
            <PagedPicker
              id={pickerId}
              aria-label="Customer"
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : hintId}
              queryKey={customerPickerKey}
              fetchPage={getCustomerPage}
              getValue={(c) => c.id}
              getLabel={(c) => `${c.name} · ${c.reference}`}
              value={customer?.id ?? ''}
              selectedLabel={customer ? `${customer.name} · ${customer.reference}` : undefined}
              onSelect={(c) => {
                setCustomer({ id: c.id, name: c.name, reference: c.reference });
                setError(null);
              }}
              placeholder="Select customer"
              searchLabel="Search customers"
              emptyText="No customers found."
              errorText="Failed to fetch customers"
            />
            {error ? null : (
              // A long name pushes the reference out of the picker: the choice is repeated here in full.
              <p id={hintId} className="text-xs break-words text-slate-500 dark:text-slate-400">
                {customer ? `${customer.name}, reference ${customer.reference}` : 'Search by name or reference.'}
              </p>
            )}
            <FieldError id={errorId} error={error} />
          </div>
          <FormField label="Note" hint="How the request came in (e-mail, branch visit …).">
            {(c) => <Input {...c} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} autoComplete="off" />}
          </FormField>
          <DialogFormFooter submitLabel="Record request" submitting={create.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
