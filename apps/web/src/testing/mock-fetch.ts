import { vi } from 'vitest';
import { profileBody } from './answers';

interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = MockReply | ((request: { url: string; init: RequestInit; body: unknown }) => MockReply);

/**
 * Replaces fetch with a table of "METHOD /path" → reply. Unlisted calls
 * answer 404 so a test notices them. Returns the spy to inspect calls.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${path}`];
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const reply =
      typeof handler === 'function'
        ? handler({ url, init, body })
        : (handler ?? { status: 404, body: { status: false, statusCode: 404, message: `No mock for ${method} ${path}` } });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** mockFetch for a signed-in app: the profile its shell loads is answered too. */
export function mockSignedInFetch(routes: Record<string, Handler>) {
  return mockFetch({ 'GET /api/adminAuth/profile': { body: profileBody() }, ...routes });
}

export function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}
