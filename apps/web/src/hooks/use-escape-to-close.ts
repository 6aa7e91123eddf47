import { useCallback, type KeyboardEvent } from 'react';

/**
 * Escape closes an inline form, as it closes a dialog. Spread the handler on the form's root:
 * a menu or picker open inside it handles its own Escape first (and marks the event handled).
 */
export function useEscapeToClose(close: () => void, enabled = true) {
  return useCallback(
    (event: KeyboardEvent) => {
      if (!enabled || event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    },
    [close, enabled],
  );
}
