import { sql } from 'drizzle-orm';
import type { AccessMap } from '@lbo/contracts/permissions';
import type { RuleVersionRestored } from '@lbo/contracts/rule-versions';
import type { Database, Tx } from '../../db/client';
import { withRuleChange, type RuleChangeContext, type RuleChangeHooks } from '../../db/rule-change';
import { AppError } from '../../lib/app-error';
import { VERSIONED_TABLES } from './rule-set-rows.repository';
import { currentVersion, findVersion } from './rule-versions.repository';
import { changedRows, type RowSides } from './version-diff';
import { describeRights, missingRights, rightsNeeded } from './restore-rights';

type Row = Record<string, unknown>;
const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

async function deleteRows(tx: Tx, table: string, ids: string[]) {
  if (ids.length > 0) await tx.execute(sql`DELETE FROM ${ident(table)} WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
}

async function insertRows(tx: Tx, table: string, rows: Row[]) {
  if (rows.length > 0)
    await tx.execute(sql`INSERT INTO ${ident(table)} SELECT * FROM jsonb_populate_recordset(NULL::${ident(table)}, ${JSON.stringify(rows)}::jsonb)`);
}

async function updateRows(tx: Tx, table: string, rows: Row[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => c !== 'id');
  const assignments = sql.join(
    columns.map((c) => sql`${ident(c)} = r.${ident(c)}`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE ${ident(table)} AS t SET ${assignments} FROM jsonb_populate_recordset(NULL::${ident(table)}, ${JSON.stringify(rows)}::jsonb) AS r WHERE t.id = r.id`,
  );
}

/**
 * Writes the difference between now and `target` back into the live tables,
 * in one transaction: the history triggers then record it as a new version
 * equal in content to `target`. Children are removed before their parents and
 * parents written before their children.
 */
async function writeBack(tx: Tx, sides: RowSides[]) {
  const byTable = new Map<string, RowSides[]>();
  for (const s of sides) byTable.set(s.tbl, [...(byTable.get(s.tbl) ?? []), s]);
  for (const table of [...VERSIONED_TABLES].reverse()) {
    await deleteRows(
      tx,
      table,
      (byTable.get(table) ?? []).filter((s) => s.after === null).map((s) => s.rowId),
    );
  }
  for (const table of VERSIONED_TABLES) {
    const rows = byTable.get(table) ?? [];
    await updateRows(
      tx,
      table,
      rows.filter((s) => s.before && s.after).map((s) => s.after!),
    );
    await insertRows(
      tx,
      table,
      rows.filter((s) => !s.before && s.after).map((s) => s.after!),
    );
  }
}

/**
 * Who asks for a restore: it writes only what their role lets them write by hand. `access` is
 * null when an approval applies a proposed restore (the proposer's rights were checked then).
 */
export interface RestoreActor {
  id: string | null;
  access: AccessMap | null;
}

/**
 * Makes a new version whose rules and master data equal those of `target`. Every row it would
 * add, change or remove needs the right the matching save call needs; a caller who lacks one
 * gets 403 naming the missing rights, before anything is written. Made under the request's
 * rule-change `context` (reason, confirmation, dry run).
 */
export async function restoreVersion(
  db: Database,
  hooks: RuleChangeHooks,
  target: number,
  actor: RestoreActor,
  context: RuleChangeContext,
): Promise<RuleVersionRestored> {
  const actorId = actor.id;
  if (!(await findVersion(db, target))) throw AppError.notFound('Rule version');
  let totals = { added: 0, removed: 0, changed: 0 };
  await withRuleChange(
    db,
    { actorId, summary: `Restored version ${target}`, kind: 'restore' },
    context,
    async (tx) => {
      // Serialise with other changes so "now" cannot move while it is undone.
      await tx.execute(sql`SELECT version FROM data_versions WHERE name = 'eligibility' FOR UPDATE`);
      const now = await currentVersion(tx);
      if (now === target) throw AppError.conflict(`Version ${target} is already the current version`);
      // Seen from now, `before` is the row's content now and `after` its content in the target.
      const sides = await changedRows(tx, now, target, null);
      const missing = actor.access ? missingRights(actor.access, rightsNeeded(sides)) : [];
      if (missing.length > 0) {
        throw new AppError('FORBIDDEN', `Restoring version ${target} needs rights your role does not have: ${describeRights(missing)}`, {
          data: { missingRights: missing },
        });
      }
      totals = {
        added: sides.filter((s) => !s.before && s.after).length,
        removed: sides.filter((s) => s.before && !s.after).length,
        changed: sides.filter((s) => s.before && s.after).length,
      };
      await writeBack(tx, sides);
    },
    hooks,
  );
  return { version: await currentVersion(db), restoredFrom: target, totals };
}
