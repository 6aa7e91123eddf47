/** Timestamps go out as ISO strings; ids as both `id` and `_id` (the client reads either). */
export const iso = (d: Date) => d.toISOString();
export const ids = (id: string) => ({ id, _id: id });
