import * as XLSX from '@e965/xlsx';
import { workbookBytes, type SheetCell } from './sheet-writer';

/**
 * A small file the app wrote (an error file: a sheet or two of rows) with `scrub` applied to
 * every text cell, written again; null when no cell changed. An erasure uses it on stored error
 * files that may hold a borrower's name or reference (ADR 0041). Only for the app's own
 * files, read whole: they are small, and were written by `workbookBytes`.
 */
export async function scrubbedWorkbook(bytes: Buffer, scrub: (text: string) => string): Promise<Buffer | null> {
  const book = XLSX.read(bytes, { type: 'buffer', cellDates: true });
  let changed = false;
  const sheets = book.SheetNames.map((name) => {
    const rows = XLSX.utils.sheet_to_json<SheetCell[]>(book.Sheets[name]!, { header: 1, raw: true, defval: null });
    return {
      name,
      rows: rows.map((row) =>
        row.map((cell) => {
          if (typeof cell !== 'string') return cell;
          const next = scrub(cell);
          if (next !== cell) changed = true;
          return next;
        }),
      ),
    };
  });
  return changed ? workbookBytes(sheets) : null;
}
