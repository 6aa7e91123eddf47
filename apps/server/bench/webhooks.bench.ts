// npm run bench:webhooks — how many webhook deliveries one process sends a second to a local
// receiver (a process of its own): N deliveries are put in the outbox at once, then the dispatcher drains them (claim a
// batch with SKIP LOCKED, post each signed, record every attempt). On PostgreSQL (the goal:
// ≥ 500/s per process), then on in-memory PGlite for comparison. The receiver answers 200.
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/test-app';
import { rowsOf } from '../src/db/raw-rows';
import { BENCH_POSTGRES_URL, postgresReachable, startReceiverProcess } from './bench-support';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 5000);

async function run(label: string) {
  const receiver = await startReceiverProcess();
  const port = receiver.port;
  const t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${port}` }, webhooks: { dispatch: false } });
  const [endpoint] = rowsOf<{ id: string }>(
    await t.db.execute(
      sql`INSERT INTO webhook_endpoints (url, events, secret) VALUES (${`http://127.0.0.1:${port}/hook`}, '{decision.created}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') RETURNING id`,
    ),
  );
  await t.db.execute(sql`
    INSERT INTO webhook_deliveries (endpoint_id, event_type, payload)
    SELECT ${endpoint!.id}::uuid, 'decision.created',
      jsonb_build_object('type', 'decision.created', 'timestamp', now(), 'data', jsonb_build_object('applicationId', gen_random_uuid(), 'eligibleCount', n % 40, 'totalPairs', 200))
    FROM generate_series(1, ${DELIVERIES}) n`);
  const { createWebhookDispatcher } = await import('../src/modules/webhooks');
  const dispatcher = createWebhookDispatcher({ db: t.db, clock: t.clock, mailer: t.mail, log: t.app.log, allowedHosts: [`127.0.0.1:${port}`] });
  const started = performance.now();
  const sent = await dispatcher.drain();
  const seconds = (performance.now() - started) / 1000;
  const [left] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE state <> 'succeeded'`));
  console.log(
    `\n${label}: ${sent} deliveries in ${seconds.toFixed(2)} s = ${(sent / seconds).toFixed(0)} deliveries/s (goal ≥ 500/s per process on PostgreSQL)`,
  );
  console.log(`  receiver got ${await receiver.received()}; not succeeded: ${left!.n}; RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
  await dispatcher.stop();
  await t.close();
  receiver.close();
}

const pgUrl = BENCH_POSTGRES_URL;
delete process.env.TEST_DATABASE_URL;
if (await postgresReachable(pgUrl)) {
  process.env.TEST_DATABASE_URL = pgUrl;
  await run('PostgreSQL');
  delete process.env.TEST_DATABASE_URL;
} else {
  console.log(`PostgreSQL not reachable at ${pgUrl}; skipped`);
}
await run('PGlite (in memory)');
