import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { API_PREFIX } from '@lbo/contracts/api-paths';

// Tab, line feed and carriage return are text; every other C0 control and DEL is not, and NUL
// is refused by PostgreSQL outright.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MAX_DEPTH = 32;

/** The path of the first string (or key) holding a control character, or null. */
export function controlCharacterAt(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterAt(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, key];
    const found = controlCharacterAt(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses control characters in any query or JSON body of every route (after the access
 * check, before the route's own validation): a 400 naming the field, never a database error.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    // The public redirect answers malformed ids with its own 404 page.
    if (!request.routeOptions.url?.startsWith(API_PREFIX)) return;
    for (const source of [request.query, request.params, request.body]) {
      const at = controlCharacterAt(source);
      if (at) {
        const field = at.join('.') || 'body';
        const message = `${field} must not contain control characters`;
        throw AppError.badRequest(message, { [field]: 'must not contain control characters' });
      }
    }
  });
});
