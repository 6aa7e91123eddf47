import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

type Variant = 'primary' | 'danger';
/** A text that is the same for every item, or one that depends on it. */
type PerItem<T, V> = V | ((item: T) => V);

export interface Confirmation<T> {
  title: (item: T) => ReactNode;
  description?: (item: T) => ReactNode;
  confirmLabel: PerItem<T, string>;
  /** 'danger' (the default) for deletes and other destructive actions. */
  variant?: PerItem<T, Variant>;
  /** May be async; throwing keeps the dialog open for another try. */
  onConfirm: (item: T) => unknown;
}

function forItem<T, V extends string>(value: PerItem<T, V>, item: T): V {
  return typeof value === 'function' ? value(item) : value;
}

/**
 * A confirmation about one item of a list (delete this key, rotate that secret): `ask(item)` opens it,
 * `dialog` is rendered once by the screen. The item stays while the dialog closes, so its texts do not
 * change under the closing animation.
 */
export function useConfirmation<T>(confirmation: Confirmation<T>): { ask: (item: T) => void; dialog: ReactNode } {
  const [state, setState] = useState<{ item: T; open: boolean } | null>(null);
  const ask = useCallback((item: T) => setState({ item, open: true }), []);
  const dialog = (
    <ConfirmDialog
      open={state?.open ?? false}
      onOpenChange={(open) => setState((current) => current && { ...current, open })}
      title={state ? confirmation.title(state.item) : null}
      description={state ? confirmation.description?.(state.item) : undefined}
      confirmLabel={state ? forItem(confirmation.confirmLabel, state.item) : undefined}
      variant={state && confirmation.variant ? forItem(confirmation.variant, state.item) : undefined}
      onConfirm={() => (state ? confirmation.onConfirm(state.item) : undefined)}
    />
  );
  return { ask, dialog };
}
