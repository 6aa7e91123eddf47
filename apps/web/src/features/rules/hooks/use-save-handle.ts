import { useEffect, type RefObject } from 'react';

/** What a tab's save reports to Save & Next: success, or the message to show. */
export interface SaveOutcome {
  ok: boolean;
  message?: string;
}
export type SaveHandle = () => Promise<SaveOutcome>;

/** A tab hands its save function to the editor, whose Save & Next calls it. */
export function useSaveHandle(ref: RefObject<SaveHandle | null>, save: SaveHandle) {
  useEffect(() => {
    ref.current = save;
    return () => {
      if (ref.current === save) ref.current = null;
    };
  }, [ref, save]);
}
