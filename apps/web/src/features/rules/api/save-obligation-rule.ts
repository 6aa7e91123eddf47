import { RULE_MESSAGES, type ObligationRule, type ObligationValues } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { useGroupMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';

interface Answer {
  message?: string;
  data: ObligationRule;
}

export async function saveObligationRule(pair: Pair, id: string | null, values: ObligationValues): Promise<SaveAnswer<ObligationRule>> {
  if (id) {
    const body = await api.crm.put<Answer>('/api/obligationrules/updateObligationRules', { ...values, ...pair }, { query: { id } });
    return { value: body.data, message: body.message || RULE_MESSAGES.obligationUpdated };
  }
  const body = await api.crm.post<Answer>('/api/obligationrules/createObligationRule', { ...values, ...pair });
  return { value: body.data, message: body.message || RULE_MESSAGES.obligationCreated };
}

export function useSaveObligationRule(pair: Pair) {
  return useGroupMutation('obligationType', pair, ({ id, values }: { id: string | null; values: ObligationValues }) => saveObligationRule(pair, id, values));
}
