import type { z } from 'zod';
import { PARTNER_MESSAGES as M, type Partner, type PartnerList, type partnerCreateSchema, type partnerUpdateSchema } from '@lbo/contracts/partners';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, RESTRICT_VIOLATION, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { ok } from '../../lib/envelope';
import * as repo from './partners.repository';

export interface PartnersDeps {
  db: Database;
  clock: Clock;
}

type PartnerCreate = z.output<typeof partnerCreateSchema>;
type PartnerUpdate = z.output<typeof partnerUpdateSchema>;

function describe(row: repo.PartnerRow): Partner {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    active: row.active,
    contactEmail: row.contact_email,
    monthlyEvaluationQuota: row.monthly_evaluation_quota,
    rateLimitPerMinute: row.rate_limit_per_minute,
    counts: { users: Number(row.users), keys: Number(row.keys), customers: Number(row.customers) },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const codeTaken = () => new AppError('CONFLICT', M.codeTaken, { errors: { code: M.codeTaken } });

/** The unique index on lower(code) catches two requests that pass the check together. */
function translateWriteError(error: unknown): never {
  if (pgErrorCode(error) === UNIQUE_VIOLATION) throw codeTaken();
  throw error;
}

async function partnerOr404(deps: PartnersDeps, id: string) {
  const row = await repo.findPartner(deps.db, id);
  if (!row) throw AppError.notFound('Partner');
  return row;
}

export async function listPartners(deps: PartnersDeps, q: { q?: string; page: number; limit: number }) {
  const { rows, total } = await repo.pagePartners(deps.db, q);
  const page: PartnerList = { items: rows.map(describe), total, page: q.page, limit: q.limit, totalPages: Math.max(1, Math.ceil(total / q.limit)) };
  return ok(page, 'Partners');
}

export async function getPartner(deps: PartnersDeps, id: string) {
  return ok(describe(await partnerOr404(deps, id)), 'Partner');
}

export async function createPartner(deps: PartnersDeps, body: PartnerCreate) {
  if (await repo.codeTaken(deps.db, body.code)) throw codeTaken();
  const id = await repo
    .insertPartner(deps.db, {
      name: body.name,
      code: body.code,
      active: body.active,
      contact_email: body.contactEmail ?? null,
      monthly_evaluation_quota: body.monthlyEvaluationQuota ?? null,
      rate_limit_per_minute: body.rateLimitPerMinute ?? null,
      now: deps.clock.now(),
    })
    .catch(translateWriteError);
  return ok(describe(await partnerOr404(deps, id)), M.created, 201);
}

/**
 * Changes what the body names. Deactivating takes effect at once: sign-in and API-key checks read
 * the partner's `active` on every request, so its users' sessions and its keys stop working.
 */
export async function updatePartner(deps: PartnersDeps, id: string, body: PartnerUpdate) {
  const existing = await partnerOr404(deps, id);
  if (body.code !== undefined && (await repo.codeTaken(deps.db, body.code, id))) throw codeTaken();
  await repo
    .updatePartner(deps.db, id, {
      name: body.name,
      code: body.code,
      active: body.active,
      contact_email: body.contactEmail,
      monthly_evaluation_quota: body.monthlyEvaluationQuota,
      rate_limit_per_minute: body.rateLimitPerMinute,
      now: deps.clock.now(),
    })
    .catch(translateWriteError);
  const deactivated = existing.active && body.active === false;
  return ok(describe(await partnerOr404(deps, id)), deactivated ? M.deactivated : M.updated);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** What a partner holds in words ("2 users and 1 API key"), or '' when it holds nothing. */
function holdingsInWords(held: { users: number; keys: number; endpoints: number; customers: number }): string {
  const parts = [
    held.users > 0 ? plural(held.users, 'user') : '',
    held.keys > 0 ? plural(held.keys, 'API key') : '',
    held.endpoints > 0 ? plural(held.endpoints, 'webhook endpoint') : '',
    held.customers > 0 ? plural(held.customers, 'customer') : '',
  ].filter(Boolean);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Only a partner that holds nothing goes: its users, keys, endpoints and applicants would lose
 * their partner (and the applicants their isolation). Anything else is deactivated instead.
 */
export async function deletePartner(deps: PartnersDeps, id: string) {
  const held = await repo.partnerHoldings(deps.db, id);
  if (!held) throw AppError.notFound('Partner');
  const words = holdingsInWords({ users: Number(held.users), keys: Number(held.keys), endpoints: Number(held.endpoints), customers: Number(held.customers) });
  if (words) throw AppError.conflict(M.inUse(words));
  const deleted = await repo.deletePartner(deps.db, id).catch((error: unknown) => {
    // Rows the counts do not cover (decisions, jobs, idempotency records of a customer since erased) hold it too.
    const code = pgErrorCode(error);
    if (code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION) throw AppError.conflict(M.inUseRecords);
    throw error;
  });
  if (!deleted) throw AppError.notFound('Partner');
  return ok({ id }, M.deleted);
}
