// npm run bench:audit — the audit trail's chain on PostgreSQL (TEST_DATABASE_URL or the machine's
// default): inserts AUDIT_ENTRIES (1,000,000) entries through the seal trigger in statements of
// 10,000, then times verify (every hash recomputed in Node, keyset pages of 10,000; goal ≤ 10 s),
// and the same with a changed entry, which verify must name.
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/test-app';
import { verifyChain } from '../src/modules/audit-trail';
import { rowsOf } from '../src/db/raw-rows';
import { BENCH_POSTGRES_URL, postgresReachable } from './bench-support';

const ENTRIES = Number(process.env.AUDIT_ENTRIES ?? 1_000_000);
const BATCH = 10_000;

if (!(await postgresReachable(BENCH_POSTGRES_URL))) {
  console.log(`PostgreSQL not reachable at ${BENCH_POSTGRES_URL}; skipped`);
  process.exit(0);
}
const handle = await freshDatabase(BENCH_POSTGRES_URL);
try {
  const started = performance.now();
  for (let done = 0; done < ENTRIES; done += BATCH) {
    const n = Math.min(BATCH, ENTRIES - done);
    await handle.db.execute(sql`
      INSERT INTO audit_events (actor_kind, actor_user_id, address, module, action, object_type, object_id, summary, request_id)
      SELECT 'user', gen_random_uuid(), '10.0.0.' || (g % 250), 'customer-master', 'read', 'customer', gen_random_uuid()::text,
        'Read customer through GET /api/customers/:id', gen_random_uuid()::text
      FROM generate_series(1, ${n}::int) g`);
  }
  const inserted = (performance.now() - started) / 1000;
  const [size] = rowsOf<{ size: string }>(await handle.db.execute(sql`SELECT pg_size_pretty(pg_total_relation_size('audit_events')) AS size`));
  console.log(
    `\n${ENTRIES.toLocaleString('en-US')} entries inserted through the seal trigger in ${inserted.toFixed(1)} s (${Math.round(ENTRIES / inserted).toLocaleString('en-US')} a second; table ${size?.size ?? '?'})`,
  );

  const t0 = performance.now();
  const result = await verifyChain(handle.db);
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `verify: ${JSON.stringify({ ok: result.ok, entries: result.entries, firstBrokenId: result.firstBrokenId })} in ${seconds.toFixed(2)} s (goal ≤ 10 s)`,
  );
  if (!result.ok || result.entries !== ENTRIES) throw new Error('the chain did not verify');

  const victim = Math.floor(ENTRIES * 0.7);
  await handle.db.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER USER`);
  await handle.db.execute(sql`UPDATE audit_events SET summary = 'Nothing happened' WHERE id = ${victim}`);
  const t1 = performance.now();
  const broken = await verifyChain(handle.db, result.head ?? undefined);
  console.log(`verify after entry ${victim} changed: firstBrokenId ${broken.firstBrokenId} in ${((performance.now() - t1) / 1000).toFixed(2)} s`);
  if (broken.firstBrokenId !== String(victim)) throw new Error('the changed entry was not named');
} finally {
  await handle.close();
}
