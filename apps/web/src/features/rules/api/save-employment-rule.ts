import { RULE_MESSAGES, type EmploymentRule, type EmploymentValues } from '@lbo/contracts/rules';
import { useSaveMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';
import { sendSaveCall, singleRuleSave } from './save-call';
import { API } from '@lbo/contracts/api-paths';

export const employmentRuleSave = singleRuleSave<EmploymentRule, EmploymentValues>(
  { create: API.employementcriteria.createempcriteria, update: API.employementcriteria.updateempcriteria },
  { created: RULE_MESSAGES.employmentCreated, updated: RULE_MESSAGES.employmentUpdated },
);

export function saveEmploymentRule(pair: Pair, id: string | null, values: EmploymentValues): Promise<SaveAnswer<EmploymentRule>> {
  return sendSaveCall(employmentRuleSave, pair, { id, values });
}

export function useSaveEmploymentRule(pair: Pair) {
  return useSaveMutation('employment', pair, employmentRuleSave);
}
