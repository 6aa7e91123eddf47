import { AppError } from '../../../lib/app-error';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../../lib/db-errors';

/** Constraint failures that race past the service's own checks become 409/400, never 500. */
export function mapDbError(error: unknown, duplicateMessage: string): unknown {
  const code = pgErrorCode(error);
  if (code === UNIQUE_VIOLATION) return AppError.conflict(duplicateMessage);
  if (code === FOREIGN_KEY_VIOLATION) return AppError.badRequest('The bank, product or category no longer exists');
  return error;
}
