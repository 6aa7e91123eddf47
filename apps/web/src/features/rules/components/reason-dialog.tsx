import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { REASON_MAX } from '../utils/change-reason';

export interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  /** Approvals on (or a rejection): the reason cannot be left blank. */
  required: boolean;
  /** Told the trimmed reason ('' when none was given). May be async: the dialog stays open and busy until it settles. */
  onConfirm: (reason: string) => unknown;
  onCancel: () => void;
  /** Shown above the reason (a proposal's summary, say). */
  children?: ReactNode;
}

/** Asks why a rule change is made; the reason is stored on the version (or the proposal) the change makes. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, description, onCancel } = props;
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !busy ? onCancel() : undefined)}>
      <DialogContent size="md" title={title} description={description}>
        {/* Mounted per opening, so every opening starts blank. */}
        <ReasonForm {...props} busy={busy} setBusy={setBusy} />
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  confirmLabel,
  variant = 'primary',
  required,
  onConfirm,
  onCancel,
  children,
  busy,
  setBusy,
}: ReasonDialogProps & { busy: boolean; setBusy: (busy: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const confirm = async () => {
    const text = reason.trim();
    if (required && text === '') {
      setError('Give a reason for this change');
      return;
    }
    if (text.length > REASON_MAX) {
      setError(`A reason is at most ${REASON_MAX} characters`);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}
      noValidate
    >
      {children}
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Reason for this change{required ? <span className="text-red-600"> *</span> : <span className="font-normal text-slate-500"> (optional)</span>}
        </label>
        <textarea
          id={id}
          rows={3}
          autoFocus
          maxLength={REASON_MAX + 100}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          placeholder="e.g. Credit policy note CP-2024-17: FOIR for category A lowered"
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
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            Kept with the change in the version history{required ? '; a second person approves it before it applies' : ''}.
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant={variant} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
