import { ruleGroupAnswers, type RuleGroupDefinition } from '@lbo/contracts/rule-groups';

const made = new WeakMap<RuleGroupDefinition, ReturnType<typeof ruleGroupAnswers>>();

/** A group's answer schemas, built once per definition (the editor reads them on every call). */
export function answersOf(definition: RuleGroupDefinition): ReturnType<typeof ruleGroupAnswers> {
  let answers = made.get(definition);
  if (!answers) {
    answers = ruleGroupAnswers(definition);
    made.set(definition, answers);
  }
  return answers;
}
