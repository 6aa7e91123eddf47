import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { RoleAccessEntry } from '@lbo/contracts/permissions';
import { buildApp, type AppOptions } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { ensureFirstAdmin } from '../src/db/seed/admin';
import { seedDemoData } from '../src/db/seed';
import * as schema from '../src/db/schema';
import { roles, users } from '../src/db/schema';
import { currentVersion } from '../src/modules/rule-versions';
import type { WebhookSettings } from '../src/modules/webhooks';
import type { ExtraRuleGroup } from '../src/modules/rules';
import type { ExtraMasterEntity } from '../src/modules/master-data';
import { manualClock } from '../src/lib/clock';
import { createMemoryMailer } from '../src/lib/memory-mailer';
import { hashPassword } from '../src/lib/passwords';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-password-1';
export const TEST_ORIGIN = 'http://localhost:3000';
/**
 * How long a test polls for background work (roll-ups, queued jobs, another process hearing of a
 * change). On CI the server stages share two cores with three others, so three times as long; a
 * passing test stops polling as soon as the work is done.
 */
export const SETTLE_MS = process.env.CI ? 60_000 : 20_000;
/** A desktop Chrome's User-Agent: a visitor the redirect's bot check lets through. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let pgliteTemplate: Blob | undefined;

/** The migrated database the global setup dumped (test/database-templates.ts), read once a process. */
function migratedPglite(): Blob | undefined {
  const file = process.env.LBO_PGLITE_TEMPLATE;
  if (!file || !existsSync(file)) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * Opens a fresh database: PGlite in memory (or in the empty folder `dataDir`), or a new
 * database on the PostgreSQL server at `serverUrl`, dropped again by `close()`. Both start
 * from the migrated template of the global setup when there is one.
 */
export async function freshDatabase(serverUrl: string | undefined = process.env.TEST_DATABASE_URL, dataDir = 'memory'): Promise<DatabaseHandle> {
  if (!serverUrl) return openDatabase({ dataDir, template: migratedPglite() });
  const name = `lbo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = process.env.LBO_POSTGRES_TEMPLATE;
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      // Let the pool's sockets finish closing before the database goes.
      await new Promise((r) => setTimeout(r, 200));
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The PostgreSQL database's URL (null on PGlite), for a second app on the same database. */
  databaseUrl: string | null;
  mail: ReturnType<typeof createMemoryMailer>;
  clock: ReturnType<typeof manualClock>;
  adminId: string;
  close(): Promise<void>;
  /** Signs in through both steps and returns the bearer token. */
  signIn(email?: string, password?: string): Promise<string>;
  /**
   * Waits until the app has heard of every rule-set version in the database: a test's own direct
   * writes reach the app as another process's would, through NOTIFY, a moment after they commit.
   */
  settleRuleVersion(): Promise<void>;
  /** A user with a role holding exactly these permissions; returns its token. */
  userWithAccess(access: RoleAccessEntry[], email?: string): Promise<{ token: string; userId: string; roleId: string }>;
}

/** `dataDir`: PGlite on disk there instead of in memory (benchmarks whose data outgrows memory). */
export async function createTestApp(
  opts: {
    seedDemo?: boolean;
    env?: Record<string, string>;
    dataDir?: string;
    extraRuleGroups?: readonly ExtraRuleGroup[];
    extraMasterEntities?: readonly ExtraMasterEntity[];
    webhooks?: WebhookSettings;
    pairFigures?: AppOptions['pairFigures'];
    /** A database opened already (benchmarks on a database of their own); closed with the app. */
    handle?: DatabaseHandle;
    /** Replica-tolerant reads through a second handle: on PostgreSQL a pool whose sessions are read-only, as a hot standby's. */
    readReplica?: boolean;
  } = {},
): Promise<TestApp> {
  const handle = opts.handle ?? (await freshDatabase(undefined, opts.dataDir));
  const replica = opts.readReplica ? readOnlyHandle(handle) : null;
  const clock = manualClock(new Date());
  const mail = createMemoryMailer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lbo-test-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_BASE_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', ...opts.env });
  const app = await buildApp({
    env,
    db: handle.db,
    readDb: replica?.db,
    changes: handle.changes,
    clock,
    mailer: mail,
    logger: false,
    extraRuleGroups: opts.extraRuleGroups,
    extraMasterEntities: opts.extraMasterEntities,
    pairFigures: opts.pairFigures,
    // Deliveries go out when a test drains the outbox, not on a timer of their own.
    webhooks: { pollMs: 60_000, ...opts.webhooks },
  });
  await app.ready();
  const admin = await ensureFirstAdmin(handle.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, log: app.log });
  if (opts.seedDemo) await seedDemoData(handle.db, app.log, admin.id);

  async function signIn(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
    const login = await app.inject({ method: 'POST', url: '/api/crmAuth/adminLogin', payload: { email, password } });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
    const userId = login.json().data.user_id as string;
    const code = codeFrom(mail.lastTo(email.toLowerCase())?.text);
    const verify = await app.inject({ method: 'POST', url: '/api/crmAuth/verifyOTP', payload: { user_id: userId, otp: code } });
    if (verify.statusCode !== 200) throw new Error(`code check failed: ${verify.body}`);
    return verify.json().data.token as string;
  }

  let counter = 0;
  async function userWithAccess(access: RoleAccessEntry[], email?: string) {
    counter += 1;
    const address = email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
    const [role] = await handle.db
      .insert(roles)
      .values({ role_name: `Role ${address}`, role_access: access })
      .returning();
    const [user] = await handle.db
      .insert(users)
      .values({ name: `User ${counter}`, email: address, password_hash: await hashPassword('user-password-1'), role_id: role!.id, status: 'Active' })
      .returning();
    const token = await signIn(address, 'user-password-1');
    return { token, userId: user!.id, roleId: role!.id };
  }

  async function settleRuleVersion() {
    const target = await currentVersion(handle.db);
    for (let i = 0; i < 400; i++) {
      if ((await app.ruleVersions.current()) >= target) return;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error(`the app did not hear of rule version ${target}`);
  }

  return {
    app,
    db: handle.db,
    settleRuleVersion,
    databaseUrl: handle.url,
    mail,
    clock,
    adminId: admin.id,
    signIn,
    userWithAccess,
    async close() {
      await app.close();
      await replica?.close();
      await handle.close();
    },
  };
}

/** A second way into the same database for reads: read-only sessions on PostgreSQL, another drizzle instance on PGlite. */
function readOnlyHandle(handle: DatabaseHandle): { db: Database; close(): Promise<void> } {
  if (!handle.url) {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    return { db: drizzlePglite({ client, schema }) as unknown as Database, close: async () => undefined };
  }
  const pool = new pg.Pool({ connectionString: handle.url, options: '-c default_transaction_read_only=on', max: 2 });
  return { db: drizzlePg({ client: pool, schema }) as unknown as Database, close: () => pool.end() };
}

export function codeFrom(text: string | undefined): string {
  const match = /\b(\d{6})\b/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no code in mail: ${text}`);
  return match[1];
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export { users };
