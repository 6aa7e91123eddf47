import type { FastifyRequest } from 'fastify';
import { pagination } from '@lbo/contracts/common';
import { RULE_MESSAGES } from '@lbo/contracts/rules';
import { AppError } from '../../../lib/app-error';
import { access } from '../../../plugins/access';
import { requireAuth } from '../../../plugins/session';
import type { Actor } from './audit.repository';
import type { RuleDto } from './rule-group';

export const TAGS = ['rules'];

/**
 * Reads need view; creates create; updates and "create and update" saves edit; deletes delete.
 * Every write is one rule change an impact preview can run and roll back (`dryRunnable`), and
 * takes a reason for the version it makes (`changeReason`).
 */
export const can = {
  view: { access: access.to('rules-management', 'view') },
  create: { access: access.to('rules-management', 'create'), dryRunnable: true, changeReason: true },
  edit: { access: access.to('rules-management', 'edit'), dryRunnable: true, changeReason: true },
  delete: { access: access.to('rules-management', 'delete'), dryRunnable: true, changeReason: true },
};

export function actorOf(request: FastifyRequest): Actor {
  const { user } = requireAuth(request);
  return { id: user.id, name: user.name };
}

/** The save calls take the pair from the query string, else from the body. */
export function pairOf(
  query: { bank_id?: string; product_id?: string },
  body: { bank_id?: string; product_id?: string },
): { bank_id: string; product_id: string } {
  const bankId = query.bank_id ?? body.bank_id;
  const productId = query.product_id ?? body.product_id;
  if (!bankId || !productId) throw AppError.badRequest(RULE_MESSAGES.pairRequired);
  return { bank_id: bankId, product_id: productId };
}

/** A bulk list answer: the rows under the group's list name, with paging. */
export function listAnswer(name: string, rows: RuleDto[], total: number, page: number, limit: number, withTotalCount = false) {
  const list = withTotalCount ? rows.map((r) => ({ ...r, total_count: total })) : rows;
  return {
    [name]: list,
    pagination: pagination(total, page, limit),
    total_count: total,
  };
}

/** The row the single-row forms edit when a pair somehow has several: the first active one, else the newest. */
export function formRow(rows: RuleDto[]): RuleDto | null {
  return rows.find((r) => r.is_active) ?? rows[rows.length - 1] ?? null;
}
