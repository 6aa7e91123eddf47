/** 0.4567 → "45.7%"; a dash without a rate. */
export const percent = (rate: number | null | undefined) => (rate === null || rate === undefined ? '—' : `${(rate * 100).toFixed(1)}%`);
