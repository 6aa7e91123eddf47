// A server for webhook-crash.test.ts, in a process of its own so that the test can kill it right
// after a decision committed: PGlite on disk in CRASH_DATA_DIR, or a fresh database on
// TEST_DATABASE_URL. It never sends webhooks itself (the kill always falls between commit and
// delivery). Prints where it listens, a token, its database's URL and a company and city.
import { createTestApp } from './test-app';
import { insertStandardPlaces, insertStandardRules } from './standard-rules';

const t = await createTestApp({
  dataDir: process.env.CRASH_DATA_DIR || undefined,
  env: { WEBHOOK_ALLOWED_HOSTS: process.env.CRASH_ALLOWED_HOSTS ?? '' },
  webhooks: { dispatch: false },
});
const token = await t.signIn();
const places = await insertStandardPlaces(t.db, 'Crash', { city_name: 'Indore', state: 'Madhya Pradesh', is_metro: false });
await insertStandardRules(t.db, places.pair);
await t.settleRuleVersion();
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ address, token, databaseUrl: t.databaseUrl, company: places.company, city: places.city })}\n`);
