/** Timestamps go out as ISO strings. */
export const iso = (d: Date) => d.toISOString();
