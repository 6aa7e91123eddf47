import { toFormRow, type FormRow } from './form-values';

type StoredRow = { id?: string | null; _id?: string | null } & object;

const idOf = (row: { id?: unknown; _id?: unknown } | undefined): string | null => {
  const id = row?.id || row?._id;
  return typeof id === 'string' && id !== '' ? id : null;
};

/**
 * The stored id a card deletes (spec part 2 §4): the card's own id (or its alternative `_id`),
 * else the id of the row loaded at the same position, else the loaded row whose key fields
 * all equal the card's. A card saved while the reload after saving failed has no id of its
 * own but is still a stored row; a card that matches nothing is unsaved.
 */
export function deletionIdOf(
  card: FormRow,
  index: number,
  loaded: readonly StoredRow[] | undefined,
  keyFields: readonly string[] = [],
  /** Ids other cards hold: a stored row is never claimed by a second card. */
  heldByCards: ReadonlySet<string> = new Set(),
): string | null {
  const own = idOf(card);
  if (own) return own;
  if (!loaded?.length) return null;
  const free = loaded.filter((row) => !heldByCards.has(idOf(row) ?? ''));
  const atPosition = idOf(loaded[index]);
  if (atPosition && !heldByCards.has(atPosition)) return atPosition;
  if (keyFields.length === 0) return null;
  const match = free.find((row) => {
    const asCard = toFormRow(row, keyFields);
    return keyFields.every((field) => (card[field] ?? '').trim() === asCard[field]);
  });
  return idOf(match);
}
