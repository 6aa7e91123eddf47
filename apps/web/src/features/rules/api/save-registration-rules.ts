import { RULE_MESSAGES, type RegistrationRule, type RegistrationRowValues } from '@lbo/contracts/rules';
import { useSaveMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';
import { rowsSave, sendSaveCall } from './save-call';
import { API } from '@lbo/contracts/api-paths';

/** Query bank_id and product_id; body {rules: [...]} with the pair on every row. */
export const registrationRulesSave = rowsSave<RegistrationRule, RegistrationRowValues>('POST', API.registrationrules.createandupdateRegistrationRule, {
  listKeys: ['registration_rules', 'registrationRules'],
  saved: RULE_MESSAGES.registrationSaved,
  pairOnRows: true,
});

export function saveRegistrationRules(pair: Pair, rules: RegistrationRowValues[]): Promise<SaveAnswer<RegistrationRule[]>> {
  return sendSaveCall(registrationRulesSave, pair, rules);
}

export function useSaveRegistrationRules(pair: Pair) {
  return useSaveMutation('registrationType', pair, registrationRulesSave);
}
