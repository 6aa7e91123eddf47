import { pagination, type Pagination } from '@lbo/contracts/common';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { FOREIGN_KEY_VIOLATION, pgError, RESTRICT_VIOLATION, UNIQUE_VIOLATION } from './db';
import type { ResourceDefinition } from './resource';

type Def<Row, Q, C, U> = ResourceDefinition<Row, Q, C, U>;

const CONSTRAINT_CODES = new Set([UNIQUE_VIOLATION, FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION]);

/** Unique and reference violations become the entity's 409/400; anything else stays unexpected. */
function translate(def: Def<unknown, unknown, unknown, unknown>, error: unknown): unknown {
  const pg = pgError(error);
  if (!pg || !CONSTRAINT_CODES.has(pg.code)) return error;
  return (
    def.constraintError(pg.code, pg.constraint) ??
    (pg.code === UNIQUE_VIOLATION ? AppError.conflict(`${def.entity} already exists`) : AppError.conflict(`${def.entity} is referenced by other records`))
  );
}

async function guarded<T>(def: Def<unknown, unknown, unknown, unknown>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translate(def, error);
  }
}

export async function listResource<Row, Q, C, U>(def: Def<Row, Q, C, U>, db: DbOrTx, query: Q & { page: number; limit: number }) {
  const { rows, total } = await def.repo.list(db, query);
  const items = rows.map((row) => (def.withTotalCount ? { ...def.toDto(row), total_count: total } : def.toDto(row)));
  const data: Record<string, unknown> & { pagination: Pagination } = { pagination: pagination(total, query.page, query.limit) };
  for (const key of def.listKeys) data[key] = items;
  if (def.withTotalCount) data.total_count = total;
  return data;
}

export async function getResource<Row, Q, C, U>(def: Def<Row, Q, C, U>, db: DbOrTx, id: string) {
  const row = await def.repo.find(db, id);
  if (!row) throw AppError.notFound(def.entity);
  return def.toDto(row);
}

export async function createResource<Row, Q, C, U>(def: Def<Row, Q, C, U>, db: DbOrTx, values: C) {
  const row = await guarded(def as Def<unknown, unknown, unknown, unknown>, () => def.repo.insert(db, values));
  return def.toDto(row);
}

export async function updateResource<Row, Q, C, U>(def: Def<Row, Q, C, U>, db: DbOrTx, id: string, patch: U) {
  const row = await guarded(def as Def<unknown, unknown, unknown, unknown>, () => def.repo.update(db, id, patch));
  if (!row) throw AppError.notFound(def.entity);
  return def.toDto(row);
}

export async function deleteResource<Row, Q, C, U>(def: Def<Row, Q, C, U>, db: DbOrTx, id: string) {
  const removed = await guarded(def as Def<unknown, unknown, unknown, unknown>, () => def.repo.remove(db, id));
  if (!removed) throw AppError.notFound(def.entity);
  return { id };
}
