import { RULE_MESSAGES, type FoirRule, type FoirRowValues } from '@lbo/contracts/rules';
import { useSaveMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';
import { rowsSave, sendSaveCall } from './save-call';
import { API } from '@lbo/contracts/api-paths';

export const foirRulesSave = rowsSave<FoirRule, FoirRowValues>('PUT', API.foir.createandupdatefoirrule, {
  listKeys: ['foirRules', 'rules'],
  saved: RULE_MESSAGES.foirSaved,
});

export function saveFoirRules(pair: Pair, rules: FoirRowValues[]): Promise<SaveAnswer<FoirRule[]>> {
  return sendSaveCall(foirRulesSave, pair, rules);
}

export function useSaveFoirRules(pair: Pair) {
  return useSaveMutation('foir', pair, foirRulesSave);
}
