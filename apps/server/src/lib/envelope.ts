import type { OkAnswer } from '@lbo/contracts/answers';

/** A successful crm/bre answer. */
export function ok<T>(data: T, message = 'Success', statusCode = 200): OkAnswer<T> & { message: string } {
  return { status: true, statusCode, message, data };
}
