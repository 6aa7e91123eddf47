import { byId } from '../active-rows';
import { isSet } from '../check';

/** A group's rows of every pair in one list; `start` says where each pair's rows are. */
export interface RowTable<R> {
  /** Slot p owns rows[start[p]] … rows[start[p + 1] - 1], lowest id first. */
  readonly rows: readonly R[];
  readonly start: Int32Array;
}

/**
 * Sorting before filtering by date keeps the reference's order: it filters the active rows,
 * then sorts them by id with a stable sort, so equal ids keep their storage order either way.
 */
export function rowTable<R extends { id: string }>(lists: readonly (readonly R[])[]): RowTable<R> {
  const rows: R[] = [];
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, slot) => {
    rows.push(...[...list].sort(byId));
    start[slot + 1] = rows.length;
  });
  return { rows, start };
}

/** A rule value as a column cell: NaN where the reference's `isSet` says "sets no constraint". */
export function cell(value: unknown): number {
  return isSet(value as number | null | undefined) ? (value as number) : NaN;
}

export type Columns<K extends string> = Readonly<Record<K, Float64Array>>;

/** `Float64Array.from(rows, value)` without the iterator protocol, which costs most of a compile. */
export function float64Of<R>(rows: readonly R[], value: (row: R) => number): Float64Array {
  const column = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) column[i] = value(rows[i]!);
  return column;
}

export function int32Of<R>(rows: readonly R[], value: (row: R) => number): Int32Array {
  const column = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i++) column[i] = value(rows[i]!);
  return column;
}

export function numberColumns<R, K extends keyof R & string>(rows: readonly R[], keys: readonly K[]): Columns<K> {
  const columns = {} as Record<K, Float64Array>;
  for (const key of keys) columns[key] = float64Of(rows, (row) => cell(row[key]));
  return columns;
}

/** Numbers as text that tells every double apart, -0 included, for keying identical rows. */
export function numbersKey(values: readonly number[]): string {
  return values.map((v) => (Object.is(v, -0) ? '-0' : String(v))).join('|');
}

/** Gives each distinct key the next number, starting at `first`. */
export class Interner<K> {
  private readonly ids = new Map<K, number>();

  constructor(private readonly first = 0) {}

  id(key: K): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.first + this.ids.size;
      this.ids.set(key, id);
    }
    return id;
  }

  find(key: K): number | undefined {
    return this.ids.get(key);
  }

  get size(): number {
    return this.ids.size;
  }
}
