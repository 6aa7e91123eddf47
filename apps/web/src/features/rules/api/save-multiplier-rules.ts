import { RULE_MESSAGES, type MultiplierRowValues, type MultiplierRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { useGroupMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';

/** Every row of the tab in one call: rows with an id are updated, the others created. */
export async function saveMultiplierRules(pair: Pair, rules: MultiplierRowValues[]): Promise<SaveAnswer<MultiplierRule[]>> {
  const body = await api.crm.put<{ message?: string }>('/api/multiplier/createandupdatemultiplierRule', { rules }, { query: { ...pair } });
  return { value: pick<MultiplierRule[]>(body, 'multiplierRules', 'rules') ?? [], message: body.message || RULE_MESSAGES.multiplierSaved };
}

export function useSaveMultiplierRules(pair: Pair) {
  return useGroupMutation('multiplier', pair, (rules: MultiplierRowValues[]) => saveMultiplierRules(pair, rules));
}
