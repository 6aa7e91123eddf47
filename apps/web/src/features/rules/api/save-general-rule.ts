import { RULE_MESSAGES, type GeneralEligibilityRule, type GeneralEligibilityValues } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { useGroupMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';

interface Answer {
  message?: string;
  data: GeneralEligibilityRule;
}

/** Creates the pair's rule when there is none yet, else updates it. */
export async function saveGeneralRule(pair: Pair, id: string | null, values: GeneralEligibilityValues): Promise<SaveAnswer<GeneralEligibilityRule>> {
  if (id) {
    const body = await api.crm.put<Answer>('/api/generaleligibility/updateGeneralRule', { ...values, ...pair }, { query: { id } });
    return { value: body.data, message: body.message || RULE_MESSAGES.generalUpdated };
  }
  const body = await api.crm.post<Answer>('/api/generaleligibility/createGeneralEligiblity', { ...values, ...pair });
  return { value: body.data, message: body.message || RULE_MESSAGES.generalCreated };
}

export function useSaveGeneralRule(pair: Pair) {
  return useGroupMutation('generalEligibility', pair, ({ id, values }: { id: string | null; values: GeneralEligibilityValues }) => saveGeneralRule(pair, id, values));
}
