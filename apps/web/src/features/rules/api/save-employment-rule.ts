import { RULE_MESSAGES, type EmploymentRule, type EmploymentValues } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { useGroupMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';

interface Answer {
  message?: string;
  data: EmploymentRule;
}

export async function saveEmploymentRule(pair: Pair, id: string | null, values: EmploymentValues): Promise<SaveAnswer<EmploymentRule>> {
  if (id) {
    const body = await api.crm.put<Answer>('/api/employementcriteria/updateempcriteria', { ...values, ...pair }, { query: { id } });
    return { value: body.data, message: body.message || RULE_MESSAGES.employmentUpdated };
  }
  const body = await api.crm.post<Answer>('/api/employementcriteria/createempcriteria', { ...values, ...pair });
  return { value: body.data, message: body.message || RULE_MESSAGES.employmentCreated };
}

export function useSaveEmploymentRule(pair: Pair) {
  return useGroupMutation('employment', pair, ({ id, values }: { id: string | null; values: EmploymentValues }) => saveEmploymentRule(pair, id, values));
}
