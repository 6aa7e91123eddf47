import { atMost, type PendingCheck } from './check';
import type { FailureCode } from './codes';
import type { CibilEnquiryRule, EnquiriesSummary } from './types';

interface EnquiryWindow {
  count: keyof EnquiriesSummary;
  limit: 'TotalEnquiriesLast7Days' | 'TotalEnquiriesLast30Days' | 'TotalEnquiriesLast90Days' | 'TotalEnquiriesLast180Days';
  code: FailureCode;
}

const WINDOWS: readonly EnquiryWindow[] = [
  { count: 'CAPSLast7Days', limit: 'TotalEnquiriesLast7Days', code: 'ENQUIRIES_7D_EXCEEDED' },
  { count: 'CAPSLast30Days', limit: 'TotalEnquiriesLast30Days', code: 'ENQUIRIES_30D_EXCEEDED' },
  { count: 'CAPSLast90Days', limit: 'TotalEnquiriesLast90Days', code: 'ENQUIRIES_90D_EXCEEDED' },
  { count: 'CAPSLast180Days', limit: 'TotalEnquiriesLast180Days', code: 'ENQUIRIES_180D_EXCEEDED' },
];

export function cibilEnquiryChecks(rule: CibilEnquiryRule | null, enquiries: EnquiriesSummary): PendingCheck[] {
  if (rule === null) return [];
  return WINDOWS.flatMap((w) => atMost(w.code, w.count, enquiries[w.count], w.limit, rule[w.limit]));
}
