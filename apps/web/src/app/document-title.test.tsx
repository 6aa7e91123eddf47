import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('names the page first and the app after it', () => {
    expect(documentTitle('/banks')).toBe('Banks · Loan Back Office');
    expect(documentTitle('/login')).toBe('Sign in · Loan Back Office');
    expect(documentTitle('/loan-evaluator-simple')).toBe('Loan Evaluator (Simple) · Loan Back Office');
  });

  it('names the Business Rules view and falls back to the app name', () => {
    expect(documentTitle('/rules-management', '?tab=versions')).toBe('Versions · Business Rules · Loan Back Office');
    expect(documentTitle('/rules-management', '?bank_id=x')).toBe('Business Rules · Loan Back Office');
    expect(documentTitle('/no-such-page')).toBe('Loan Back Office');
  });
});
