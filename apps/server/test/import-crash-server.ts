// A server for import-crash.test.ts, in a process of its own so that the test can kill it
// mid-import: PGlite on disk in CRASH_DATA_DIR, or a fresh database on TEST_DATABASE_URL.
// Prints where it listens, a signed-in token and its database's URL as one JSON line.
import { createTestApp } from './test-app';

const t = await createTestApp({ dataDir: process.env.CRASH_DATA_DIR || undefined });
const token = await t.signIn();
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ address, token, databaseUrl: t.databaseUrl })}\n`);
