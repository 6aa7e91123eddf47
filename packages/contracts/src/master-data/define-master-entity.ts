import { z } from 'zod';
import { exportFormat, listQuery, NO_PAGING } from '../common';
import { filter } from '../lenient';
import type { ModuleId } from '../permissions';

export type SheetFormat = 'xlsx' | 'xls' | 'csv';

/**
 * One input of the entity's form, keyed by its body field (a heading's key names only itself).
 * Values are strings in the form; the create schema turns them into the body. What the screen
 * says (label, placeholder, options, a heading's text) is the web's: `<entity>.copy.ts` beside the
 * master-data screens, typed by these keys.
 */
export type MasterField =
  | {
      kind: 'text';
      required?: boolean;
      /** 'email' and 'tel' bring the matching keyboard on phones; the schema still does the checking. */
      type?: 'text' | 'email' | 'tel';
      /** The value of a new record's form ('' when absent). */
      initial?: string;
    }
  | { kind: 'select'; initial?: string }
  | { kind: 'logo'; initial?: string }
  /** Not an input: a full-width subheading opening a group of fields. */
  | { kind: 'heading' };

/** How a list column shows its value: the web draws each kind once. */
export type ColumnFormat = 'text' | 'yesNo' | 'status' | 'yesNoBadge' | 'registrationType' | 'date' | 'nameWithLogo';

/** A list column, keyed by the row's field (also the server's `sortBy` name); its header is the web's. */
export interface MasterColumn {
  format?: ColumnFormat;
  sortable?: boolean;
}

/** A column of the export file (the created and updated dates follow every entity's columns). */
export interface MasterExportColumn {
  header: string;
  /** The row's column. */
  key: string;
  /** yesNo: 'Yes'/'No' (blank for null); activeText: 'Active'/'Inactive'. */
  format?: 'yesNo' | 'activeText';
  /** Stored codes in words (`HOME_LOAN` → 'Home Loan'); a code without words is written as stored. */
  labels?: Readonly<Record<string, string>>;
}

/** How an import checks one column of a row; the staged column's type follows from it. */
export type ImportCheck =
  | { type: 'text'; required?: string; max?: number; tooLong?: string }
  | { type: 'yesNo'; /** The column in the error file's reason. */ name: string; blank: boolean }
  | { type: 'registrationType' };

export interface MasterImportColumn {
  key: string;
  /** Header spellings accepted besides the key, compared without case, spaces or punctuation. */
  aliases: readonly string[];
  /** Absent where the server checks the column itself (the mappings' name lookups). */
  check?: ImportCheck;
}

export interface MasterImport {
  /** 'companies': the progress records, metrics and change summaries name the import by it. */
  kind: string;
  formats: readonly SheetFormat[];
  /** The outcome messages' nouns ('company'/'companies'); 'records' for the mapping texts. */
  words: { one: string; many: string } | 'records';
  path: string;
  templatePath: string;
  templateName: string;
  /** The template's header row and one example row. */
  template: readonly (readonly string[])[];
  /** Mapping imports are for one bank and product, chosen in the dialog. */
  target?: 'bankAndProduct';
  columns: readonly MasterImportColumn[];
  /** Groups of which at least one column must be in the header. */
  requiredColumns: readonly (readonly string[])[];
  /** How the error file names an existing record: 'company' → 'Duplicate: company already exists'. */
  noun: string;
  /** Two rows with the same values of these columns (without case) are the same record. */
  key: readonly string[];
  /** What the answer lists for a written row besides its id. */
  item: readonly string[];
}

/** The server's answers (the screen's own toasts are in its copy). */
interface MasterMessages {
  created: string;
  updated: string;
  deleted: string;
  activated?: string;
  deactivated?: string;
  /** The 409 of a repeated name. */
  exists: string;
  /** The 409 of a delete other records still hold. */
  inUse?: string;
}

export interface MasterEntitySpec<
  Shape extends z.ZodRawShape,
  Filters extends z.ZodRawShape,
  Sort extends readonly [string, ...string[]],
  Fields extends Readonly<Record<string, MasterField>>,
  Columns extends Readonly<Record<string, MasterColumn>>,
  Import extends MasterImport | undefined,
> {
  /** The tab's key (`?tab=city`) and the web's query key. */
  key: string;
  /** 'Bank' → 'Bank not found', 'Bank added' in the change history. */
  entity: string;
  /** OpenAPI tag. */
  tag: string;
  /** The SQL table: the server finds its Drizzle table by this name. */
  table: string;
  /** As the specification spells them (in `API`); the by-id call may have several spellings. */
  paths: { list: string; create: string; update: string; remove: string; byId: readonly string[]; export: string };
  /** Where the list answer puts the rows (`data.banks`); several names when the client reads either. */
  listKeys: readonly string[];
  /** Default page size (part 1 §9, part 2 §9). */
  pageSize: number;
  /** Another module whose screens read this list for their pickers (besides master configuration). */
  alsoReadBy?: ModuleId;
  /** The create body. */
  create: z.ZodObject<Shape>;
  /** The update body; every create field optional when absent. */
  update?: z.ZodType;
  /** The answer's row. */
  dto: z.ZodObject;
  /** Answer fields read from another column (`name` ← `company_name`). */
  dtoAliases?: Record<string, string>;
  /** The list's query: what the search box matches, the sorts (the first is the default), the filters. */
  list: { search: readonly string[]; sort: Sort; filters?: Filters; tieBreakers: readonly string[] };
  /** The form's inputs in order, by body field; empty when the screen has an editor of its own. */
  fields: Fields;
  /** The list's columns in order, by row field. */
  columns: Columns;
  exports: { name: string; sheet: string; columns: readonly MasterExportColumn[] };
  /** The row's name in confirmations and action labels: these fields joined by ' / '. */
  rowName: readonly string[];
  /** All Status / Active / Inactive filter and the row toggle (banks, products). */
  statusToggle?: boolean;
  /** The mapping listing also carries `total_count` on each row and beside the rows. */
  withTotalCount?: boolean;
  messages: MasterMessages;
  import?: Import;
}

const sortOrder = z.enum(['asc', 'desc'], { message: "must be 'asc' or 'desc'" }).default('asc');
const sortBy = <const T extends readonly [string, ...string[]]>(columns: T) =>
  filter(z.enum(columns, { message: `must be one of ${columns.join(', ')}` }).optional());

/** The list query of an entity: search and paging, its filters, its sorts. */
function listSchema<Filters extends z.ZodRawShape, Sort extends readonly [string, ...string[]]>(pageSize: number, filters: Filters, sort: Sort) {
  return listQuery(pageSize).extend({ ...filters, sortBy: sortBy(sort), sortOrder });
}

/** Every create field optional: a partial update. */
function partial<Shape extends z.ZodRawShape>(create: z.ZodObject<Shape>) {
  return z.object(Object.fromEntries(Object.entries(create.shape).map(([k, v]) => [k, (v as z.ZodType).optional()]))) as unknown as z.ZodType<
    Partial<z.output<z.ZodObject<Shape>>>,
    Partial<z.input<z.ZodObject<Shape>>>
  >;
}

/**
 * One master-data entity, declared once: the server's routes, queries, export and import and the
 * web's tab, table, form and import dialog are all derived from this (the web adds the words its
 * screens show from the entity's copy file).
 */
export function defineMasterEntity<
  Shape extends z.ZodRawShape,
  Filters extends z.ZodRawShape = Record<never, never>,
  const Sort extends readonly [string, ...string[]] = readonly [string, ...string[]],
  const Fields extends Readonly<Record<string, MasterField>> = Record<never, never>,
  const Columns extends Readonly<Record<string, MasterColumn>> = Record<never, never>,
  Import extends MasterImport | undefined = undefined,
>(spec: MasterEntitySpec<Shape, Filters, Sort, Fields, Columns, Import>) {
  const list = listSchema(spec.pageSize, (spec.list.filters ?? {}) as Filters, spec.list.sort);
  return {
    ...spec,
    // Undefined rather than absent when the entity has no import, so that the web's copy type can tell.
    import: spec.import as Import,
    schemas: {
      create: spec.create,
      update: (spec.update as ReturnType<typeof partial<Shape>> | undefined) ?? partial(spec.create),
      list,
      /** The list's search, filters and sort without paging, and the format. */
      export: list.omit(NO_PAGING).extend({ format: exportFormat }),
    },
  };
}

export type MasterEntityDefinition = ReturnType<
  typeof defineMasterEntity<
    z.ZodRawShape,
    z.ZodRawShape,
    readonly [string, ...string[]],
    Readonly<Record<string, MasterField>>,
    Readonly<Record<string, MasterColumn>>,
    MasterImport | undefined
  >
>;
