import { useState, type FormEvent } from 'react';
import { PRIVACY_REQUEST_KIND_LABELS, PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '@lbo/contracts/privacy';
import { Dialog, DialogContent, DialogFormFooter } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedPicker } from '@/components/ui/paged-picker';
import { toastOutcome } from '@/lib/toast';
import { useCreatePrivacyRequest } from '../api/create-privacy-request';
import { customerPickerKey, getCustomerPage } from '../api/customer-page';

/** "New request": what the person asks (kind), who they are (a customer), and a note (how the request came in). */
export function NewRequestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreatePrivacyRequest();
  const [kind, setKind] = useState<PrivacyRequestKind>('ACCESS');
  const [customer, setCustomer] = useState<{ id: string; label: string } | null>(null);
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
          <div className="space-y-1">
            <span className="text-sm font-medium text-slate-700 dark:text-slate-200">Customer</span>
            <PagedPicker
              aria-label="Customer"
              queryKey={customerPickerKey}
              fetchPage={getCustomerPage}
              getValue={(c) => c.id}
              getLabel={(c) => `${c.name} · ${c.reference}`}
              value={customer?.id ?? ''}
              selectedLabel={customer?.label}
              onSelect={(c) => {
                setCustomer({ id: c.id, label: `${c.name} · ${c.reference}` });
                setError(null);
              }}
              placeholder="Select customer"
              searchLabel="Search customers"
              emptyText="No customers found."
              errorText="Failed to fetch customers"
            />
            <FieldError error={error} />
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
