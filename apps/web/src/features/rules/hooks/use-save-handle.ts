import { useEffect, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { SaveCall } from '@lbo/contracts/rule-simulation';

/** What a tab's save reports to Save & Next: success, or the message to show. */
export interface SaveOutcome {
  ok: boolean;
  message?: string;
}

/** What a tab's preview hands the impact preview: the save calls it would make, or why it cannot. */
export interface PreviewOutcome {
  ok: boolean;
  calls?: SaveCall[];
  message?: string;
}

export type SaveHandle = (() => Promise<SaveOutcome>) & { preview?: () => Promise<PreviewOutcome> };

/** A tab hands its save (and, where it can, its preview) to the editor, whose Save & Next and Preview impact call them. */
export function useSaveHandle(ref: RefObject<SaveHandle | null>, save: () => Promise<SaveOutcome>, preview?: () => Promise<PreviewOutcome>) {
  useEffect(() => {
    const handle: SaveHandle = Object.assign(() => save(), { preview });
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
