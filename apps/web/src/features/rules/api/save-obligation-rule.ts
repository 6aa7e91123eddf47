import { RULE_MESSAGES, type ObligationRule, type ObligationValues } from '@lbo/contracts/rules';
import { useSaveMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';
import { sendSaveCall, singleRuleSave } from './save-call';
import { API } from '@lbo/contracts/api-paths';

export const obligationRuleSave = singleRuleSave<ObligationRule, ObligationValues>(
  { create: API.obligationrules.createObligationRule, update: API.obligationrules.updateObligationRules },
  { created: RULE_MESSAGES.obligationCreated, updated: RULE_MESSAGES.obligationUpdated },
);

export function saveObligationRule(pair: Pair, id: string | null, values: ObligationValues): Promise<SaveAnswer<ObligationRule>> {
  return sendSaveCall(obligationRuleSave, pair, { id, values });
}

export function useSaveObligationRule(pair: Pair) {
  return useSaveMutation('obligationType', pair, obligationRuleSave);
}
