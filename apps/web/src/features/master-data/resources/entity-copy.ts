import type { MasterEntityDefinition, MasterField } from '@lbo/contracts/master-data';

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** What the screen says for one input of the form, by its kind: a select names its options too. */
type FieldCopy<F extends MasterField> = F extends { kind: 'select' }
  ? { label: string; placeholder?: string; options: readonly Option[] }
  : F extends { kind: 'text' }
    ? { label: string; placeholder?: string }
    : F extends { kind: 'heading' }
      ? { label: string; description?: string }
      : { label: string };

/** A list filter the screen offers as a select (besides the status filter), by its key in the definition's `list.filters`. */
export interface FilterSelect<Name extends string = string> {
  name: Name;
  /** The select's accessible name. */
  label: string;
  /** The first option, which sends no filter. */
  all: string;
  options: readonly Option[];
}

/**
 * The words of one master-data screen, kept beside the screens rather than in the wire contract:
 * typed by its definition's field and column keys, so that a field without a label, a column
 * without a header or an importable entity without a dialog title does not compile.
 */
export type EntityCopy<D extends MasterEntityDefinition = MasterEntityDefinition> = {
  texts: {
    /** The tab's name on /master-configuration. */
    tabLabel: string;
    title: string;
    description: string;
    /** 'Bank': the form's titles and the confirmations ('Delete Bank'). */
    entityLabel: string;
    addLabel: string;
    searchPlaceholder: string;
  };
  fields: { [K in keyof D['fields']]: FieldCopy<D['fields'][K]> };
  /** The list's column headers. */
  headers: { [K in keyof D['columns']]: string };
  filterSelects?: readonly FilterSelect<Extract<keyof NonNullable<D['list']['filters']>, string>>[];
  /** The screen's own toasts (the server's answers are the definition's messages). */
  toasts: {
    saveFailed: string;
    fetchFailed: string;
    statusFailed?: string;
    /** On a failed delete: `<withReason>: <server message>`, or the server message else the fallback. */
    deleteFailed: { withReason: string } | { fallback: string };
    /** Success toasts where they differ from the server's answers (the mapping editor saves rules). */
    saved?: { created: string; updated: string };
  };
} & (undefined extends D['import'] ? { importTitle?: string } : { importTitle: string });
