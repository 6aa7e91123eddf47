import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SuggestionsPanel, suggestionText } from './suggestions-panel';
import type { ExplainedEntry } from '../types';

const refused = (over: Partial<ExplainedEntry>) => ({ eligibilityStatus: 'NOT_ELIGIBLE', ...over }) as ExplainedEntry;

describe('what would make it eligible', () => {
  it('reads each suggestion as a sentence with rupees in Indian grouping', () => {
    expect(suggestionText({ input: 'salary', from: 60000, to: 75000 })).toBe('Eligible with a monthly salary of ₹75,000 (now ₹60,000)');
    expect(suggestionText({ input: 'loanAmount', from: 1500000, to: 1200000 })).toBe('Eligible for a loan of up to ₹12,00,000 (asked for ₹15,00,000)');
    expect(suggestionText({ input: 'tenure', from: 6, to: 12 })).toBe('Eligible over a tenure of 12 months (asked for 6)');
  });

  it('reads a credit score and the enquiries of each window as a sentence', () => {
    expect(suggestionText({ input: 'cibilScore', from: 700, to: 742 })).toBe('Eligible with a credit score of at least 742 (now 700)');
    expect(suggestionText({ input: 'cibilScore', from: null, to: 650 })).toBe('Eligible with a credit score of at least 650 (now no credit history)');
    expect(suggestionText({ input: 'CAPSLast30Days', from: 4, to: 2 })).toBe('Eligible with at most 2 enquiries in the last 30 days (now 4)');
    expect(suggestionText({ input: 'CAPSLast7Days', from: 3, to: 1 })).toBe('Eligible with at most 1 enquiry in the last 7 days (now 3)');
    expect(suggestionText({ input: 'CAPSLast180Days', from: 12, to: 0 })).toBe('Eligible with no enquiries in the last 180 days (now 12)');
  });

  it('lists the suggestions of a refusal, or says why there are none, and shows nothing on an offer', () => {
    const { rerender } = render(<SuggestionsPanel entry={refused({ suggestions: [{ input: 'existingEmi', from: 30000, to: 12000 }] })} />);
    expect(screen.getByText('Eligible if existing EMIs come down to ₹12,000 a month (now ₹30,000)')).toBeTruthy();
    rerender(<SuggestionsPanel entry={refused({ suggestions: [], noSuggestionReason: 'It refuses on other grounds.' })} />);
    expect(screen.getByText('It refuses on other grounds.')).toBeTruthy();
    rerender(<SuggestionsPanel entry={{ eligibilityStatus: 'ELIGIBLE' } as ExplainedEntry} />);
    expect(screen.queryByTestId('suggestions')).toBeNull();
  });
});
