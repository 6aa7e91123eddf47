export interface PgErrorInfo {
  code: string;
  constraint?: string;
}

/** The Postgres error behind a failed query (Drizzle wraps the driver's error in `cause`). */
export function pgError(error: unknown): PgErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function pgErrorCode(error: unknown): string | undefined {
  return pgError(error)?.code;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** Deleting a row that an ON DELETE RESTRICT reference still points at. */
export const RESTRICT_VIOLATION = '23001';

/** `%`, `_` and `\` typed into a search box are matched literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
