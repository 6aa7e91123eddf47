import { z } from 'zod';
import { RULE_MESSAGES as M } from '../rule-messages';
import { ALWAYS, maxAtLeastMin, optionalId, requiredId, rowsBody, windowFields, windowOrder } from './field-schemas';
import type { RuleField } from './rule-field';

/** Every row has these beside the group's own fields. */
type WindowField = 'is_active' | 'valid_from' | 'valid_to';

/** A titled card of the editor form, listing field names in order. */
interface RuleCard<N extends string = string> {
  title: string;
  description?: string;
  fields: readonly N[];
}

/** The calls of a group, at the paths the specification names. */
interface RuleGroupApi {
  /**
   * How the editor reads a pair's rows: 'pair' answers the rows of the pair, 'pairForm' the one
   * row of a single form (null when none), 'page' the bulk list under `name` with paging.
   */
  list: {
    path: string;
    read: 'pair' | 'pairForm' | 'page';
    /** The one name a bulk list answers its rows under. */
    name?: string;
    /** Other names the editor also reads them under, where the specification says it does. */
    alsoRead?: readonly string[];
    withTotalCount?: boolean;
  };
  /** The whole tab in one transaction (row editors); the saved rows come back under `name`. */
  save?: { path: string; methods: readonly ('POST' | 'PUT')[]; name: string; message: string; pairOnRows?: boolean };
  create?: { path: string; message: string };
  update?: { path: string; message: string };
  delete: { path: string; message: string };
}

/** What the editor tab says. */
interface RuleGroupTexts {
  title: string;
  description?: string;
  emptyText?: string;
  confirmTitle?: string;
  loadError: string;
  saveError: string;
  deleteError?: string;
  /** Single forms: a failure is shown as 'Save failed: <reason>' instead of the reason as it is. */
  saveFailedPrefix?: boolean;
  saveFallback?: string;
  invalidMessage?: string;
  deleteInView?: 'disabled';
  compact?: boolean;
}

/** The last card of a single form: the shared active flag and validity window. */
export const STATUS_AND_VALIDITY_CARD = {
  title: 'Status & Validity',
  fields: ['is_active', 'valid_from', 'valid_to'],
} as const satisfies RuleCard<WindowField>;

/**
 * The texts of a compact row editor, named after its rule: 'FOIR rule' (in a sentence) and
 * 'FOIR Rule' (as a title) give 'FOIR Rules', 'Failed to load FOIR rules' and the rest.
 */
export function compactRowsTexts(rule: string, ruleTitle: string, description: string): RuleGroupTexts {
  return {
    title: `${ruleTitle}s`,
    description,
    emptyText: `No ${rule}s configured. Click "Add Rule" to create one.`,
    confirmTitle: ruleTitle,
    loadError: `Failed to load ${rule}s`,
    saveError: `Failed to save ${rule}s`,
    deleteError: `Failed to delete ${rule}`,
    compact: true,
  };
}

export interface RuleGroupSpec<G extends string, F extends Record<string, RuleField>> {
  group: G;
  /** The table the rows live in; rule-set versions keep the rows under the same name. */
  table: string;
  /** The engine's name for these rows in a pair's rules. */
  engineKey: string;
  /** 'FOIR rule' → 'FOIR rule not found', 'Create a FOIR rule'. */
  noun: string;
  /** 'bank': one set of rows for the bank across its products. */
  scope: 'pair' | 'bank';
  /** 'rows': a list of cards saved together; 'single': one form per pair. */
  editor: 'rows' | 'single';
  fields: F;
  cards: readonly RuleCard<(keyof F & string) | WindowField>[];
  /** Pairs of fields where max must be ≥ min when both are given. */
  bounds?: readonly (readonly [keyof F & string, keyof F & string])[];
  /** Pairs of fields of which at most one may be given (a percentage fee or a flat one); the message goes on the second. */
  exclusive?: readonly (readonly [keyof F & string, keyof F & string, string])[];
  /** What makes two active rows of a pair clash (the server holds the checks by name). */
  conflict?: 'salaryBand' | 'salaryTier' | 'registrationType';
  /** One row per pair: the message when a second is created. */
  onePerPair?: string;
  /** How a card that lost its id finds its stored row. */
  matchKeys?: readonly (keyof F & string)[];
  api: RuleGroupApi;
  texts: RuleGroupTexts;
}

type Shape<F extends Record<string, RuleField>> = { [K in keyof F]: F[K]['schema'] };
type Window = ReturnType<typeof windowFields>;
type Ids = { id: ReturnType<typeof optionalId>; bank_id: ReturnType<typeof optionalId>; product_id: ReturnType<typeof optionalId> };

export type RuleGroupDefinition<G extends string = string, F extends Record<string, RuleField> = Record<string, RuleField>> = RuleGroupSpec<G, F> & {
  /** API field → column, for the group's own fields. */
  columns: Readonly<Record<string, string>>;
  schemas: {
    /** One row or form as the editor validates it (ids optional). */
    row: z.ZodType<z.output<z.ZodObject<Shape<F> & Window & Ids>>, unknown>;
    /** The body of a single-row create: the pair (or bank) required. */
    create: z.ZodType<z.output<z.ZodObject<Shape<F> & Window>> & { bank_id: string; product_id?: string }, unknown>;
    /** The body of a single-row update: the pair optional. */
    update: z.ZodType<z.output<z.ZodObject<Shape<F> & Window>> & { bank_id?: string; product_id?: string }, unknown>;
    /** The body of a whole-tab save. */
    save: z.ZodType<{ bank_id?: string; product_id?: string; rules: z.output<z.ZodObject<Shape<F> & Window & Ids>>[] }, unknown>;
  };
};

/** The columns every stored row of a group has beside its own fields. */
export interface StoredRuleRow {
  id: string;
  bank_id?: string;
  product_id?: string;
  is_active?: boolean | null;
  valid_from?: string | null;
  valid_to?: string | null;
}

/** Stored text is any text: a literal union the editor validates (registration types) reads back as a string. */
type Stored<T> = T extends string ? string : T extends readonly (infer E)[] ? readonly Stored<E>[] : T;

/**
 * A group's own fields as a stored row holds them, by API name: what the row schema accepts,
 * where any field may be null (a field added later, a row of an older version). The engine's row
 * types are this, so a field added to a definition reaches them without a second declaration.
 */
export type RuleRowFields<D extends { fields: Record<string, RuleField> }> = {
  -readonly [K in keyof D['fields']]: Stored<NonNullable<z.output<D['fields'][K]['schema']>>> | null;
};

/** Builds a group's schemas and column map from its fields; everything else reads the result. */
export function defineRuleGroup<const G extends string, const F extends Record<string, RuleField>>(spec: RuleGroupSpec<G, F>): RuleGroupDefinition<G, F> {
  const own = Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, field.schema])) as Shape<F>;
  const bounds = maxAtLeastMin((spec.bounds ?? []) as readonly (readonly [string, string])[]);
  const checks = (value: unknown, ctx: z.RefinementCtx) => {
    const row = value as Record<string, unknown>;
    bounds(row, ctx);
    for (const [first, second, message] of spec.exclusive ?? []) {
      if (row[first] !== null && row[first] !== undefined && row[second] !== null && row[second] !== undefined)
        ctx.addIssue({ code: 'custom', path: [second], message });
    }
    windowOrder(row, ctx);
  };
  const body = { ...own, ...windowFields() };
  const missingPair = spec.scope === 'bank' ? M.bankRequired : M.pairRequired;
  const requiredPair = { bank_id: requiredId(missingPair), product_id: spec.scope === 'bank' ? optionalId() : requiredId(M.pairRequired) };
  const optionalPair = { bank_id: optionalId(), product_id: optionalId() };

  const row =
    spec.editor === 'rows' ? z.object({ id: optionalId(), ...optionalPair, ...body }).superRefine(checks, ALWAYS) : z.object(body).superRefine(checks, ALWAYS);
  const schemas = {
    row,
    create: z.object({ ...body, ...requiredPair }).superRefine(checks, ALWAYS),
    update: z.object({ ...body, ...optionalPair }).superRefine(checks, ALWAYS),
    save: rowsBody(row),
  } as unknown as RuleGroupDefinition<G, F>['schemas'];
  const columns = Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, field.column ?? name]));
  return { ...spec, columns, schemas };
}

/** How the editor shows one field of a group (the shared active flag and validity window included). */
export function fieldOf(definition: RuleGroupDefinition, name: string): Pick<RuleField, 'label' | 'kind' | 'step' | 'required' | 'hint' | 'unit'> {
  if (name === 'is_active') return { label: 'Active', kind: 'yesNo' };
  if (name === 'valid_from') return { label: 'Valid From', kind: 'date' };
  if (name === 'valid_to') return { label: 'Valid To', kind: 'date' };
  const field = definition.fields[name];
  if (!field) throw new Error(`${definition.group} has no field ${name}`);
  return field;
}

/** 'Create a FOIR rule', 'Create an employment rule'. */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
