import { z } from 'zod';

/** A schema's JSON Schema as a request's input, without the `$schema` line. */
function inputJson(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

/**
 * A field that takes more spellings than it keeps: a blank input or null for "none" (the
 * specification sends an emptied input as null, a form's untouched query field as `x=`), 'all'
 * for no filter, a number as text. `normalise` turns a spelling into what `inner` keeps, as a
 * `z.preprocess` step, so validation and messages are `inner`'s. But a preprocess step's JSON
 * Schema (the OpenAPI document) is `inner`'s alone, refusing what the server takes: its
 * metadata here replaces that with `anyOf` the spellings and `inner`. The walks of
 * test/bad-input.test.ts hold the two to each other.
 */
export function lenient<T extends z.ZodType>(inner: T, spellings: readonly z.ZodType[], normalise: (value: unknown) => unknown) {
  const own = inputJson(inner);
  // Metadata is laid over `inner`'s own JSON: its keys are cleared (an undefined value is left out), so only `anyOf` stays.
  const cleared = Object.fromEntries(Object.keys(own).map((key) => [key, undefined]));
  return z.preprocess(normalise, inner).meta({ ...cleared, anyOf: [...spellings.map(inputJson), own] });
}

/** Text that is empty or only spaces. */
export const BLANK = z.string().regex(/^\s*$/);
const EMPTY_OR_NULL = [z.literal(''), z.null()];

/** `inner`, or blank text (spaces only) or null standing for `none`, as the rule editor sends them. */
export function orBlank<T extends z.ZodType>(inner: T, none: null | undefined = undefined) {
  return lenient(inner, [BLANK, z.null()], (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? none : value));
}

/** `inner`, or '' or null for "not given". */
export function orEmpty<T extends z.ZodType>(inner: T) {
  return lenient(inner, EMPTY_OR_NULL, (value) => (value === '' || value === null ? undefined : value));
}

/** A query filter: `inner`, or an empty value (a form's untouched field, `x=`) or one of `words` for no filter. */
export function filter<T extends z.ZodType>(inner: T, ...words: string[]) {
  const spellings = [z.literal(''), ...words.map((word) => z.literal(word))];
  return lenient(inner, spellings, (value) => (value === '' || words.includes(value as string) ? undefined : value));
}

/** A number written as text. */
const NUMBER_TEXT = z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/);

/** A number given as a number or as text, or '' or null for "not given". */
export function numberOrText<T extends z.ZodType>(inner: T) {
  return lenient(inner, [...EMPTY_OR_NULL, NUMBER_TEXT], (value) =>
    value === '' || value === null ? undefined : typeof value === 'string' && NUMBER_TEXT.safeParse(value).success ? Number(value) : value,
  );
}
