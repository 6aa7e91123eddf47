import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';

/**
 * Vitest global setup of the server tests: one migrated database to copy per test file instead of
 * an empty cluster migrated every time. On PGlite a dump that `freshDatabase` loads (initdb costs
 * ~2.3 s a file, loading the dump ~0.5 s); on PostgreSQL a template database that `CREATE DATABASE
 * … TEMPLATE` copies. Both are named by a hash of the migrations, so a changed migration makes a
 * new one and an unchanged one is reused by the next run.
 */
const migrationsFolder = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../drizzle');

function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => path.join(f.parentPath, f.name))
    .sort();
  for (const file of files) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  const pglite = JSON.parse(readFileSync(path.resolve(migrationsFolder, '../../../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  return hash.update(pglite.version).digest('hex').slice(0, 16);
}

async function pgliteTemplate(hash: string): Promise<string> {
  const file = path.join(tmpdir(), `lbo-pglite-template-${hash}.tar`);
  if (existsSync(file)) return file;
  const handle = await openDatabase({ dataDir: 'memory' });
  const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await handle.close();
  // Written aside and renamed: a run that starts meanwhile never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return file;
}

/** How long a template of other migrations is left alone: longer than any test run. */
const TEMPLATE_KEPT_MS = 6 * 60 * 60 * 1000;

async function postgresTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `lbo_template_${hash}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return name;
    // Templates of older migrations are of no use any more, once no run can still be using them:
    // another checkout with other migrations may be testing on this server right now.
    const old = await admin.query<{ datname: string }>(
      `SELECT d.datname FROM pg_database d LEFT JOIN pg_shdescription c ON c.objoid = d.oid AND c.classoid = 'pg_database'::regclass
        WHERE d.datname LIKE 'lbo_template_%' AND (c.description IS NULL OR c.description !~ '^[0-9]+$' OR c.description::bigint < $1)`,
      [Date.now() - TEMPLATE_KEPT_MS],
    );
    for (const { datname } of old.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    const building = `${name}_${process.pid}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ url: url.toString() });
    await handle.close();
    await admin.query(`COMMENT ON DATABASE ${building} IS '${Date.now()}'`);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`).catch(async (error: Error) => {
      // Another run built it meanwhile: use theirs.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if (!/already exists/.test(error.message)) throw error;
    });
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup() {
  const hash = migrationsHash();
  process.env.LBO_PGLITE_TEMPLATE = await pgliteTemplate(hash);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) process.env.LBO_POSTGRES_TEMPLATE = await postgresTemplate(serverUrl, hash);
}
