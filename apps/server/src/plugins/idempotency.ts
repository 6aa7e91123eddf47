import { createHash, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY, IDEMPOTENCY_MESSAGES } from '@lbo/contracts/limits';
import { claimKey, completeKey, deleteExpiredKeys, findKey, releaseKey } from '../db/idempotency-keys';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

const HEADER = 'idempotency-key';

/**
 * The `Idempotency-Key` request header as the route's header schema: Fastify validates it (a bad
 * key is a 400 naming it) and the document lists it as a parameter. Routes get it with
 * `idempotent: true` in `moduleRoutes`; the plugin refuses an idempotent route without it.
 */
export const idempotencyKeyHeaders = z.object({
  [HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_MESSAGES.invalidKey)
    .optional()
    .describe('Makes a retry safe: the same key with the same body answers the first answer again for 24 hours'),
});

const POLL_MS = 25;

interface Claim {
  owner: string;
  key: string;
  token: string;
  settled: boolean;
}

/** SHA-256 of what makes a request the same request: its JSON body, or a file's bytes. */
function requestHash(content: unknown): string {
  return createHash('sha256')
    .update(typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content ?? null))
    .digest('hex');
}

/**
 * `Idempotency-Key` on the routes that declare `config.idempotent`: the first request with a key
 * runs and its answer is kept 24 hours; a repeat with the same body gets that answer again
 * (`Idempotent-Replayed: true`) and makes nothing; one with another body gets 422. A repeat that
 * arrives while the first still runs waits for it a few seconds, then gets 409 with Retry-After.
 * Keys are per caller (API key or user) and the claim is one statement, so this holds across
 * processes. 5xx and 429 answers free the key: a retry may succeed.
 *
 * JSON routes are claimed before their handler; a route that reads a file calls
 * `request.claimIdempotency(hashOfTheFile)` itself once it has the bytes.
 */
export const idempotencyPlugin = fp<{ clock: Clock }>(async (app, opts) => {
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('claimIdempotency', null);
  let lastSweep = 0;

  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent && route.schema?.headers !== idempotencyKeyHeaders)
      throw new Error(`Route ${String(route.method)} ${route.url} is idempotent but does not take the Idempotency-Key header schema`);
  });

  async function claim(request: FastifyRequest, reply: FastifyReply, hash: string): Promise<boolean> {
    const raw = request.headers[HEADER];
    if (raw === undefined) return true;
    // Checked by the route's header schema (idempotencyKeyHeaders).
    const key = Array.isArray(raw) ? raw[0]! : raw;
    const owner = request.apiKey ? `key:${request.apiKey.id}` : `user:${request.auth?.user.id ?? 'anonymous'}`;
    const route = `${request.method} ${request.routeOptions.url}`;
    const now = opts.clock.now();
    if (now.getTime() - lastSweep > 60_000) {
      lastSweep = now.getTime();
      await deleteExpiredKeys(app.db, now);
    }
    const deadline = Date.now() + IDEMPOTENCY.waitMs;
    for (;;) {
      const token = randomUUID();
      const at = opts.clock.now();
      if (
        await claimKey(app.db, {
          owner,
          key,
          route,
          requestHash: hash,
          claimToken: token,
          now: at,
          keepMs: IDEMPOTENCY.keepMs,
          staleAfterMs: IDEMPOTENCY.staleAfterMs,
          // Kept by the app's own connection (the owner key already tells callers apart), filed under the caller's partner.
          partnerId: request.partnerId,
        })
      ) {
        request.idempotencyClaim = { owner, key, token, settled: false };
        return true;
      }
      const first = await findKey(app.db, owner, key);
      if (!first) continue; // released meanwhile: try again
      if (first.route !== route || first.request_hash !== hash) throw new AppError('UNPROCESSABLE', IDEMPOTENCY_MESSAGES.otherRequest);
      if (first.status_code !== null) {
        reply
          .code(first.status_code)
          .header('content-type', first.content_type ?? 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true');
        await reply.send(first.response);
        return false;
      }
      if (Date.now() >= deadline) throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.stillRunning, { retryAfterSeconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    request.claimIdempotency = (hash) => claim(request, reply, hash);
    // A multipart body is read by the handler; it claims with the file's hash itself.
    if (request.isMultipart()) return;
    if (!(await claim(request, reply, requestHash(request.body)))) return reply;
  });

  // The answer is kept before it is sent, so a client that sees it can rely on the replay.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const held = request.idempotencyClaim;
    if (!held || held.settled) return payload;
    const status = reply.statusCode;
    if (status >= 500 || status === 429) return payload;
    await completeKey(app.db, held, { statusCode: status, body: JSON.stringify(payload), contentType: 'application/json; charset=utf-8' });
    held.settled = true;
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const held = request.idempotencyClaim;
    if (!held || held.settled) return;
    held.settled = true;
    await releaseKey(app.db, held);
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
    /** On idempotent routes: claims the request's `Idempotency-Key` for this content; false when the answer was replayed (already sent). */
    claimIdempotency: ((contentHash: string) => Promise<boolean>) | null;
  }
}
