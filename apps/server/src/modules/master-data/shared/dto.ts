/** Timestamps go out as ISO strings; the id as `id`, the first name the specification gives (it also allows `_id`). */
export const iso = (d: Date) => d.toISOString();
export const ids = (id: string) => ({ id });
