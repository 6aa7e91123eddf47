import { RULE_MESSAGES, type CibilEnquiryRule, type CibilEnquiryValues } from '@lbo/contracts/rules';
import { useSaveMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';
import { sendSaveCall, singleRuleSave } from './save-call';
import { API } from '@lbo/contracts/api-paths';

export const cibilEnquiryRuleSave = singleRuleSave<CibilEnquiryRule, CibilEnquiryValues>(
  { create: API.cibilenquiries.createCibilEnquiryRule, update: API.cibilenquiries.updateCibilEnquiryRule },
  { created: RULE_MESSAGES.cibilCreated, updated: RULE_MESSAGES.cibilUpdated },
);

export function saveCibilEnquiryRule(pair: Pair, id: string | null, values: CibilEnquiryValues): Promise<SaveAnswer<CibilEnquiryRule>> {
  return sendSaveCall(cibilEnquiryRuleSave, pair, { id, values });
}

export function useSaveCibilEnquiryRule(pair: Pair) {
  return useSaveMutation('cibilEnquiry', pair, cibilEnquiryRuleSave);
}
