import { sql, type SQL } from 'drizzle-orm';
import { CAP_NAMES } from '@lbo/contracts/cap-names';
import {
  FAILURE_CODES,
  offerTerms,
  PAIR_FIELDS,
  storedFieldsOf,
  type CapName,
  type FailureCode,
  type PairField,
  type PairFieldKind,
  type PairFieldOf,
  type PairValues,
} from '@lbo/eligibility';

/** The fields a stored decision keeps of a pair (the engine's list of them), in a stored pair's order. */
type StoredFieldOf = Extract<PairFieldOf, { stored: string }>;

/** One pair of a stored decision, as its readers see it (the bank and product by id; names come from the version). */
export type StoredPair = PairValues<StoredFieldOf>;

/** A per-pair column: an array of one value a pair, in the answer's order (migrations 0015, 0018). */
export interface OutcomeColumn {
  name: string;
  type: 'int4' | 'int8' | 'float8' | 'text';
}

/** The columns of one decision, by name. */
export type OutcomeColumns = { pair_ids: number[]; pair_meta: number[]; pair_failures: number[] } & Record<string, (number | null)[] | (string | null)[]>;

/** Those columns as read back: arrays of what the driver gives, NULL on decisions stored before them. */
export type ReadOutcomeColumns = Record<string, unknown[] | null | undefined>;

/** The fixed columns, which pack the pair, its status, tenure and cap, and its failure codes. */
const PACKED_COLUMNS: readonly OutcomeColumn[] = [
  { name: 'pair_ids', type: 'int4' },
  { name: 'pair_meta', type: 'int4' },
  { name: 'pair_failures', type: 'int8' },
];

/** The array type a field with a column of its own is kept in. */
const COLUMN_TYPES: Partial<Record<PairFieldKind, OutcomeColumn['type']>> = { rupees: 'float8', percent: 'float8', months: 'float8', text: 'text' };

/** Fields worked out from others when read, by name. */
const DERIVED: Record<string, (pair: Record<string, unknown>) => unknown> = {
  // What the borrower receives: the amount less the upfront charges, to the paisa.
  netDisbursedAmount: (p) => (p.upfrontCharges === null ? null : Math.round(((p.eligibleAmount as number) - (p.upfrontCharges as number)) * 100) / 100),
};

// Stored by position: CAP_NAMES only ever grows at its end.
const CAP_INDEX = new Map(CAP_NAMES.map((name, i) => [name, i]));
const CODE_INDEX = new Map<string, number>(FAILURE_CODES.map((code, i) => [code, i]));

const TENURE_BITS = 0xffff;
/** Bit of `pair_meta` set on eligible pairs (SQL reads it too). */
export const ELIGIBLE_BIT = 1 << 16;
const CAP_SHIFT = 17;

/** Failure codes as one number: bit i is FAILURE_CODES[i]. Arithmetic, not `<<`: there may be more than 32. */
function failureMask(codes: readonly string[]): number {
  let mask = 0;
  for (const code of codes) {
    const bit = CODE_INDEX.get(code);
    if (bit === undefined) throw new Error(`unknown failure code ${code}`);
    mask += 2 ** bit;
  }
  return mask;
}

/** The codes of a mask, in FAILURE_CODES order (the order an answer lists them). */
function failureCodesOf(mask: number): FailureCode[] {
  const codes: FailureCode[] = [];
  for (let bit = 0, rest = mask; rest > 0; bit++, rest = Math.floor(rest / 2)) if (rest % 2 === 1) codes.push(FAILURE_CODES[bit]!);
  return codes;
}

function packMeta(eligible: boolean, grantedTenure: number, bindingCap: CapName | null | undefined): number {
  if (!Number.isInteger(grantedTenure) || grantedTenure < 0 || grantedTenure > TENURE_BITS) throw new Error(`tenure ${grantedTenure} cannot be stored`);
  const cap = bindingCap ? CAP_INDEX.get(bindingCap) : undefined;
  if (bindingCap && cap === undefined) throw new Error(`unknown cap ${bindingCap}`);
  return grantedTenure | (eligible ? ELIGIBLE_BIT : 0) | ((cap === undefined ? 0 : cap + 1) << CAP_SHIFT);
}

function unpackMeta(meta: number): { eligible: boolean; grantedTenure: number; bindingCap: CapName | null } {
  const cap = meta >>> CAP_SHIFT;
  return { eligible: (meta & ELIGIBLE_BIT) !== 0, grantedTenure: meta & TENURE_BITS, bindingCap: cap === 0 ? null : (CAP_NAMES[cap - 1] ?? null) };
}

/** One pair's outcome as the engine gave it, before it is stored. */
export interface PairOutcome {
  bankId: string;
  productId: string;
  eligibilityStatus: 'ELIGIBLE' | 'NOT_ELIGIBLE';
  loanAmountDetails: { eligibleAmount: number; interestRate: number | null; estimatedEMI: number };
  grantedTenure: number;
  failureCodes: readonly string[];
  bindingCap?: CapName | null;
  /** Absent on decisions stored before offer terms (data-steps.ts). */
  apr?: number | null;
  upfrontCharges?: number | null;
  totalInterest?: number | null;
  totalAmountPayable?: number | null;
  penalCharges?: string | null;
}

/** A value of an array column as the driver gives it back (bigint arrays come as text from node-postgres). */
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));

/**
 * How a decision's pairs are stored, made from a list of pair fields (the engine's `PAIR_FIELDS`,
 * or a longer one in tests): the per-pair columns, in the order every statement names them, and
 * the encoding of an answer's entries into them and back.
 */
export function outcomeCodec(fields: readonly PairField[]) {
  const stored = storedFieldsOf(fields);
  const own = stored.flatMap((f) => {
    const type = f.stored?.startsWith('pair_') ? COLUMN_TYPES[f.kind] : undefined;
    if (f.stored?.startsWith('pair_') && !type) throw new Error(`a ${f.kind} field has no column type: ${f.name}`);
    return type ? [{ field: f, column: { name: f.stored!, type } }] : [];
  });
  for (const f of stored) if (f.stored === 'derived' && !DERIVED[f.name]) throw new Error(`no rule derives ${f.name}`);
  const offers = stored.filter((f) => f.offer);
  const columns: readonly OutcomeColumn[] = [...PACKED_COLUMNS, ...own.map((o) => o.column)];

  /** The columns of a decision whose pairs are `entries`; `pairId` numbers each bank and product (decision_pairs). */
  function encode(entries: readonly PairOutcome[], pairId: (bankId: string, productId: string) => number): OutcomeColumns {
    const n = entries.length;
    const ids = new Array<number>(n);
    const meta = new Array<number>(n);
    const failures = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      const e = entries[i]!;
      ids[i] = pairId(e.bankId, e.productId);
      meta[i] = packMeta(e.eligibilityStatus === 'ELIGIBLE', e.grantedTenure, e.bindingCap);
      failures[i] = failureMask(e.failureCodes);
    }
    const out: OutcomeColumns = { pair_ids: ids, pair_meta: meta, pair_failures: failures };
    for (const { field, column } of own) {
      const values = new Array<number | string | null>(n);
      for (let i = 0; i < n; i++) {
        const e = entries[i]! as unknown as Record<string, unknown>;
        const holder = field.answer === undefined ? e : (e[field.answer] as Record<string, unknown>);
        values[i] = (holder[field.name] ?? null) as number | string | null;
      }
      out[column.name] = values as OutcomeColumns[string];
    }
    return out;
  }

  /**
   * What an offer costs, on an eligible pair stored before offer terms (no APR, no charges): it
   * was offered without charges, so its terms are the loan's own.
   */
  function offerBeforeTerms(pair: Record<string, unknown>) {
    const rate = pair.interestRate as number | null;
    const tenure = pair.grantedTenure as number;
    if (rate === null || tenure < 1) return;
    const t = offerTerms(pair.eligibleAmount as number, rate, tenure, null);
    Object.assign(pair, {
      apr: t.apr,
      netDisbursedAmount: t.netDisbursedAmount,
      upfrontCharges: 0,
      totalInterest: t.totalInterest,
      totalAmountPayable: t.totalAmountPayable,
      penalCharges: null,
    });
  }

  /** The pairs of a stored decision; `pairOf` names the bank and product of a decision_pairs id. */
  function decode(cols: ReadOutcomeColumns, pairOf: (id: number) => { bankId: string; productId: string }): StoredPair[] {
    const ids = cols.pair_ids ?? [];
    const out: StoredPair[] = new Array(ids.length);
    for (let i = 0; i < ids.length; i++) {
      const { eligible, grantedTenure, bindingCap } = unpackMeta(num(cols.pair_meta![i]));
      const { bankId, productId } = pairOf(num(ids[i]));
      const packed: Record<string, unknown> = {
        bankId,
        productId,
        eligibilityStatus: eligible ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
        grantedTenure,
        failureCodes: failureCodesOf(num(cols.pair_failures![i])),
        bindingCap,
      };
      for (const { field, column } of own) {
        const v = cols[column.name]?.[i];
        packed[field.name] = column.type === 'text' ? ((v as string | null | undefined) ?? null) : field.nullable ? numOrNull(v) : num(v);
      }
      for (const f of stored) if (f.stored === 'derived') packed[f.name] = DERIVED[f.name]!(packed);
      // A refused pair has no offer; an eligible one stored before offer terms had one without charges.
      if (!eligible) for (const f of offers) packed[f.name] = null;
      else if (packed.apr === null && packed.upfrontCharges === null) offerBeforeTerms(packed);
      // In a stored pair's order (the decision answer's).
      const pair: Record<string, unknown> = {};
      for (const f of stored) pair[f.name] = packed[f.name];
      out[i] = pair as StoredPair;
    }
    return out;
  }

  return { fields, columns, encode, decode };
}

export type OutcomeCodec = ReturnType<typeof outcomeCodec>;

/** The engine's own list: what every decision is stored with outside tests. */
export const STORED_OUTCOME = outcomeCodec(PAIR_FIELDS);

/** A number array as PostgreSQL's array literal (`{1,2.5,NULL}`): sent as one text parameter and cast. */
export function arrayLiteral(values: readonly (number | null)[]): string {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) text += ',';
    text += v === null || v === undefined ? 'NULL' : String(v);
  }
  return `${text}}`;
}

/** A text array as PostgreSQL's array literal: every value quoted, `"` and `\` escaped, NULL for null. */
export function textArrayLiteral(values: readonly (string | null)[]): string {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) text += ',';
    text += v === null || v === undefined ? 'NULL' : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  }
  return `${text}}`;
}

/** A column's values as one parameter cast to its array type. */
export function columnValues(column: OutcomeColumn, values: OutcomeColumns[string]): SQL {
  const literal = column.type === 'text' ? textArrayLiteral(values as (string | null)[]) : arrayLiteral(values as (number | null)[]);
  return sql`${literal}::${sql.raw(column.type)}[]`;
}
