import { PRIVACY_MESSAGES as M, type PrivacyComplete, type PrivacyRequest, type PrivacyRequestList, type PrivacyRequestsQuery } from '@lbo/contracts/privacy';
import type { z } from 'zod';
import type { privacyCompleteSchema, privacyRequestCreateSchema } from '@lbo/contracts/privacy';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { ok } from '../../lib/envelope';
import { accessReport } from './access-report';
import { accessReportPdf } from './access-report-pdf';
import { describeErasure, eraseCustomers, type ErasureDeps } from './erasure';
import {
  correctCustomer,
  customerExists,
  findRequest,
  insertRequest,
  lockCustomer,
  markCompleted,
  markDownloaded,
  pageRequests,
  referenceTaken,
  type PrivacyRequestRow,
} from './privacy-requests.repository';

export interface PrivacyDeps extends ErasureDeps {
  clock: Clock;
  dueDays: number;
}

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function describe(r: PrivacyRequestRow, now: Date): PrivacyRequest {
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    customer:
      r.customer_id === null
        ? null
        : { id: r.customer_id, name: r.customer_name ?? '', reference: r.customer_reference ?? '', erased: r.customer_erased_at !== null },
    note: r.note,
    createdAt: iso(r.created_at),
    createdBy: { id: r.created_by ?? '', name: r.created_by_name },
    dueAt: iso(r.due_at),
    overdue: r.state === 'open' && new Date(r.due_at).getTime() < now.getTime(),
    downloadedAt: isoOrNull(r.downloaded_at),
    completedAt: isoOrNull(r.completed_at),
    completedBy: r.completed_by === null ? null : { id: r.completed_by, name: r.completed_by_name },
    outcome: r.outcome,
  };
}

async function requestOrThrow(deps: PrivacyDeps, id: string) {
  const row = await findRequest(deps.db, id);
  if (!row) throw AppError.notFound('Privacy request');
  return row;
}

export async function createRequest(deps: PrivacyDeps, body: z.output<typeof privacyRequestCreateSchema>, userId: string) {
  if (!(await customerExists(deps.db, body.customerId))) throw AppError.notFound('Customer');
  const now = deps.clock.now();
  const id = await insertRequest(deps.db, {
    kind: body.kind,
    customerId: body.customerId,
    note: body.note ?? '',
    createdBy: userId,
    createdAt: now,
    dueAt: new Date(now.getTime() + deps.dueDays * DAY_MS),
  });
  return ok(describe((await requestOrThrow(deps, id))!, now), M.created, 201);
}

export async function listRequests(deps: PrivacyDeps, q: PrivacyRequestsQuery) {
  const now = deps.clock.now();
  const { rows, total, overdue } = await pageRequests(deps.db, q, now);
  const list: PrivacyRequestList & { overdue: number } = {
    items: rows.map((r) => describe(r, now)),
    total,
    page: q.page,
    limit: q.limit,
    totalPages: Math.max(1, Math.ceil(total / q.limit)),
    overdue,
  };
  return ok(list, 'Privacy requests');
}

/** An access request's data, as JSON or PDF; the first download is recorded (completing needs it). */
export async function downloadAccess(deps: PrivacyDeps, id: string, format: 'json' | 'pdf') {
  const request = await requestOrThrow(deps, id);
  if (request.kind !== 'ACCESS') throw AppError.conflict(M.onlyAccess);
  if (!request.customer_id) throw AppError.notFound('Customer');
  const now = deps.clock.now();
  const report = await accessReport(deps.db, request.customer_id, { id: request.id, kind: request.kind, createdAt: iso(request.created_at) }, now);
  await markDownloaded(deps.db, id, now);
  const name = `personal-data-${request.id.slice(0, 8)}`;
  if (format === 'pdf') return { filename: `${name}.pdf`, type: 'application/pdf', bytes: await accessReportPdf(report) };
  const { titles: _titles, ...json } = report;
  return { filename: `${name}.json`, type: 'application/octet-stream', bytes: Buffer.from(JSON.stringify(json, null, 2), 'utf8') };
}

/**
 * Completes a request in one transaction with what it asks: a correction edits the customer's
 * name or reference, an erasure pseudonymises the customer everywhere, an access request is
 * done once its data was downloaded.
 */
export async function completeRequest(deps: PrivacyDeps, id: string, body: z.output<typeof privacyCompleteSchema>, userId: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const request = await findRequest(tx, id, { lock: true });
    if (!request) throw AppError.notFound('Privacy request');
    if (request.state !== 'open') throw AppError.conflict(M.notOpen);
    if (!request.customer_id) throw AppError.notFound('Customer');
    let outcome: string;
    if (request.kind === 'ACCESS') {
      if (!request.downloaded_at) throw AppError.conflict(M.notDownloaded);
      // When it was first downloaded is the request's own `downloadedAt`: the screen shows it as a date.
      outcome = 'Data handed over';
    } else if (request.kind === 'CORRECTION') {
      outcome = await correct(tx, request.customer_id, body, now);
    } else {
      outcome = describeErasure(await eraseCustomers(deps, tx, [request.customer_id], now));
    }
    if (body.reason) outcome += `. Reason: ${body.reason}`;
    await markCompleted(tx, id, { by: userId, at: now, outcome });
  });
  return ok(describe((await requestOrThrow(deps, id))!, now), M.completed);
}

async function correct(tx: Parameters<typeof correctCustomer>[0], customerId: string, body: PrivacyComplete, now: Date): Promise<string> {
  const name = typeof body.name === 'string' ? body.name.trim() : undefined;
  const reference = typeof body.reference === 'string' ? body.reference.trim() : undefined;
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  const errors: Record<string, string> = {};
  if (!name && !reference) errors.name = M.noChange;
  if (!reason) errors.reason = M.required;
  if (Object.keys(errors).length > 0)
    throw AppError.badRequest(
      Object.entries(errors)
        .map(([f, m]) => `${f} ${m}`)
        .join('; '),
      errors,
    );
  const customer = await lockCustomer(tx, customerId);
  if (!customer) throw AppError.notFound('Customer');
  if (customer.erased) throw AppError.conflict(M.erased);
  if (reference && (await referenceTaken(tx, reference, customerId))) throw AppError.conflict(`reference ${M.referenceTaken}`);
  await correctCustomer(tx, customerId, { name, reference, at: now });
  const changed = [name && name !== customer.name ? 'name' : null, reference && reference !== customer.reference ? 'reference' : null].filter(Boolean);
  return changed.length > 0 ? `Corrected the customer's ${changed.join(' and ')}` : 'Nothing differed from what was held';
}
