import type { ComponentType, ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { ImportKind } from '@lbo/contracts/master-data';

export type ResourceKey = 'bank' | 'product' | 'company' | 'city' | 'category' | 'mapping';

export interface Option {
  value: string;
  label: string;
}

/** One input of the generic form. Values are strings in the form; the entity's schema turns them into the body. */
export type FieldSpec =
  | {
      kind: 'text';
      name: string;
      label: string;
      placeholder?: string;
      required?: boolean;
      /** 'email' and 'tel' bring the matching keyboard on phones; the schema still does the checking. */
      type?: 'text' | 'email' | 'tel';
    }
  | { kind: 'select'; name: string; label: string; options: readonly Option[]; placeholder?: string; required?: boolean }
  | { kind: 'logo'; name: string; label: string }
  /** A yes/no flag held as 'true', 'false' or '' (not stated: left as it is until the box is ticked or cleared). */
  /** Not an input: a full-width subheading opening a group of fields; `name` is only its key. */
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

export interface ImportSpec {
  kind: ImportKind;
  path: string;
  templatePath: string;
  templateName: string;
  title: string;
  /** Mapping imports are for one bank and product, chosen in the dialog. */
  needsBankAndProduct?: boolean;
}

export interface EditorProps<Row> {
  row: Row | null;
  onClose: () => void;
}

export interface ResourceMessages {
  created: string;
  updated: string;
  deleted: string;
  activated?: string;
  deactivated?: string;
  saveFailed: string;
  fetchFailed: string;
  statusFailed?: string;
  /** The delete dialog's failure toast, given the server's message. */
  deleteFailed: (message: string) => string;
}

/**
 * Everything that differs between the master-data screens, described once
 * per entity (as react-admin / refine describe resources); the shared screen,
 * table, form and import dialog render it.
 */
export interface ResourceConfig<Row extends { id: string }> {
  key: ResourceKey;
  tabLabel: string;
  title: string;
  description: string;
  /** 'Bank': confirmation titles ('Delete Bank'). */
  entityLabel: string;
  addLabel: string;
  searchPlaceholder: string;
  paths: { list: string; create: string; update: string; remove: string };
  listKeys: readonly string[];
  pageSize: number;
  columns: readonly ColumnSpec<Row>[];
  /** The row's name in confirmations and action labels. */
  rowName(row: Row): string;
  messages: ResourceMessages;
  /** All Status / Active / Inactive filter and the row toggle (banks, products). */
  hasStatus?: boolean;
  form?: FormSpec<Row>;
  /** Replaces the generic form (the mapping rules editor). */
  Editor?: ComponentType<EditorProps<Row>>;
  /** A view action opening this dialog (mappings). */
  Viewer?: ComponentType<{ row: Row; onClose: () => void }>;
  importSpec?: ImportSpec;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tab list holds configs of different row types
export type AnyResourceConfig = ResourceConfig<any>;
