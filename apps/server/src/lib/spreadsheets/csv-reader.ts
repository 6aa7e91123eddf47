import { createReadStream } from 'node:fs';
import { WorkbookError, type ReadLimits, type ReadPosition, type SheetRow } from './sheet-format';

/** A file that is not UTF-8 text (a renamed binary); the caller answers with its own message. */
export class NotTextError extends Error {}

/**
 * Reads a CSV on disk record by record (RFC 4180: quoted fields may hold
 * commas, quotes and line breaks). Every value is text, as a spreadsheet
 * program would show the raw file; an empty field is null. Row numbers
 * count records, as a spreadsheet shows them. A record of more cells, or a
 * cell of more characters, than the limits allow stops the read at once:
 * a line of a million commas costs what its first few hundred do.
 */
export async function* readCsvRows(path: string, read: ReadPosition, limits: Pick<ReadLimits, 'maxColumns' | 'maxCellChars'>): AsyncGenerator<SheetRow> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let field = '';
  let cells: unknown[] = [];
  let quoted = false;
  /** After a closing quote: the next quote is an escaped one. */
  let quoteSeen = false;
  let fieldStarted = false;
  let carriageReturn = false;
  let rowNumber = 0;
  let first = true;
  const ready: SheetRow[] = [];

  const endField = () => {
    if (cells.length >= limits.maxColumns) throw new WorkbookError('tooManyColumns');
    if (field.length > limits.maxCellChars) throw new WorkbookError('cellTooLong');
    cells.push(field === '' && !fieldStarted ? null : field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    rowNumber++;
    ready.push({ rowNumber, cells });
    cells = [];
  };

  const consume = (text: string) => {
    // A field grows by at most one chunk between checks: checked once per chunk, and when it ends.
    if (field.length > limits.maxCellChars) throw new WorkbookError('cellTooLong');
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (ch === '"') {
            field += '"';
            continue;
          }
          quoted = false;
          // fall through: the character after a closing quote is read as unquoted
        } else if (ch === '"') {
          quoteSeen = true;
          continue;
        } else {
          field += ch;
          continue;
        }
      }
      if (carriageReturn) {
        // CRLF is one line break; a lone CR (old Mac files) is one too.
        carriageReturn = false;
        endRecord();
        if (ch === '\n') continue;
      }
      if (ch === ',') endField();
      else if (ch === '\n') endRecord();
      else if (ch === '\r') carriageReturn = true;
      else if (ch === '"' && field === '' && !fieldStarted) {
        quoted = true;
        fieldStarted = true;
      } else {
        field += ch;
        fieldStarted = true;
      }
    }
  };

  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) throw new NotTextError();
      read.done += chunk.length;
      let text = decoder.decode(chunk, { stream: true });
      if (first) {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        first = text.length === 0;
      }
      consume(text);
      if (ready.length > 0) {
        yield* ready;
        ready.length = 0;
      }
    }
    consume(decoder.decode());
  } catch (error) {
    if (error instanceof TypeError) throw new NotTextError();
    throw error;
  }
  if (carriageReturn) endRecord();
  else if (field !== '' || fieldStarted || cells.length > 0) endRecord();
  yield* ready;
}
