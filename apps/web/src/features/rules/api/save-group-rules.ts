import type { z } from 'zod';
import type { RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { answersOf } from './group-answers';
import type { GroupRule } from './get-group-rules';
import { useSaveMutation } from './group-mutation';
import type { Pair } from './rule-keys';
import { rowsSave, singleRuleSave, type SaveDefinition } from './save-call';

type Values = Record<string, unknown>;
type SavedRows = { message: string | string[]; data: Record<string, GroupRule[]> };
type SavedRule = { message: string | string[]; data: GroupRule };
export type RowsSave = SaveDefinition<Values[], GroupRule[], SavedRows>;
export type SingleSave = SaveDefinition<{ id: string | null; values: Values }, GroupRule, SavedRule>;

const cache = new WeakMap<RuleGroupDefinition, RowsSave | SingleSave>();

/** A group's save call as its definition names it: the whole tab in one call, or create / update of one row. */
function groupSave(definition: RuleGroupDefinition): RowsSave | SingleSave {
  const known = cache.get(definition);
  if (known) return known;
  const { save, create, update } = definition.api;
  let made: RowsSave | SingleSave;
  if (definition.editor === 'rows') {
    if (!save) throw new Error(`${definition.group}: a row editor needs a save call`);
    const answer = answersOf(definition).saved as z.ZodType<SavedRows>;
    made = rowsSave<GroupRule, Values>(save.methods[0]!, save.path, { name: save.name, saved: save.message, pairOnRows: save.pairOnRows }, answer);
  } else {
    if (!create || !update) throw new Error(`${definition.group}: a single form needs create and update calls`);
    const answer = answersOf(definition).one as z.ZodType<SavedRule>;
    made = singleRuleSave<GroupRule>({ create: create.path, update: update.path }, { created: create.message, updated: update.message }, answer);
  }
  cache.set(definition, made);
  return made;
}

export function useSaveGroupRows(definition: RuleGroupDefinition, pair: Pair) {
  return useSaveMutation(definition.group, pair, groupSave(definition) as RowsSave);
}

export function useSaveGroupRule(definition: RuleGroupDefinition, pair: Pair) {
  return useSaveMutation(definition.group, pair, groupSave(definition) as SingleSave);
}
