import path from 'node:path';
import { loadEnv } from '../config/env';
import { backupEmbedded, restoreEmbedded } from '../db/embedded-backup';

/** `npm run db:backup -- <file>` / `npm run db:restore -- <file>`: the embedded database of DATA_DIR, server stopped. */
async function main() {
  const [command, file] = process.argv.slice(2);
  const env = loadEnv();
  if (env.DATABASE_URL) throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/deploy.md)');
  if (!file || (command !== 'backup' && command !== 'restore')) throw new Error('usage: db-backup.ts backup|restore <file>');
  const target = path.resolve(file);
  if (command === 'backup') {
    const { bytes } = await backupEmbedded(env.DATA_DIR, target);
    process.stdout.write(`Backed up ${env.DATA_DIR} to ${target} (${bytes} bytes)\n`);
  } else {
    const { keptAt } = await restoreEmbedded(target, env.DATA_DIR);
    process.stdout.write(`Restored ${target} into ${env.DATA_DIR}${keptAt ? `; the previous database is kept in ${keptAt}` : ''}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
