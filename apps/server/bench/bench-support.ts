import pg from 'pg';

/** The PostgreSQL the benchmarks compare against: TEST_DATABASE_URL, else the machine's own. */
export const BENCH_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether that database answers, so a benchmark can skip its PostgreSQL half with a note. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
