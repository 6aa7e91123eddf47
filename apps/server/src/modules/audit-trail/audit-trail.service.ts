import type { AuditEntry, AuditPage, AuditQuery } from '@lbo/contracts/audit-trail';
import type { DbOrTx } from '../../db/client';
import { ok } from '../../lib/envelope';
import type { ExportColumn } from '../../lib/table-export';
import { entriesBefore, pageCustomerEntries, pageEntries, type AuditRecord } from './audit-events.repository';

const EXPORT_PAGE = 2_000;

const entryOf = (r: AuditRecord): AuditEntry => ({
  ...r,
  occurredAt: r.occurredAt.toISOString(),
  actorKind: r.actorKind,
  action: r.action as AuditEntry['action'],
});

function pageAnswer(rows: AuditRecord[], total: number, page: number, limit: number) {
  const list: AuditPage = { items: rows.map(entryOf), total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
  return ok(list, 'Audit trail');
}

export async function listEntries(db: DbOrTx, q: AuditQuery) {
  const { page, limit, ...filters } = q;
  const { rows, total } = await pageEntries(db, filters, limit, (page - 1) * limit);
  return pageAnswer(rows, total, page, limit);
}

export async function listCustomerEntries(db: DbOrTx, customerId: string, page: number, limit: number) {
  const { rows, total } = await pageCustomerEntries(db, customerId, limit, (page - 1) * limit);
  return pageAnswer(rows, total, page, limit);
}

/** How many of a customer's entries an access report lists (the newest, in time order). */
const ACCESS_LOG_MAX = 10_000;
const ACCESS_LOG_PAGE = 500;

/** A customer's entries for the borrower's access report, oldest first. */
export async function customerAccessLog(db: DbOrTx, customerId: string): Promise<AuditEntry[]> {
  const found: AuditRecord[] = [];
  for (let offset = 0; offset < ACCESS_LOG_MAX; offset += ACCESS_LOG_PAGE) {
    const { rows } = await pageCustomerEntries(db, customerId, ACCESS_LOG_PAGE, offset);
    found.push(...rows);
    if (rows.length < ACCESS_LOG_PAGE) break;
  }
  return found.reverse().map(entryOf);
}

/** The filtered trail a page at a time, newest first, for the export: keyset pages on the id, so the millionth row costs what the first does. */
export async function* entryPages(db: DbOrTx, filters: Omit<AuditQuery, 'page' | 'limit'>): AsyncGenerator<readonly AuditRecord[]> {
  let before: number | null = null;
  for (;;) {
    const rows = await entriesBefore(db, filters, before, EXPORT_PAGE);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE) return;
    before = Number(rows[rows.length - 1]!.id);
  }
}

export const AUDIT_EXPORT_COLUMNS: readonly ExportColumn<AuditRecord>[] = [
  { header: 'Entry', value: (r) => r.id },
  { header: 'Time (IST)', value: (r) => r.occurredAt },
  { header: 'Actor kind', value: (r) => r.actorKind },
  { header: 'Actor id', value: (r) => r.actorUserId ?? '' },
  { header: 'Actor', value: (r) => r.actorName ?? '' },
  { header: 'API key', value: (r) => r.apiKeyId ?? '' },
  { header: 'Address', value: (r) => r.address ?? '' },
  { header: 'Module', value: (r) => r.module },
  { header: 'Action', value: (r) => r.action },
  { header: 'Object type', value: (r) => r.objectType ?? '' },
  { header: 'Object id', value: (r) => r.objectId ?? '' },
  { header: 'Summary', value: (r) => r.summary },
  { header: 'Request id', value: (r) => r.requestId ?? '' },
];
