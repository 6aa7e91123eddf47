import type { RuleVersionChanges, RuleVersionSummary } from '@lbo/contracts/rule-versions';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { findVersion, pageVersions, rowCountsAt, type RuleVersionRow } from './rule-versions.repository';
import type { VersionTracker } from './version-tracker';

export const TABLE_LABELS: Record<string, string> = {
  banks: 'Banks',
  products: 'Products',
  companies: 'Companies',
  cities: 'Cities',
  salary_categories: 'Salary categories',
  bank_company_categories: 'Company categories',
  general_eligibility_rules: 'General eligibility rules',
  multiplier_rules: 'Multiplier rules',
  foir_rules: 'FOIR rules',
  employment_rules: 'Employment rules',
  bt_rules: 'Balance transfer rules',
  obligation_rules: 'Obligation rules',
  cibil_enquiry_rules: 'CIBIL enquiry rules',
  registration_rules: 'Registration type rules',
  bank_salary_rules: 'Bank salary rules',
  charges_rules: 'Charges',
};

/** A versioned table in words (every one has its label: a test holds them to VERSIONED_TABLES). */
export const tableLabel = (table: string) => TABLE_LABELS[table] ?? table;

/** "FOIR rules: +1 ~2; Companies: -3": a version's row counts per table, in words. */
export function changeCounts(changes: RuleVersionChanges): string {
  return Object.entries(changes)
    .map(
      ([table, c]) =>
        `${tableLabel(table)}: ${[c.added ? `+${c.added}` : '', c.changed ? `~${c.changed}` : '', c.removed ? `-${c.removed}` : ''].filter(Boolean).join(' ')}`,
    )
    .join('; ');
}

/** "FOIR rules: 1 changed; Companies: 200 added" — for versions saved without a summary of their own. */
function describeChanges(changes: RuleVersionChanges): string {
  const parts = Object.entries(changes).map(([table, c]) => {
    const counts = [c.added ? `${c.added} added` : '', c.changed ? `${c.changed} changed` : '', c.removed ? `${c.removed} removed` : ''].filter(Boolean);
    return `${tableLabel(table)}: ${counts.join(', ') || 'no rows'}`;
  });
  return parts.join('; ');
}

export function describeVersion(row: RuleVersionRow): RuleVersionSummary {
  return {
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName } : null,
    summary: row.summary || describeChanges(row.changes) || 'No changes',
    changes: row.changes,
    reason: row.reason,
    kind: row.kind,
  };
}

export async function listVersions(db: DbOrTx, tracker: VersionTracker, page: number, limit: number) {
  const [{ rows, total }, current] = await Promise.all([pageVersions(db, page, limit), tracker.current()]);
  return ok({ items: rows.map(describeVersion), total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)), current }, 'Rule versions');
}

export async function getVersion(db: DbOrTx, version: number) {
  const row = await findVersion(db, version);
  if (!row) throw AppError.notFound('Rule version');
  return ok({ ...describeVersion(row), rows: await rowCountsAt(db, version) }, 'Rule version');
}
