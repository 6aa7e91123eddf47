import { RULE_MESSAGES, type GeneralEligibilityRule, type GeneralEligibilityValues } from '@lbo/contracts/rules';
import { useSaveMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';
import { sendSaveCall, singleRuleSave } from './save-call';
import { API } from '@lbo/contracts/api-paths';

/** Creates the pair's rule when there is none yet, else updates it. */
export const generalRuleSave = singleRuleSave<GeneralEligibilityRule, GeneralEligibilityValues>(
  { create: API.generaleligibility.createGeneralEligiblity, update: API.generaleligibility.updateGeneralRule },
  { created: RULE_MESSAGES.generalCreated, updated: RULE_MESSAGES.generalUpdated },
);

export function saveGeneralRule(pair: Pair, id: string | null, values: GeneralEligibilityValues): Promise<SaveAnswer<GeneralEligibilityRule>> {
  return sendSaveCall(generalRuleSave, pair, { id, values });
}

export function useSaveGeneralRule(pair: Pair) {
  return useSaveMutation('generalEligibility', pair, generalRuleSave);
}
