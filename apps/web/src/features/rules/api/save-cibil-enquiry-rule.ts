import { RULE_MESSAGES, type CibilEnquiryRule, type CibilEnquiryValues } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { useGroupMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';

interface Answer {
  message?: string;
  data: CibilEnquiryRule;
}

export async function saveCibilEnquiryRule(pair: Pair, id: string | null, values: CibilEnquiryValues): Promise<SaveAnswer<CibilEnquiryRule>> {
  if (id) {
    const body = await api.crm.put<Answer>('/api/cibilenquiries/updateCibilEnquiryRule', { ...values, ...pair }, { query: { id } });
    return { value: body.data, message: body.message || RULE_MESSAGES.cibilUpdated };
  }
  const body = await api.crm.post<Answer>('/api/cibilenquiries/createCibilEnquiryRule', { ...values, ...pair });
  return { value: body.data, message: body.message || RULE_MESSAGES.cibilCreated };
}

export function useSaveCibilEnquiryRule(pair: Pair) {
  return useGroupMutation('cibilEnquiry', pair, ({ id, values }: { id: string | null; values: CibilEnquiryValues }) => saveCibilEnquiryRule(pair, id, values));
}
