import { RULE_MESSAGES, type BtRule, type BtRuleValues } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { useGroupMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';

interface Answer {
  message?: string;
  data: BtRule;
}

/** Saved for the bank; the product goes along so the change lands in this pair's history. */
export async function saveBtRule(pair: Pair, id: string | null, values: BtRuleValues): Promise<SaveAnswer<BtRule>> {
  if (id) {
    const body = await api.crm.put<Answer>('/api/btrules/updateBtRule', { ...values, ...pair }, { query: { id } });
    return { value: body.data, message: body.message || RULE_MESSAGES.btUpdated };
  }
  const body = await api.crm.post<Answer>('/api/btrules/createBtRule', { ...values, ...pair });
  return { value: body.data, message: body.message || RULE_MESSAGES.btCreated };
}

export function useSaveBtRule(pair: Pair) {
  return useGroupMutation('bankTransfer', pair, ({ id, values }: { id: string | null; values: BtRuleValues }) => saveBtRule(pair, id, values));
}
