import { bankSalaryGroup } from './rule-groups/bank-salary';
import { bankTransferGroup } from './rule-groups/bank-transfer';
import { chargesGroup } from './rule-groups/charges';
import { cibilEnquiryGroup } from './rule-groups/cibil-enquiry';
import type { RuleGroupDefinition } from './rule-groups/define-rule-group';
import { employmentGroup } from './rule-groups/employment';
import { foirGroup } from './rule-groups/foir';
import { generalEligibilityGroup } from './rule-groups/general-eligibility';
import { multiplierGroup } from './rule-groups/multiplier';
import { obligationGroup } from './rule-groups/obligation';
import { registrationTypeGroup } from './rule-groups/registration-type';

/**
 * The rule groups (the specification's nine and Charges), each one declarative definition (its table, fields with their labels,
 * limits and messages, cards, conflict rule and calls). The server's routes, the validation,
 * the editor's tabs and the engine's loader are all driven from these; adding a group means
 * writing one definition (and its engine module).
 */
export {
  bankSalaryGroup,
  bankTransferGroup,
  chargesGroup,
  cibilEnquiryGroup,
  employmentGroup,
  foirGroup,
  generalEligibilityGroup,
  multiplierGroup,
  obligationGroup,
  registrationTypeGroup,
};
export { defineRuleGroup, fieldOf, withArticle } from './rule-groups/define-rule-group';
export type { RuleGroupDefinition, RuleRowFields, StoredRuleRow } from './rule-groups/define-rule-group';
export { count, percent, salaryBand } from './rule-groups/rule-field';
export type { RuleField, RuleFieldKind } from './rule-groups/rule-field';
export { proposedChangeAnswer, ruleGroupAnswers, ruleRowAnswerSchema, type RuleRowAnswer } from './rule-groups/rule-answers';

/** In tab order; RULE_GROUPS and the editor's tabs follow this list. */
export const RULE_GROUP_DEFINITIONS = [
  generalEligibilityGroup,
  multiplierGroup,
  foirGroup,
  employmentGroup,
  bankTransferGroup,
  obligationGroup,
  cibilEnquiryGroup,
  registrationTypeGroup,
  bankSalaryGroup,
  chargesGroup,
] as const satisfies readonly RuleGroupDefinition[];
