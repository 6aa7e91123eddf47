import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';

/** Migration 0025 drops the column of gzip-compressed answers only once the data step has emptied it. */
const statements = readFileSync(new URL('../../drizzle/0025_drop_result_gzip.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
let db: PGlite;
const migrate = async () => {
  for (const statement of statements) await db.exec(statement);
};
const columns = async () =>
  (await db.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'loan_applications' ORDER BY 1`)).rows.map(
    (r) => r.column_name,
  );

afterEach(async () => db.close());

describe('0025_drop_result_gzip', () => {
  it('refuses while a decision still has its compressed answer, and keeps it', async () => {
    db = await PGlite.create();
    await db.exec(`CREATE TABLE loan_applications (id int, result_gzip bytea); INSERT INTO loan_applications VALUES (1, '\\x1f8b'), (2, NULL)`);
    await expect(migrate()).rejects.toThrow('result_gzip holds decisions not yet moved');
    expect(await columns()).toEqual(['id', 'result_gzip']);
  });

  it('drops the column once every decision was moved', async () => {
    db = await PGlite.create();
    await db.exec(`CREATE TABLE loan_applications (id int, result_gzip bytea); INSERT INTO loan_applications VALUES (1, NULL)`);
    await migrate();
    expect(await columns()).toEqual(['id']);
  });
});
