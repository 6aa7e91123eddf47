/**
 * The ids of a closed list written once, with their labels: the labels' keys in order, as the
 * tuple z.enum takes. Kept apart from zod: the sign-in screen reads permissions.ts and ships no zod.
 */
export function idsOf<L extends Record<string, string>>(labels: L): readonly [keyof L & string, ...(keyof L & string)[]] {
  return Object.keys(labels) as [keyof L & string, ...(keyof L & string)[]];
}
