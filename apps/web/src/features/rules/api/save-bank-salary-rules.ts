import { RULE_MESSAGES, type BankSalaryRule, type BankSalaryRowValues } from '@lbo/contracts/rules';
import { useSaveMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';
import { rowsSave, sendSaveCall } from './save-call';
import { API } from '@lbo/contracts/api-paths';

/** The whole tab in one transaction (the single-row create and update calls exist too). */
export const bankSalaryRulesSave = rowsSave<BankSalaryRule, BankSalaryRowValues>('PUT', API.banksalary.createandupdateBankSalaryRules, {
  listKeys: ['bankSalaryRules', 'rules'],
  saved: RULE_MESSAGES.bankSalarySaved,
  pairOnRows: true,
});

export function saveBankSalaryRules(pair: Pair, rules: BankSalaryRowValues[]): Promise<SaveAnswer<BankSalaryRule[]>> {
  return sendSaveCall(bankSalaryRulesSave, pair, rules);
}

export function useSaveBankSalaryRules(pair: Pair) {
  return useSaveMutation('bankSalary', pair, bankSalaryRulesSave);
}
