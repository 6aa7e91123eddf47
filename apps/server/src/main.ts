import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { ensureFirstAdmin } from './db/seed/admin';
import { seedDemoData } from './db/seed';
import { buildApp } from './app';

async function main() {
  const env = loadEnv();
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  const app = await buildApp({ env, db: handle.db, changes: handle.changes });
  app.log.info(`database: ${handle.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}`);

  const admin = await ensureFirstAdmin(handle.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, log: app.log });
  if (env.SEED_DEMO_DATA) await seedDemoData(handle.db, app.log, admin.id);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
