import { useEffect, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { SaveCall } from '@lbo/contracts/rule-simulation';

/** What a tab's save reports to Save & Next: success, a change kept for approval, a cancelled reason, or the message to show. */
export interface SaveOutcome {
  ok: boolean;
  message?: string;
  /** Approvals are on: the change waits for a second person and the rules are as they were. */
  proposed?: boolean;
  /** The user closed the reason dialog: nothing was sent. */
  cancelled?: boolean;
}

/** What a tab's preview hands the impact preview: the save calls it would make, or why it cannot. */
export interface PreviewOutcome {
  ok: boolean;
  calls?: SaveCall[];
  message?: string;
}

/** How the editor takes part in a save: the reason is asked once the form is valid (undefined: none given; null: cancelled). */
export interface SaveOptions {
  askReason?: () => Promise<string | undefined | null>;
}

export type SaveHandle = ((options?: SaveOptions) => Promise<SaveOutcome>) & { preview?: () => Promise<PreviewOutcome> };

/** A tab hands its save (and, where it can, its preview) to the editor, whose Save & Next and Preview impact call them. */
export function useSaveHandle(ref: RefObject<SaveHandle | null>, save: SaveHandle, preview?: () => Promise<PreviewOutcome>) {
  useEffect(() => {
    const handle: SaveHandle = Object.assign((options?: SaveOptions) => save(options), { preview });
    ref.current = handle;
    return () => {
      if (ref.current === handle) ref.current = null;
    };
  }, [ref, save, preview]);
}

/**
 * Validates the form; valid values go to `onValid`, whose outcome is the answer, and an invalid
 * form answers `{ ok: false, message: invalidMessage }` (its field errors are already on screen).
 */
export function submitted<TForm extends FieldValues, TValues, TOutcome extends { ok: boolean; message?: string }>(
  form: UseFormReturn<TForm, unknown, TValues>,
  onValid: (values: TValues) => TOutcome | Promise<TOutcome>,
  invalidMessage?: string,
): Promise<TOutcome> {
  return new Promise<TOutcome>((resolve) => {
    void form.handleSubmit(
      async (values) => resolve(await onValid(values)),
      () => resolve({ ok: false, message: invalidMessage } as TOutcome),
    )();
  });
}

/** Asks for the reason if the editor gave a way to; `null` means the user cancelled. */
export async function reasonFor(options: SaveOptions | undefined): Promise<{ reason?: string } | null> {
  if (!options?.askReason) return {};
  const reason = await options.askReason();
  return reason === null ? null : { reason };
}
