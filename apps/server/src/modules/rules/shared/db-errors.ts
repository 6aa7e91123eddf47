import { AppError } from '../../../lib/app-error';

/** The Postgres error code behind a failed query (Drizzle wraps the driver's error in `cause`). */
function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Constraint failures that race past the service's own checks become 409/400, never 500. */
export function mapDbError(error: unknown, duplicateMessage: string): unknown {
  const code = pgErrorCode(error);
  if (code === '23505') return AppError.conflict(duplicateMessage);
  if (code === '23503') return AppError.badRequest('The bank, product or category no longer exists');
  return error;
}
