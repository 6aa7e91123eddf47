import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { CONSENT_LIMITS, CONSENT_MESSAGES } from '@lbo/contracts/consent';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fieldClasses } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useWithdrawConsent } from '../api/withdraw-consent';

/** Asks why the customer withdraws consent, then withdraws every consent in force. */
export function WithdrawConsentDialog({ customerId, open, onOpenChange }: { customerId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdrawConsent();
  const id = useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (text === '') return setError('Give the reason the customer gave');
    if (text.length > CONSENT_LIMITS.reasonMax) return setError(`A reason is at most ${CONSENT_LIMITS.reasonMax} characters`);
    setError(null);
    try {
      await withdraw.mutateAsync({ customerId, reason: text });
      toast.success(CONSENT_MESSAGES.withdrawnDone);
      setReason('');
      onOpenChange(false);
    } catch (err) {
      setError(getErrorMessage(err, 'The consent could not be withdrawn'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Withdraw consent"
        description="Every consent this customer gave stops applying now. Their next evaluation needs fresh consent; evaluations already made stay on record."
      >
        <form onSubmit={submit} className="space-y-2" noValidate>
          <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            Reason<span className="text-red-600"> *</span>
          </label>
          <textarea
            id={id}
            rows={3}
            autoFocus
            maxLength={CONSENT_LIMITS.reasonMax}
            placeholder="e.g. Asked at the branch on 4 May"
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            className={cn(fieldClasses, 'py-2 text-sm')}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={withdraw.isPending}>
              Withdraw consent
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
