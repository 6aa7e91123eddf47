import fp from 'fastify-plugin';
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import { CHANGE_REASON_HEADER, CHANGE_REASON_MESSAGES, changeReasonSchema } from '@lbo/contracts/rule-versions';
import { isDryRunRollback, type RuleChangeContext } from '../db/rule-change';
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

/**
 * The request's rule-change context, read once from the request: `?confirm=true` from the raw
 * URL (a route's query schema may drop keys it does not name), the dry run an impact preview
 * registered under the `x-lbo-dry-run` header (any other value is no dry run), and the reason on
 * routes that take one.
 */
function contextOf(request: FastifyRequest): RuleChangeContext {
  const search = request.url.includes('?') ? new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1)) : null;
  const confirmed = search?.get('confirm') === 'true';
  const header = request.headers[DRY_RUN_HEADER];
  const dryRun = typeof header === 'string' ? request.server.dryRuns.get(header) : undefined;
  const reason = request.routeOptions.config.changeReason ? changeReasonOf(request) : undefined;
  return { confirmed, ...(dryRun ? { dryRun } : {}), ...(reason ? { reason } : {}) };
}

/** The rule-change context of the request, for the route to hand to the service that makes the change. */
export function changeContextOf(request: FastifyRequest): RuleChangeContext {
  if (!request.ruleChange) throw new Error('No rule-change context: the route runs outside ruleChangeContextPlugin');
  return request.ruleChange;
}

/** What an impact preview's save call answers once its change was captured and undone. */
const DRY_RUN_ANSWER = JSON.stringify({ status: true, statusCode: 200, message: 'dry run: rolled back', data: null });

/**
 * Builds each request's rule-change context before its handler runs (`request.ruleChange`,
 * passed on by the routes that change rules), refuses a dry run of a route that cannot be one,
 * and answers a dry run's rollback as the success it is.
 */
export const ruleChangeContextPlugin = fp(async (app) => {
  app.decorate('dryRuns', new Map());
  app.decorateRequest('rawChangeReason', undefined);
  app.decorateRequest('ruleChange', null);
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
      request.ruleChange = context;
      if (!context.dryRun) return handler.call(this, request, reply);
      // A route that may write outside one rolled-back transaction must never run as a dry run.
      if (!dryRunnable) throw AppError.badRequest('This call cannot be previewed: only rule and master-data saves can');
      return Promise.resolve(handler.call(this, request, reply)).catch((error: unknown) => {
        if (!isDryRunRollback(error)) throw error;
        // Sent as text: the route's own answer schema describes what a real call answers, not this.
        return reply.status(200).type('application/json; charset=utf-8').send(DRY_RUN_ANSWER);
      });
    };
  });
});
