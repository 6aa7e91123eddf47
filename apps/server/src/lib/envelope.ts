import type { Envelope } from '@lbo/contracts/common';

/** A successful crm/bre answer. */
export function ok<T>(data: T, message = 'Success', statusCode = 200): Envelope<T> {
  return { status: true, statusCode, message, data };
}
