import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../../test/test-app';
import { openDatabase } from './client';
import { backupEmbedded, restoreEmbedded } from './embedded-backup';
import { banks } from './schema';

// PGlite only: PostgreSQL is backed up with pg_dump (docs/deploy.md). Two databases made on disk, from
// the migrated template (this is no test of migrating): the time allowed is for a machine busy with
// the other test stages too.
describe.skipIf(process.env.TEST_DATABASE_URL)('embedded database backup and restore', () => {
  it('gives back the same data, keeping the database it replaces', async () => {
    const source = mkdtempSync(path.join(tmpdir(), 'lbo-backup-src-'));
    const first = await freshDatabase(undefined, source);
    await first.db.insert(banks).values({ name: 'Backed Up Bank' });
    await first.close();

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'lbo-backup-file-')), 'backup.tar.gz');
    const { bytes } = await backupEmbedded(source, file);
    expect(bytes).toBeGreaterThan(1000);

    // A different database in the target, replaced by the backup.
    const target = mkdtempSync(path.join(tmpdir(), 'lbo-backup-dst-'));
    const other = await freshDatabase(undefined, target);
    await other.db.insert(banks).values({ name: 'Other Bank' });
    await other.close();
    const { keptAt } = await restoreEmbedded(file, target);
    expect(keptAt).toContain('before-restore');

    const restored = await openDatabase({ dataDir: target });
    try {
      const names = (await restored.db.select({ name: banks.name }).from(banks)).map((r) => r.name);
      expect(names).toEqual(['Backed Up Bank']);
      expect(await restored.db.select().from(banks).where(eq(banks.name, 'Other Bank'))).toEqual([]);
    } finally {
      await restored.close();
    }
  }, 300_000);
});
