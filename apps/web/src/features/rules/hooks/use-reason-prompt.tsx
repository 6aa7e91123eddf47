import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useRuleApprovals } from '../api/rule-approvals-setting';
import { ReasonDialog } from '../components/reason-dialog';

export interface ReasonRequest {
  title: string;
  description?: string;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
}

/**
 * `ask` opens the reason dialog and settles with the reason (undefined when none was given) or
 * null when the user cancelled; the reason is required while rule changes need approval.
 */
export function useReasonPrompt(): { ask: (request: ReasonRequest) => Promise<string | undefined | null>; dialog: ReactNode; required: boolean } {
  const approvals = useRuleApprovals();
  const required = approvals.data?.required === true;
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const settle = useRef<((reason: string | undefined | null) => void) | null>(null);

  const ask = useCallback(
    (next: ReasonRequest) =>
      new Promise<string | undefined | null>((resolve) => {
        settle.current?.(null);
        settle.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const close = (reason: string | undefined | null) => {
    settle.current?.(reason);
    settle.current = null;
    setRequest(null);
  };

  const dialog = (
    <ReasonDialog
      open={request !== null}
      title={request?.title ?? ''}
      description={request?.description}
      confirmLabel={request?.confirmLabel ?? 'Save'}
      variant={request?.variant}
      required={required}
      onCancel={() => close(null)}
      onConfirm={(reason) => close(reason || undefined)}
    />
  );
  return { ask, dialog, required };
}
