import fp from 'fastify-plugin';
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import { ruleChangeRequest, type RuleChangeRequest } from '../db/rule-change';
import { AppError } from '../lib/app-error';

/** The header an impact preview's own save call carries; only ids the preview registered count. */
export const DRY_RUN_HEADER = 'x-lbo-dry-run';

function contextOf(request: FastifyRequest): RuleChangeRequest | null {
  // Read from the raw URL: a route's query schema may drop keys it does not name.
  const search = request.url.includes('?') ? new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1)) : null;
  const confirmed = search?.get('confirm') === 'true';
  const header = request.headers[DRY_RUN_HEADER];
  const dryRun = typeof header === 'string' ? request.server.dryRuns.get(header) : undefined;
  if (!confirmed && !dryRun) return null;
  return { confirmed, ...(dryRun ? { dryRun } : {}) };
}

/**
 * Runs every route handler inside the request's rule-change context, so that
 * `withRuleChange` deep inside a service knows whether the user confirmed the
 * change (`?confirm=true`) and whether it is an impact preview's dry run.
 */
export const ruleChangeContextPlugin = fp(async (app) => {
  app.decorate('dryRuns', new Map());
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
