import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_LIMIT } from './limits';
import { lenient } from './lenient';

/** The form library's default for a required field the specification gives no message of its own (part 1 §5). */
export const requiredField = (field: string) => `${field} is a required field`;

export const uuid = z.uuid({ message: 'must be a valid id' });
export const idQuery = z.object({ id: uuid });

/** A page number, bounded so that page × limit stays far inside what an SQL OFFSET takes. */
export const pageParam = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be ≥ 1')
  .max(MAX_PAGE, `must be ≤ ${MAX_PAGE.toLocaleString('en-US')}`)
  .default(1);
export const limitParam = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be ≥ 1')
    .max(MAX_PAGE_LIMIT, `must be ≤ ${MAX_PAGE_LIMIT}`)
    .default(fallback);

/** Query booleans arrive as strings. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { message: 'must be true or false' })
  .transform((v) => v === true || v === 'true' || v === '1');

/** `asc` or `desc` in any case; an empty value is the default. */
export const sortOrder = (fallback: 'asc' | 'desc') =>
  lenient(z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default(fallback), [z.literal(''), z.string().regex(/^(asc|desc)$/i)], (value) =>
    typeof value === 'string' && value !== '' ? value.toLowerCase() : undefined,
  );

export const listQuery = (defaultLimit: number) =>
  z.object({
    search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    page: pageParam,
    limit: limitParam(defaultLimit),
  });

const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormat = z.enum(EXPORT_FORMATS, { message: 'must be xlsx or csv' }).default('xlsx');

/** A list's export takes the list's query without these (`list.omit(NO_PAGING).extend({ format: exportFormat })`). */
export const NO_PAGING = { page: true, limit: true } as const;

/** Where a page stands in its list: the rows in all, the page's number and its size (both page envelopes say it). */
const pagePosition = () => ({ total: z.number().int(), page: z.number().int(), limit: z.number().int() });

export const paginationSchema = z.object({ ...pagePosition(), perPage: z.number().int(), totalPages: z.number().int() });
export type Pagination = z.output<typeof paginationSchema>;

/** One page of a list as the newer list calls answer it: its rows, their total and where the page stands. */
export interface ItemPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** The schema of an `ItemPage` of `item`, with any fields a list adds beside its rows. */
export function pageOf<T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(item: T, extra?: E) {
  return z.object({ items: z.array(item), ...pagePosition(), totalPages: z.number().int() }).extend((extra ?? {}) as E);
}

/** A bank-product pair: its ids, then the bank's and the product's names as the screens show them. */
export const namedPairShape = () => ({ bankId: z.string(), productId: z.string(), bankName: z.string(), productName: z.string() });

export function pagination(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, perPage: limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
