/** Answers may nest what the client reads in one or more `data` layers; this finds the first match. */
export function pick<T>(body: unknown, ...keys: string[]): T | undefined {
  let layer: unknown = body;
  for (let depth = 0; depth < 3 && layer && typeof layer === 'object'; depth++) {
    const record = layer as Record<string, unknown>;
    for (const key of keys) if (record[key] !== undefined) return record[key] as T;
    layer = record.data;
  }
  return undefined;
}

/** The innermost `data` of an envelope. */
export function dataOf<T>(body: unknown): T {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return record.data as T;
}

export const samePair = (pair: { bank_id: string; product_id: string }) => (row: { bank_id?: string; product_id?: string }) =>
  row.bank_id === pair.bank_id && row.product_id === pair.product_id;
