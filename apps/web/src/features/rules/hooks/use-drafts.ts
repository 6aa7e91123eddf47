import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The unsaved edits of an editor's tabs. A tab unmounts when another is chosen: its dirty values
 * are kept here under bank/product/group and put back over the stored rules when it comes back,
 * and which tabs are dirty is known to the editor (to ask before leaving).
 */
export interface DraftStore {
  /** The values a tab left behind, taken once (the form holds them from then on). */
  take(key: string): FieldValues | undefined;
  keep(key: string, values: FieldValues): void;
  markDirty(key: string, dirty: boolean): void;
  /** How many tabs hold unsaved edits. */
  dirtyCount(): number;
  subscribe(listener: () => void): () => void;
}

export function createDraftStore(): DraftStore {
  const values = new Map<string, FieldValues>();
  const dirty = new Set<string>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    take(key) {
      const kept = values.get(key);
      values.delete(key);
      return kept;
    },
    keep(key, next) {
      values.set(key, next);
    },
    markDirty(key, on) {
      if (on === dirty.has(key)) return;
      if (on) dirty.add(key);
      else dirty.delete(key);
      notify();
    },
    dirtyCount: () => dirty.size,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const draftKey = (pair: { bank_id: string; product_id: string }, group: string) => `${pair.bank_id}:${pair.product_id}:${group}`;

export function useDirtyCount(store: DraftStore): number {
  return useSyncExternalStore(store.subscribe, store.dirtyCount);
}

/**
 * Ties a tab's form to the store: reports whether it is dirty, keeps its values when it unmounts
 * dirty. `restore` (called right after the stored rules are loaded into the form) lays the kept
 * values over them, still dirty against the stored ones.
 */
export function useDraft<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, store: DraftStore | undefined, key: string) {
  const { isDirty } = form.formState;
  const dirty = useRef(isDirty);

  useEffect(() => {
    dirty.current = isDirty;
    store?.markDirty(key, isDirty);
  }, [store, key, isDirty]);

  useEffect(
    () => () => {
      if (store && dirty.current) store.keep(key, structuredClone(form.getValues()));
    },
    [store, key, form],
  );

  return useCallback(() => {
    const kept = store?.take(key);
    if (kept) form.reset(kept as T, { keepDefaultValues: true });
  }, [store, key, form]);
}
