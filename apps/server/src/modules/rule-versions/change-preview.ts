import { dryRunOf, type DryRunWork, type RuleChangeContext } from '../../db/rule-change';
import { rowsWrittenIn } from './rule-set-rows.repository';
import type { RowSides } from './version-diff';

/**
 * Runs a change (`work`, under the context it is given) as a dry run (every check of the real one, then rolled back) and answers the
 * rows it would write in `tables`, each with its content before and after: how a proposed
 * change is validated and described before anyone approves it.
 */
export async function previewChange(tables: readonly string[], context: RuleChangeContext, work: DryRunWork): Promise<RowSides[]> {
  let written: Awaited<ReturnType<typeof rowsWrittenIn>> = [];
  await dryRunOf(
    context,
    async (tx, version) => {
      written = await rowsWrittenIn(tx, version, tables);
    },
    work,
  );
  // A content ended in the version is the row before; one started in it, the row after.
  const byRow = new Map<string, RowSides>();
  for (const w of written) {
    const key = `${w.tbl}:${w.rowId}`;
    const sides = byRow.get(key) ?? { tbl: w.tbl, rowId: w.rowId, before: null, after: null };
    if (w.validTo === null) sides.after = w.data;
    else sides.before = w.data;
    byRow.set(key, sides);
  }
  return [...byRow.values()];
}
