import { sql } from 'drizzle-orm';
import { RULE_GROUP_DEFINITIONS } from '@lbo/contracts/rule-groups';
import type { RuleGroup } from '@lbo/contracts/rules';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../../../db/raw-rows';

/**
 * Master-data rows whose removal or switching off takes rules with it: a bank's or product's
 * rule rows and mappings go by the database's cascade when it is deleted and stop applying when
 * it is made inactive; a company's mappings go when it is deleted. Such a write is a rule change
 * (ADR 0043): proposed while approvals are on, and otherwise allowed only with Business Rules
 * delete, its version of kind `master-data` saying what went.
 */
const GUARDED_TABLES = ['banks', 'products', 'companies'] as const;
type GuardedTable = (typeof GUARDED_TABLES)[number];

export const isGuarded = (table: string): table is GuardedTable => (GUARDED_TABLES as readonly string[]).includes(table);

/** The rules that depend on one row: rule rows per group (in tab order) and mappings. */
export interface DependentRules {
  groups: { group: RuleGroup; rows: number }[];
  mappings: number;
}

const KEY_COLUMNS: Record<GuardedTable, string> = { banks: 'bank_id', products: 'product_id', companies: 'company_id' };

/** Each group's table that has the key column: every group has bank_id, pair groups product_id, none company_id. */
function groupsKeyedBy(table: GuardedTable) {
  if (table === 'companies') return [];
  return RULE_GROUP_DEFINITIONS.filter((g) => table === 'banks' || g.scope === 'pair');
}

export async function rulesDependingOn(db: DbOrTx, table: GuardedTable, id: string): Promise<DependentRules> {
  const key = sql.identifier(KEY_COLUMNS[table]);
  const counts = [
    ...groupsKeyedBy(table).map((g) => sql`SELECT ${g.group}::text AS name, count(*)::int AS n FROM ${sql.identifier(g.table)} WHERE ${key} = ${id}`),
    sql`SELECT 'mappings'::text AS name, count(*)::int AS n FROM bank_company_categories WHERE ${key} = ${id}`,
  ];
  const rows = rowsOf<{ name: string; n: number }>(await db.execute(sql.join(counts, sql` UNION ALL `)));
  const byName = new Map(rows.map((r) => [r.name, Number(r.n)]));
  return {
    groups: groupsKeyedBy(table)
      .map((g) => ({ group: g.group as RuleGroup, rows: byName.get(g.group) ?? 0 }))
      .filter((g) => g.rows > 0),
    mappings: byName.get('mappings') ?? 0,
  };
}

export const dependsOnNothing = (d: DependentRules) => d.mappings === 0 && d.groups.length === 0;
const ruleRowCount = (d: DependentRules) => d.groups.reduce((sum, g) => sum + g.rows, 0);

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** A group as its editor's heading names it ("FOIR Rules"), not its tab's hyphenated label. */
const GROUP_TITLES = new Map<string, string>(RULE_GROUP_DEFINITIONS.map((g) => [g.group, g.texts.title]));

/** "12 rule rows (FOIR Rules 3, Multiplier Rules 9) and 1,366 mappings", or "no rules". */
export function describeDependents(d: DependentRules): string {
  const parts: string[] = [];
  if (d.groups.length > 0) {
    parts.push(`${plural(ruleRowCount(d), 'rule row')} (${d.groups.map((g) => `${GROUP_TITLES.get(g.group)} ${g.rows.toLocaleString('en-IN')}`).join(', ')})`);
  }
  if (d.mappings > 0) parts.push(plural(d.mappings, 'mapping'));
  return parts.length > 0 ? parts.join(' and ') : 'no rules';
}

/** What a guarded write does, in words: the version's summary and the proposal's. */
export function describeGuardedWrite(entity: string, name: string, action: GuardedAction, d: DependentRules): string {
  const what = action === 'delete' ? 'deleted, removing' : 'made inactive, withdrawing';
  return `${entity} “${name}” ${what} ${describeDependents(d)}`;
}

export type GuardedAction = 'delete' | 'deactivate';
