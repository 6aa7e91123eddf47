import { z } from 'zod';
import { okAnswer, timestamp } from '../answers';
import { paginationSchema } from '../common';
import { proposedChangeAnswer } from '../rule-changes';
import type { RuleGroupDefinition } from './define-rule-group';
import type { RuleFieldKind } from './rule-field';

/** A stored field as the answers show it, by how the editor treats it (empty fields answer null). */
const ANSWERED: Record<RuleFieldKind, z.ZodType> = {
  number: z.number().nullable(),
  yesNo: z.boolean().nullable(),
  optionalYesNo: z.boolean().nullable(),
  date: z.string().nullable(),
  text: z.string().nullable(),
  json: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullable(),
  category: z.string().nullable(),
  registrationType: z.string().nullable(),
  companyTypes: z.array(z.string()).nullable(),
};

/** One row of a group as every call answers it: the ids, the group's own fields, the window and the times. */
export function ruleRowAnswerSchema(definition: RuleGroupDefinition) {
  const own = Object.fromEntries(Object.entries(definition.fields).map(([name, field]) => [name, ANSWERED[field.kind]]));
  return z.object({
    id: z.string(),
    bank_id: z.string(),
    /** Absent for the bank-wide groups. */
    product_id: z.string().optional(),
    is_active: z.boolean(),
    valid_from: z.string().nullable(),
    valid_to: z.string().nullable(),
    ...own,
    created_at: timestamp,
    updated_at: timestamp,
    /** Paged lists that the specification says carry it: the total on each row. */
    total_count: z.number().int().optional(),
  });
}
export type RuleRowAnswer = Record<string, unknown> & z.output<ReturnType<typeof ruleRowAnswerSchema>>;

export { proposedChangeAnswer };

/** The answers of a group's calls, at the paths its definition names. */
export function ruleGroupAnswers(definition: RuleGroupDefinition) {
  const row = ruleRowAnswerSchema(definition);
  const { list, save } = definition.api;
  const listData =
    list.read === 'page'
      ? z.object({
          [list.name ?? 'rules']: z.array(row),
          // Names the specification lets the client read the rows under too; this server answers `name`.
          ...Object.fromEntries((list.alsoRead ?? []).map((name) => [name, z.array(row).optional()])),
          pagination: paginationSchema,
          total_count: z.number().int(),
        })
      : list.read === 'pairForm'
        ? row.nullable()
        : z.array(row);
  return {
    row,
    list: okAnswer(listData),
    saved: okAnswer(z.object({ [save?.name ?? 'rules']: z.array(row) })),
    one: okAnswer(row),
  };
}
