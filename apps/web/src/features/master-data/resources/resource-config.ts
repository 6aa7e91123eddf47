import type { ComponentType, ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { MasterImport } from '@lbo/contracts/master-data';
import type { EntityCopy, FilterSelect, Option } from './entity-copy';

/** One input of the generic form: the contracts definition's field with the copy's words. */
export type FieldSpec =
  | { kind: 'text'; name: string; label: string; placeholder?: string; required?: boolean; type?: 'text' | 'email' | 'tel' }
  | { kind: 'select'; name: string; label: string; placeholder?: string; options: readonly Option[] }
  | { kind: 'logo'; name: string; label: string }
  /** Not an input: a full-width subheading opening a group of fields. */
  | { kind: 'heading'; name: string; label: string; description?: string };

export interface ColumnSpec<Row> {
  /** Column id and the server's `sortBy` name. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
}

export interface FormSpec<Row> {
  fields: readonly FieldSpec[];
  /** The create schema of packages/contracts: the same checks and messages as the server. */
  schema: ZodType;
  empty: Record<string, string>;
  toValues(row: Row): Record<string, string>;
  titles: { create: string; edit: string };
  submitLabels: { create: string; edit: string; saving: string };
}

/** The import of an entity: the definition's (path, template, formats, outcome nouns) and the dialog's title. */
export type ImportSpec = MasterImport & { title: string };

export interface EditorProps<Row> {
  row: Row | null;
  onClose: () => void;
}

interface ResourceMessages {
  created: string;
  updated: string;
  deleted: string;
  activated?: string | undefined;
  deactivated?: string | undefined;
  saveFailed: string;
  fetchFailed: string;
  statusFailed?: string | undefined;
  /** The delete dialog's failure toast, given the server's message. */
  deleteFailed: (message: string) => string;
}

/** The screen's words of an entity (its tab, title, add button, search), as its copy file gives them. */
type EntityTexts = EntityCopy['texts'];

/**
 * What the shared screen, table, form and import dialog render for one entity: drawn from its
 * contracts definition and its copy (resourceConfigFrom), plus the screen's own editor where it has one.
 */
export interface ResourceConfig<Row extends { id: string }> extends EntityTexts {
  /** The tab's key (`?tab=city`) and the entity's query key. */
  key: string;
  paths: { list: string; create: string; update: string; remove: string; export: string };
  listKeys: readonly string[];
  /** The answer's row (the definition's dto): lists and saves are read through it. */
  row: ZodType<Row>;
  withTotalCount?: boolean | undefined;
  pageSize: number;
  columns: readonly ColumnSpec<Row>[];
  /** The row's name in confirmations and action labels. */
  rowName(row: Row): string;
  messages: ResourceMessages;
  /** All Status / Active / Inactive filter and the row toggle (banks, products). */
  hasStatus?: boolean | undefined;
  /** Further list filters, each a select (the products' loan type). */
  filterSelects?: readonly FilterSelect[] | undefined;
  form?: FormSpec<Row> | undefined;
  /** Replaces the generic form (the mapping rules editor). */
  Editor?: ComponentType<EditorProps<Row>> | undefined;
  /** A view action opening this dialog (mappings). */
  Viewer?: ComponentType<{ row: Row; onClose: () => void }> | undefined;
  importSpec?: ImportSpec | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tab list holds configs of different row types
export type AnyResourceConfig = ResourceConfig<any>;
