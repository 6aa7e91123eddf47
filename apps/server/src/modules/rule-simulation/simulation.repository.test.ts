import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { loanApplications } from '../../db/schema';
import { testAppForFile } from '../../../test/test-app-for-file';
import { applicationsInWindow } from './simulation.repository';

const t = testAppForFile();

describe('applicationsInWindow', () => {
  it('reads the window in pages: every application once, newest first, ties on the same instant included', async () => {
    // 620 applications over 155 instants, four at each: applications of the same instant are ordered by id.
    const base = Date.parse('2026-11-01T10:00:00.123Z');
    const rows = Array.from({ length: 620 }, (_, i) => ({
      input: { user_name: `Applicant ${i}` },
      user_name: `Applicant ${i}`,
      pair_ids: [],
      pair_meta: [],
      pair_failures: [],
      pair_amounts: [],
      pair_rates: [],
      pair_emis: [],
      total_banks_checked: 0,
      eligible_count: 0,
      created_at: new Date(base - Math.floor(i / 4) * 1000),
    }));
    await t.db.insert(loanApplications).values(rows);
    const expected = (
      await t.db.select({ id: loanApplications.id }).from(loanApplications).orderBy(desc(loanApplications.created_at), desc(loanApplications.id))
    ).map((r) => r.id);

    let pauses = 0;
    const all = await applicationsInWindow(t.db, 10_000, null, async () => void (pauses += 1));
    expect(all.map((r) => r.id)).toEqual(expected);
    expect(pauses).toBe(2); // pages of 250, 250 and 120

    const first = await applicationsInWindow(t.db, 501, null);
    expect(first.map((r) => r.id)).toEqual(expected.slice(0, 501));

    const since = await applicationsInWindow(t.db, 10_000, new Date(base - 99_000));
    expect(since.map((r) => r.id)).toEqual(expected.slice(0, 400));

    // The first page's last application deleted once read: the reading goes on below it.
    const gone = expected[249]!;
    let deleted = false;
    const read = await applicationsInWindow(t.db, 10_000, null, async () => {
      if (deleted) return;
      await t.db.delete(loanApplications).where(eq(loanApplications.id, gone));
      deleted = true;
    });
    expect(read.map((r) => r.id)).toEqual(expected);
  });
});
