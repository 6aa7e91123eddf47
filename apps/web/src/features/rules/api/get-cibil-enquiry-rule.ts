import { useQuery } from '@tanstack/react-query';
import type { CibilEnquiryRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick, samePair } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

/** The bulk list (limit 1000, read as cibilEnquiryRules or cibil_enquiry_rules) narrowed to the pair. */
export async function getCibilEnquiryRule(pair: Pair): Promise<CibilEnquiryRule | null> {
  const body = await api.crm.get<unknown>(API.cibilenquiries.getAllCibilenquiryRules, { query: { page: 1, limit: 1000, ...pair } });
  const rows = (pick<CibilEnquiryRule[]>(body, 'cibilEnquiryRules', 'cibil_enquiry_rules') ?? []).filter(samePair(pair));
  return rows.find((r) => r.is_active) ?? rows[0] ?? null;
}

export function useCibilEnquiryRule(pair: Pair) {
  return useQuery({ queryKey: ruleKeys.group('cibilEnquiry', pair), queryFn: () => getCibilEnquiryRule(pair) });
}
