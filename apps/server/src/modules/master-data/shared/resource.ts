import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { ExportFormat } from '@lbo/contracts/common';
import type { AppError } from '../../../lib/app-error';
import type { ExportColumn } from '../../../lib/table-export';
import type { RouteAccess } from '../../../plugins/access';

interface ListResult<Row> {
  rows: Row[];
  total: number;
}

/** The five queries every master-data table answers. */
export interface ResourceRepository<Row, Query, Create, Update> {
  list(db: DbOrTx, query: Query): Promise<ListResult<Row>>;
  find(db: DbOrTx, id: string): Promise<Row | null>;
  insert(db: DbOrTx, values: Create): Promise<Row>;
  /** null when no row has the id. */
  update(db: DbOrTx, id: string, patch: Update): Promise<Row | null>;
  /** false when no row has the id. */
  remove(db: DbOrTx, id: string): Promise<boolean>;
}

/**
 * One master-data entity described once: its paths as the specification
 * spells them, schemas, answer shape and messages. The shared service and
 * routes turn the description into the list/get/create/update/delete calls.
 */
export interface ResourceDefinition<Row, Query, Create, Update> {
  /** 'Bank' → 'Bank not found'. */
  entity: string;
  /** The table of its rows: a delete or deactivation of a bank, product or company is guarded by it (rule-guard.ts). */
  table?: string;
  /** OpenAPI tag. */
  tag: string;
  paths: { list: string; create: string; update: string; remove: string; byId: readonly string[] };
  /** Where the list answer puts the rows (`data.banks`); several names when the client reads either. */
  listKeys: readonly string[];
  /** Reads are shared with other screens' pickers, so each entity names who may read. */
  readAccess: RouteAccess;
  schemas: {
    list: z.ZodType<Query>;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
  };
  repo: ResourceRepository<Row, Query, Create, Update>;
  toDto(row: Row): object;
  /** The schema of what toDto answers: the routes' answers and the document are built from it. */
  dto: z.ZodType;
  messages: {
    created: string;
    updated(patch: Update): string;
    deleted: string;
  };
  /** The rejection for a Postgres constraint violation (unique or foreign key) of this table. */
  constraintError(code: string, constraint: string | undefined): AppError | undefined;
  /** The filtered list as a file (`GET <path>?format=xlsx|csv&<the list's filters>`). */
  exports: {
    path: string;
    /** The list query without paging, with `format`. */
    query: z.ZodType<Omit<Query, 'page' | 'limit'> & { format: ExportFormat }>;
    /** File name stem ('banks') and sheet name ('Banks'). */
    name: string;
    sheet: string;
    columns: readonly ExportColumn<Row>[];
  };
  /** The mapping listing also carries `total_count` on each row and beside the rows. */
  withTotalCount?: boolean;
}

// The registry holds definitions of different row types side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = ResourceDefinition<any, any, any, any>;
