import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count, like } from 'drizzle-orm';
import { IMPORT_ID_HEADER } from '@lbo/contracts/master-data';
import { companies } from '../src/db/schema';
import { killableServer } from './child-server';
import { fileUpload } from './multipart';
import { sheetBytes } from './sheets';

// An import is one transaction: a server killed (SIGKILL, no shutdown) in the middle of one leaves
// none of its rows, on PGlite on disk (recovered when it is opened again) and on PostgreSQL.
interface Started {
  address: string;
  token: string;
  databaseUrl: string | null;
}

describe('a server killed in the middle of an import', () => {
  const server = killableServer<Started>('test/import-crash-server.ts', 'lbo-import-crash-');

  it('leaves none of its rows', async () => {
    const { address, token } = await server.start();
    const rows: unknown[][] = [['company_name', 'is_listed']];
    for (let i = 0; i < 60_000; i++) rows.push([`Crash Co ${i}`, 'Yes']);
    const body = fileUpload('crash.xlsx', sheetBytes(rows));
    const importId = randomUUID();
    const auth = { authorization: `Bearer ${token}` };

    const upload = fetch(`${address}/api/company/importCompanies`, {
      method: 'POST',
      headers: { ...auth, ...body.headers, [IMPORT_ID_HEADER]: importId },
      body: body.payload,
    }).catch(() => 'connection lost');
    // Kill the server once the import has written at least one batch inside its transaction.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await fetch(`${address}/api/imports/${importId}/progress`, { headers: auth }).catch(() => null);
      const rowsProcessed = res?.ok ? ((await res.json()) as { data: { rowsProcessed: number; state: string } }).data : null;
      if (rowsProcessed && rowsProcessed.state === 'running' && rowsProcessed.rowsProcessed > 0) break;
      if (rowsProcessed?.state === 'done') throw new Error('the import finished before the server could be killed');
      if (Date.now() > deadline) throw new Error('the import never started');
      await new Promise((r) => setTimeout(r, 20));
    }
    await server.kill();
    expect(await upload).toBe('connection lost');

    const [stored] = await server.reopened((db) => db.select({ n: count() }).from(companies).where(like(companies.company_name, 'Crash Co %')));
    expect(stored!.n).toBe(0);
  });
});
