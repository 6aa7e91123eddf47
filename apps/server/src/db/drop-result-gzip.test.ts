import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app';
import type { DatabaseHandle } from './client';

/** Migration 0025 drops the column of gzip-compressed answers only once the data step has emptied it. */
const statements = readFileSync(new URL('../../drizzle/0025_drop_result_gzip.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
let handle: DatabaseHandle;
let db: PGlite;
const migrate = async () => {
  for (const statement of statements) await db.exec(statement);
};
const columns = async () =>
  (
    await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'gzip_step' AND table_name = 'loan_applications' ORDER BY 1`,
    )
  ).rows.map((r) => r.column_name);

// Embedded PGlite only: the test's own table is all it reads, so on PostgreSQL it would run the very
// same again. One database for both tests, copied from the migrated template (an initdb costs
// seconds); the migration runs in a schema of its own, on a table made anew for each test.
describe.skipIf(process.env.TEST_DATABASE_URL)('0025_drop_result_gzip', () => {
  beforeAll(async () => {
    handle = await freshDatabase(undefined);
    db = (handle.db as unknown as { $client: PGlite }).$client;
    await db.exec('CREATE SCHEMA gzip_step; SET search_path TO gzip_step');
  });
  beforeEach(async () => db.exec('DROP TABLE IF EXISTS loan_applications'));
  afterAll(async () => handle.close());

  it('refuses while a decision still has its compressed answer, and keeps it', async () => {
    await db.exec(`CREATE TABLE loan_applications (id int, result_gzip bytea); INSERT INTO loan_applications VALUES (1, '\\x1f8b'), (2, NULL)`);
    await expect(migrate()).rejects.toThrow('result_gzip holds decisions not yet moved');
    expect(await columns()).toEqual(['id', 'result_gzip']);
  });

  it('drops the column once every decision was moved', async () => {
    await db.exec(`CREATE TABLE loan_applications (id int, result_gzip bytea); INSERT INTO loan_applications VALUES (1, NULL)`);
    await migrate();
    expect(await columns()).toEqual(['id']);
  });
});
