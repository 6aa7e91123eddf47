import type { z } from 'zod';
import { ruleRowAnswerSchema, type RuleGroupDefinition } from '@lbo/contracts/rule-groups';

type Envelope = z.ZodType<{ data: unknown }>;
type DataOf<S extends Envelope> = z.input<S> extends { data: infer D } ? D : never;

/**
 * A success answer for a mock, built from the contract's schema: `data` is typed by it (a mock that
 * drifts from the contract fails to type-check) and checked by it when the mock is made.
 */
export function okBody<S extends Envelope>(schema: S, data: DataOf<S>, message = 'Success'): z.input<S> {
  const body = { status: true, statusCode: 200, message, data } as z.input<S>;
  schema.parse(body);
  return body;
}

const STAMP = '2026-11-01T00:00:00.000Z';

/** A stored row of a rule group as its answers carry it: every field of the definition (null unless given). */
export function ruleRow(definition: RuleGroupDefinition, row: { id: string; bank_id: string; product_id?: string } & Record<string, unknown>) {
  const fields = Object.fromEntries(Object.keys(definition.fields).map((name) => [name, null]));
  const full = { is_active: true, valid_from: null, valid_to: null, ...fields, created_at: STAMP, updated_at: STAMP, ...row };
  return ruleRowAnswerSchema(definition).parse(full) as z.output<ReturnType<typeof ruleRowAnswerSchema>> & Record<string, unknown>;
}
