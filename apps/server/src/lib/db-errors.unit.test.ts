import { expect, it } from 'vitest';
import { likePattern, pgError, pgErrorCode } from './db-errors';

it('finds the Postgres code through wrapping errors', () => {
  const driver = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'banks_name_lower_uq' });
  const wrapped = new Error('Failed query', { cause: driver });
  expect(pgError(wrapped)).toEqual({ code: '23505', constraint: 'banks_name_lower_uq' });
  expect(pgErrorCode(new Error('plain'))).toBeUndefined();
  expect(pgErrorCode(Object.assign(new Error('node'), { code: 'ECONNRESET' }))).toBeUndefined();
});

it('escapes LIKE wildcards typed into a search box', () => {
  expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});
