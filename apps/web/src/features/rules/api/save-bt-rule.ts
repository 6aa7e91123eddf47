import { RULE_MESSAGES, type BtRule, type BtRuleValues } from '@lbo/contracts/rules';
import { useSaveMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';
import { sendSaveCall, singleRuleSave } from './save-call';
import { API } from '@lbo/contracts/api-paths';

/** Saved for the bank; the product goes along so the change lands in this pair's history. */
export const btRuleSave = singleRuleSave<BtRule, BtRuleValues>(
  { create: API.btrules.createBtRule, update: API.btrules.updateBtRule },
  { created: RULE_MESSAGES.btCreated, updated: RULE_MESSAGES.btUpdated },
);

export function saveBtRule(pair: Pair, id: string | null, values: BtRuleValues): Promise<SaveAnswer<BtRule>> {
  return sendSaveCall(btRuleSave, pair, { id, values });
}

export function useSaveBtRule(pair: Pair) {
  return useSaveMutation('bankTransfer', pair, btRuleSave);
}
