import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { EVALUATION_MESSAGES, evaluationErrorMessages, shortenMessage } from './error-messages';

describe('shortenMessage', () => {
  // The last part of the dotted path kept, the field named as the form names it.
  it.each([
    ['CIBIL_REPORT_PARAMETERS.Loans.0.emi_amount must be a number ≥ 0', 'EMI Amount must be a number ≥ 0'],
    ['requestedLoanAmount is required', 'Requested Loan Amount is required'],
    ['cibilScore must be between 300 and 900', 'CIBIL Score must be between 300 and 900'],
    ['companyid must be an existing company', 'Company must be an existing company'],
    ['CIBIL_REPORT_PARAMETERS.ENQUIRIES_SUMMARY.CAPSLast30Days must be a whole number ≥ 0', 'Enquiries (Last 30 Days) must be a whole number ≥ 0'],
  ])('shortens %j to %j', (message, short) => {
    expect(shortenMessage(message)).toBe(short);
  });

  it('names a whole loan by its position', () => {
    expect(shortenMessage('CIBIL_REPORT_PARAMETERS.Loans.1 is required')).toBe('Loan 2 is required');
  });

  it('leaves dots in the rest of the sentence and unknown fields alone', () => {
    expect(shortenMessage('age must be a number ≥ 0.5')).toBe('Age must be a number ≥ 0.5');
    expect(shortenMessage('Something failed. Try again')).toBe('Something failed. Try again');
    expect(shortenMessage('a.b.mystery_field is odd')).toBe('mystery_field is odd');
  });
});

describe('evaluationErrorMessages', () => {
  it('one toast per server message, shortened; a joined message is split', () => {
    const error = new ApiError({ status: 400, messages: ['CIBIL_REPORT_PARAMETERS.Loans.0.emi_amount must be a number ≥ 0', 'age is required'] });
    expect(evaluationErrorMessages(error)).toEqual(['EMI Amount must be a number ≥ 0', 'Age is required']);
    const joined = new ApiError({ status: 400, messages: ['companyid must be an existing company; cityId must be an existing city'] });
    expect(evaluationErrorMessages(joined)).toEqual(['Company must be an existing company', 'City must be an existing city']);
  });

  it('falls back when the server gave no message or could not be reached', () => {
    expect(evaluationErrorMessages(new ApiError({ status: 400, messages: [] }))).toEqual([EVALUATION_MESSAGES.emptyFallback]);
    expect(evaluationErrorMessages(new ApiError({ status: 0, messages: [] }))).toEqual(['Failed to connect to server. Try again later.']);
    expect(evaluationErrorMessages(new Error('Request aborted'))).toEqual(['Request aborted']);
    expect(evaluationErrorMessages(undefined)).toEqual(['Failed to connect to server. Try again later.']);
    expect(EVALUATION_MESSAGES.emptyFallback).toBe('Something went wrong. Please check your input.');
  });
});
