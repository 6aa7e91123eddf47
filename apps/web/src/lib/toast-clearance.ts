import { useSyncExternalStore } from 'react';

/**
 * How far above the window's bottom edge toasts must stay (px): a screen whose main buttons sit at
 * the bottom right, where toasts appear, reports their height from the bottom here
 * (`useKeepToastsClear`), and the Toaster lifts its toasts by as much.
 */
let clearance = 0;
const listeners = new Set<() => void>();

export function setToastClearance(px: number): void {
  if (px === clearance) return;
  clearance = px;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToastClearance(): number {
  return useSyncExternalStore(
    subscribe,
    () => clearance,
    () => 0,
  );
}
