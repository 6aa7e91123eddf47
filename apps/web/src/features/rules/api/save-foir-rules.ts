import { RULE_MESSAGES, type FoirRowValues, type FoirRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { useGroupMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';

export async function saveFoirRules(pair: Pair, rules: FoirRowValues[]): Promise<SaveAnswer<FoirRule[]>> {
  const body = await api.crm.put<{ message?: string }>('/api/foir/createandupdatefoirrule', { rules }, { query: { ...pair } });
  return { value: pick<FoirRule[]>(body, 'foirRules', 'rules') ?? [], message: body.message || RULE_MESSAGES.foirSaved };
}

export function useSaveFoirRules(pair: Pair) {
  return useGroupMutation('foir', pair, (rules: FoirRowValues[]) => saveFoirRules(pair, rules));
}
