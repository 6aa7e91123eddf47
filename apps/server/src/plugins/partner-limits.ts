import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { PARTNER_LIMIT_MESSAGES } from '@lbo/contracts/limits';
import { countPartnerUse, refundPartnerEvaluations } from '../db/partner-usage';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { reportingMonthStart } from '../lib/reporting-days';

const MINUTE_MS = 60_000;

interface Counted {
  partnerId: string;
  evaluations: number;
  monthStart: Date;
}

/**
 * A channel partner's limits (ADR 0044), set on the partner and shared by its users and keys: a
 * rate limit per minute on every request to a route that needs a caller, and a monthly quota of
 * evaluations (India's calendar month): one per `config.countsEvaluations` request, a bulk file's
 * further applicants through `request.countPartnerEvaluations`. Past either, 429 with Retry-After.
 * Counted in the database in one statement a request (db/partner-usage.ts), so processes agree.
 * A request answered with a failure, or replayed, gives its evaluations back: only evaluations
 * made count. Callers without a partner (the marketplace's staff), or whose partner has no limit,
 * cost nothing here: whether it has one is read with the session or key.
 */
export const partnerLimitsPlugin = fp<{ clock: Clock }>(async (app, opts) => {
  app.decorateRequest('partnerCounted', null);
  app.decorateRequest('countPartnerEvaluations', null);

  /** A request a partner's limit refuses counts nothing against its API key either. */
  async function giveBackKeyRequest(request: FastifyRequest) {
    if (request.apiKey && app.apiKeyAuth.refund) await app.apiKeyAuth.refund(request.apiKey.id, 1);
  }

  async function count(request: FastifyRequest, partnerId: string, requests: 0 | 1, evaluations: number) {
    const now = opts.clock.now();
    const minuteStart = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
    const monthStart = reportingMonthStart(now);
    const counted = await countPartnerUse(app.db, { partnerId, requests, minuteStart, evaluations, monthStart });
    if (counted.perMinute !== null && counted.minuteUsed !== null && counted.minuteUsed > counted.perMinute) {
      await giveBackKeyRequest(request);
      const seconds = Math.max(1, Math.ceil((minuteStart.getTime() + MINUTE_MS - now.getTime()) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', PARTNER_LIMIT_MESSAGES.rateLimitExceeded(counted.perMinute, seconds), {
        retryAfterSeconds: seconds,
        data: { rateLimitPerMinute: counted.perMinute, windowEndsAt: new Date(minuteStart.getTime() + MINUTE_MS).toISOString() },
      });
    }
    if (evaluations === 0) return;
    if (counted.monthUsed !== null) {
      request.partnerCounted = [...(request.partnerCounted ?? []), { partnerId, evaluations, monthStart }];
      return;
    }
    if (counted.perMonth === null) return; // no quota: nothing to count or hold it to
    await giveBackKeyRequest(request);
    // A file's refusal speaks of the whole file: what its request counted already is given back.
    const ownSoFar = (request.partnerCounted ?? [])
      .filter((held) => held.monthStart.getTime() === monthStart.getTime())
      .reduce((sum, held) => sum + held.evaluations, 0);
    const used = Math.max(0, counted.monthBefore - ownSoFar);
    const requested = evaluations + ownSoFar;
    const resetsAt = reportingMonthStart(now, 1);
    throw new AppError('TOO_MANY_REQUESTS', PARTNER_LIMIT_MESSAGES.monthlyQuotaExceeded(counted.perMonth, used, requested, resetsAt.toISOString()), {
      retryAfterSeconds: (resetsAt.getTime() - now.getTime()) / 1000,
      data: { monthlyEvaluationQuota: counted.perMonth, used, requested, resetsAt: resetsAt.toISOString() },
    });
  }

  // After the session plugin's (registered before this one): the caller and its partner are known.
  app.addHook('preValidation', async (request) => {
    const partnerId = request.partnerId;
    // A partner without limits is counted nowhere (its limits came with the session or key: no statement here).
    if (!partnerId || request.auth?.partnerLimited !== true) return;
    request.countPartnerEvaluations = (units) => count(request, partnerId, 0, units);
    await count(request, partnerId, 1, request.routeOptions.config.countsEvaluations ? 1 : 0);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const counted = request.partnerCounted;
    if (!counted) return payload;
    if (reply.statusCode < 300 && reply.getHeader('idempotent-replayed') !== 'true') return payload;
    request.partnerCounted = null;
    try {
      for (const held of counted) await refundPartnerEvaluations(app.db, held);
    } catch (error) {
      request.log.error({ err: error }, 'evaluations counted for a refused request could not be given back');
    }
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    /** Evaluations this request counted against its partner's month, given back if it fails. */
    partnerCounted: Counted[] | null;
    /** For a partner's caller: counts more evaluations (a bulk file's further applicants), or throws 429. */
    countPartnerEvaluations: ((units: number) => Promise<void>) | null;
  }
}
