import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { REASON_MAX } from '../utils/change-reason';
import { ReasonField, useReasonInput } from './reason-field';

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
  const { field, take } = useReasonInput(required);

  const confirm = async () => {
    const text = take();
    if (text === null) return;
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
        <ReasonField
          {...field}
          rows={3}
          autoFocus
          maxLength={REASON_MAX + 100}
          placeholder="e.g. Credit policy note CP-2024-17: FOIR for category A lowered"
          hint={`Kept with the change in the version history${required ? '; a second person approves it before it applies' : ''}.`}
        />
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
