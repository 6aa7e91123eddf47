import fp from 'fastify-plugin';
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import { CHANGE_REASON_HEADER, CHANGE_REASON_MESSAGES, changeReasonSchema } from '@lbo/contracts/rule-versions';
import { ruleChangeRequest, type RuleChangeRequest } from '../db/rule-change';
import { AppError } from '../lib/app-error';

/** The header an impact preview's own save call carries; only ids the preview registered count. */
export const DRY_RUN_HEADER = 'x-lbo-dry-run';

const badReason = (message: string) => AppError.badRequest(`reason ${message}`, { reason: message });

/**
 * The reason a rule change gives: the `X-Change-Reason` header (percent-encoded UTF-8) or else
 * a `reason` field of the body as sent (route schemas drop fields they do not name); a blank
 * header leaves the body's. Trimmed; blank is none; too long, undecodable or not percent-encoded
 * is a 400 naming `reason`.
 */
function changeReasonOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CHANGE_REASON_HEADER];
  let given: unknown = request.rawChangeReason;
  if (typeof header === 'string' && header.trim() !== '') {
    // Percent-encoded text is printable ASCII; raw bytes would be stored as mangled text.
    if (/[^\x20-\x7e]/.test(header)) throw badReason(CHANGE_REASON_MESSAGES.badEncoding);
    try {
      given = decodeURIComponent(header);
    } catch {
      throw badReason(CHANGE_REASON_MESSAGES.badEncoding);
    }
  }
  if (given === undefined || given === null) return undefined;
  const parsed = changeReasonSchema.safeParse(given);
  if (!parsed.success) throw badReason(parsed.error.issues[0]?.message ?? CHANGE_REASON_MESSAGES.notText);
  return parsed.data;
}

function contextOf(request: FastifyRequest): RuleChangeRequest | null {
  // Read from the raw URL: a route's query schema may drop keys it does not name.
  const search = request.url.includes('?') ? new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1)) : null;
  const confirmed = search?.get('confirm') === 'true';
  const header = request.headers[DRY_RUN_HEADER];
  const dryRun = typeof header === 'string' ? request.server.dryRuns.get(header) : undefined;
  const reason = request.routeOptions.config.changeReason ? changeReasonOf(request) : undefined;
  if (!confirmed && !dryRun && !reason) return null;
  return { confirmed, ...(dryRun ? { dryRun } : {}), ...(reason ? { reason } : {}) };
}

/**
 * Runs every route handler inside the request's rule-change context, so that
 * `withRuleChange` deep inside a service knows whether the user confirmed the
 * change (`?confirm=true`) and whether it is an impact preview's dry run.
 */
export const ruleChangeContextPlugin = fp(async (app) => {
  app.decorate('dryRuns', new Map());
  app.decorateRequest('rawChangeReason', undefined);
  // Before the route's schema drops it: a save's body may carry its reason beside the rows.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.changeReason) return;
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body) && 'reason' in body) request.rawChangeReason = (body as { reason: unknown }).reason;
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    const dryRunnable = route.config?.dryRunnable === true;
    route.handler = function wrapped(request, reply) {
      const context = contextOf(request);
      // A route that may write outside one rolled-back transaction must never run as a dry run.
      if (context?.dryRun && !dryRunnable) throw AppError.badRequest('This call cannot be previewed: only rule and master-data saves can');
      return context ? ruleChangeRequest.run(context, () => handler.call(this, request, reply)) : handler.call(this, request, reply);
    };
  });
});
