import { z } from 'zod';
import { storedFieldsOf, type PairField, type PairFieldKind } from '@lbo/eligibility/pair-fields';
import { CAP_NAMES } from './cap-names';
import { FAILURE_CODES } from './failure-codes';
import { PRODUCT_LOAN_TYPES } from './master-data/product-loan-types';

/*
 * The schemas of a pair's fields, made from the engine's list of them (packages/eligibility/src/
 * pair-fields.ts): the apply answer's entry, a stored pair and a replay's outcome. The types follow
 * the list as the values do, so a new field of the list is typed in every answer that carries it.
 */

const status = z.enum(['ELIGIBLE', 'NOT_ELIGIBLE']);
const failureCode = z.enum(FAILURE_CODES);
const capName = z.enum(CAP_NAMES);
const loanType = z.enum(PRODUCT_LOAN_TYPES);

const KIND_SCHEMAS = {
  id: z.string(),
  name: z.string(),
  loanType,
  status,
  rupees: z.number(),
  percent: z.number(),
  months: z.number(),
  text: z.string(),
  reasons: z.array(z.string()),
  codes: z.array(failureCode),
  cap: capName,
} satisfies Record<PairFieldKind, z.ZodType>;
type KindSchemas = typeof KIND_SCHEMAS;

type FieldSchema<F extends PairField> = F['nullable'] extends true ? z.ZodNullable<KindSchemas[F['kind']]> : KindSchemas[F['kind']];
type Shape<F extends PairField> = { -readonly [G in F as G['name']]: FieldSchema<G> };
type Nested<F extends PairField> = Extract<F, { answer: 'loanAmountDetails' }>;
type EntryShape<F extends PairField> = Shape<Exclude<F, Nested<F>>> & { loanAmountDetails: z.ZodObject<Shape<Nested<F>>> };

const fieldSchema = (f: PairField): z.ZodType => (f.nullable ? KIND_SCHEMAS[f.kind].nullable() : KIND_SCHEMAS[f.kind]);

function shapeOf<F extends PairField>(fields: readonly F[]): Shape<F> {
  return Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])) as Shape<F>;
}

/** The answer's entry: the list's fields in its order, those of `loanAmountDetails` in an object at the first one's place. */
export function entryShapeOf<F extends PairField>(fields: readonly F[]): EntryShape<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) {
    if (f.answer === undefined) shape[f.name] = fieldSchema(f);
    else shape[f.answer] ??= z.object(shapeOf(fields.filter((g) => g.answer === f.answer)));
  }
  return shape as EntryShape<F>;
}

/** A stored pair: its outcome, then what its offer costs. */
export const storedPairShapeOf = <F extends PairField>(fields: readonly F[]) =>
  shapeOf<Extract<F, { stored: string }>>(storedFieldsOf(fields) as Extract<F, { stored: string }>[]);

/** What a replay compares of a pair, in a stored pair's order. */
export const comparedShapeOf = <F extends PairField>(fields: readonly F[]) =>
  shapeOf<Extract<F, { stored: string; compared: true }>>(storedFieldsOf(fields).filter((f) => f.compared) as Extract<F, { stored: string; compared: true }>[]);
