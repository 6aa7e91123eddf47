import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { mappingCreateSchema, mappingListQuery, mappingUpdateSchema } from '@lbo/contracts/master-data';
import type { DbOrTx } from '../../../db/client';
import { bankCompanyCategories as bcc, banks, companies, products, salaryCategories } from '../../../db/schema';
import { lowered, offsetOf, orderBy, searchAny } from '../shared/db';
import type { ResourceRepository } from '../shared/resource';

export type MappingQuery = z.output<typeof mappingListQuery>;
export type MappingCreate = z.output<typeof mappingCreateSchema>;
export type MappingUpdate = z.output<typeof mappingUpdateSchema>;

const columns = {
  id: bcc.id,
  bank_id: bcc.bank_id,
  product_id: bcc.product_id,
  company_id: bcc.company_id,
  category_id: bcc.category_id,
  is_active: bcc.is_active,
  created_at: bcc.created_at,
  updated_at: bcc.updated_at,
  bank_name: banks.name,
  product_name: products.name,
  company_name: companies.company_name,
  category_name: salaryCategories.name,
};

/** A mapping with the names of what it links, as the listing shows them (a type, not an interface: it is a row like any other). */
export type MappingRow = {
  id: string;
  bank_id: string;
  product_id: string;
  company_id: string;
  category_id: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  bank_name: string;
  product_name: string;
  company_name: string;
  category_name: string;
};

const sortColumns = {
  bank_name: lowered(banks.name),
  product_name: lowered(products.name),
  company_name: lowered(companies.company_name),
  category_name: lowered(salaryCategories.name),
  is_active: bcc.is_active,
  created_at: bcc.created_at,
};

function joined(db: DbOrTx) {
  return db
    .select(columns)
    .from(bcc)
    .innerJoin(banks, eq(banks.id, bcc.bank_id))
    .innerJoin(products, eq(products.id, bcc.product_id))
    .innerJoin(companies, eq(companies.id, bcc.company_id))
    .innerJoin(salaryCategories, eq(salaryCategories.id, bcc.category_id));
}

function filters(q: MappingQuery): SQL | undefined {
  return and(
    q.bank_id ? eq(bcc.bank_id, q.bank_id) : undefined,
    q.product_id ? eq(bcc.product_id, q.product_id) : undefined,
    q.company_id ? eq(bcc.company_id, q.company_id) : undefined,
    q.category_id ? eq(bcc.category_id, q.category_id) : undefined,
    q.is_active === undefined ? undefined : eq(bcc.is_active, q.is_active),
  );
}

async function findJoined(db: DbOrTx, id: string): Promise<MappingRow | null> {
  const [row] = await joined(db).where(eq(bcc.id, id)).limit(1);
  return row ?? null;
}

export const mappingsRepository: ResourceRepository<MappingRow, MappingQuery, MappingCreate, MappingUpdate> = {
  async list(db, q) {
    const search = searchAny(q.search, [banks.name, products.name, companies.company_name, salaryCategories.name]);
    const where = and(filters(q), search);
    const rows = await joined(db)
      .where(where)
      .orderBy(
        ...orderBy(sortColumns[q.sortBy ?? 'bank_name'], q.sortOrder, lowered(banks.name), lowered(products.name), lowered(companies.company_name), bcc.id),
      )
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit));
    // Without a search the names are not needed to count.
    const [counted] = search
      ? await db
          .select({ total: count() })
          .from(bcc)
          .innerJoin(banks, eq(banks.id, bcc.bank_id))
          .innerJoin(products, eq(products.id, bcc.product_id))
          .innerJoin(companies, eq(companies.id, bcc.company_id))
          .innerJoin(salaryCategories, eq(salaryCategories.id, bcc.category_id))
          .where(where)
      : await db.select({ total: count() }).from(bcc).where(where);
    return { rows, total: counted?.total ?? 0 };
  },
  find: findJoined,
  async insert(db, values) {
    const [row] = await db.insert(bcc).values(values).returning({ id: bcc.id });
    return (await findJoined(db, row!.id))!;
  },
  async update(db, id, patch) {
    const [row] = await db
      .update(bcc)
      .set({ ...patch, updated_at: sql`now()` })
      .where(eq(bcc.id, id))
      .returning({ id: bcc.id });
    return row ? findJoined(db, row.id) : null;
  },
  async remove(db, id) {
    const rows = await db.delete(bcc).where(eq(bcc.id, id)).returning({ id: bcc.id });
    return rows.length > 0;
  },
};
