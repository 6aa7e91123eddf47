import { RULE_MESSAGES, type MultiplierRule, type MultiplierRowValues } from '@lbo/contracts/rules';
import { useSaveMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';
import { rowsSave, sendSaveCall } from './save-call';
import { API } from '@lbo/contracts/api-paths';

export const multiplierRulesSave = rowsSave<MultiplierRule, MultiplierRowValues>('PUT', API.multiplier.createandupdatemultiplierRule, {
  listKeys: ['multiplierRules', 'rules'],
  saved: RULE_MESSAGES.multiplierSaved,
});

export function saveMultiplierRules(pair: Pair, rules: MultiplierRowValues[]): Promise<SaveAnswer<MultiplierRule[]>> {
  return sendSaveCall(multiplierRulesSave, pair, rules);
}

export function useSaveMultiplierRules(pair: Pair) {
  return useSaveMutation('multiplier', pair, multiplierRulesSave);
}
