import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { verifyChain } from '../modules/audit-trail';

/**
 * `npm run audit:verify [-- --expected-head <hash>]`: recomputes the audit trail's hash chain
 * (ADR 0039) and prints `{ ok, entries, firstBrokenId, head, expectedHeadFound }`; exits 1 when it
 * does not verify. On the embedded database, with the server stopped (it holds the files).
 */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--expected-head');
  const expectedHead = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && !/^[0-9a-f]{64}$/.test(expectedHead ?? '')) throw new Error('--expected-head takes the 64 lowercase hex digits of a logged head');
  const env = loadEnv();
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    const started = performance.now();
    const result = await verifyChain(handle.db, expectedHead);
    process.stdout.write(`${JSON.stringify({ ...result, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) })}\n`);
    if (!result.ok) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
