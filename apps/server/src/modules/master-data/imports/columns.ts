import { IMPORT_MESSAGES } from '@lbo/contracts/master-data';
import { AppError } from '../../../lib/app-error';
import { isBlank } from '../../../lib/spreadsheets';

export interface ColumnSpec<K extends string = string> {
  key: K;
  /** Header spellings accepted besides the key, compared without case, spaces or punctuation. */
  aliases: readonly string[];
}

/** `Company Name`, `company_name`, `COMPANY-NAME` → `companyname`. */
const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Where each known column sits in the header. `required` lists groups of
 * which at least one column must be present (company_name or company_id).
 */
export function locateColumns<K extends string>(
  header: string[],
  columns: readonly ColumnSpec<K>[],
  required: readonly (readonly K[])[],
): Partial<Record<K, number>> {
  const positions: Partial<Record<K, number>> = {};
  header.forEach((cell, index) => {
    const name = normalize(cell);
    if (!name) return;
    const column = columns.find((c) => normalize(c.key) === name || c.aliases.some((a) => normalize(a) === name));
    if (column && positions[column.key] === undefined) positions[column.key] = index;
  });
  const missing = required.filter((group) => group.every((key) => positions[key] === undefined));
  if (missing.length > 0) {
    throw AppError.badRequest(IMPORT_MESSAGES.missingColumns(missing.map((group) => group.join(' or '))));
  }
  return positions;
}

/** The trimmed text of a cell; '' for blank. */
export function cellText(value: unknown): string {
  if (isBlank(value)) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'active']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'inactive']);

/** Yes/No, true/false, 1/0 (text, number or a spreadsheet boolean); null for blank; undefined when unreadable. */
export function cellBoolean(value: unknown): boolean | null | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  const text = cellText(value).toLowerCase();
  if (text === '') return null;
  if (TRUE_WORDS.has(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  return undefined;
}
