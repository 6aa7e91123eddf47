import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { SheetRow } from './spreadsheet';

/** How much of the file's rows has been read: bytes of the sheet (unpacked), or of the file. */
export interface ReadPosition {
  done: number;
  total: number;
}

/** Thrown for a file that is not a readable workbook; the caller turns it into its own message. */
export class WorkbookError extends Error {
  constructor(readonly reason: 'unreadable' | 'noSheet' | 'tooLargeUnpacked') {
    super(reason);
  }
}

const columnIndex = (ref: string) => {
  let index = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
};

const rowOfRef = (ref: string) => Number(/\d+$/.exec(ref)?.[0] ?? Number.NaN);

/** Feeds an entry's bytes to a SAX parser, decoding UTF-8 across chunk borders. */
async function* parseEntry(stream: Readable, parser: SaxesParser, read?: ReadPosition): AsyncGenerator<void> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (read) read.done += chunk.length;
    parser.write(decoder.decode(chunk, { stream: true }));
    yield;
  }
  parser.write(decoder.decode());
  parser.close();
}

async function readWhole(zip: ZipFile, entry: Entry): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

/** The first worksheet's path inside the package, from the workbook and its relationships. */
async function firstSheetPath(zip: ZipFile, entries: Map<string, Entry>): Promise<string | null> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    const relId = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(await readWhole(zip, workbook))?.[1];
    const relations = await readWhole(zip, rels);
    for (const match of relations.matchAll(/<Relationship\b[^>]*>/g)) {
      const tag = match[0];
      if (relId && tag.includes(`Id="${relId}"`)) {
        const target = /Target="([^"]+)"/.exec(tag)?.[1];
        if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      }
    }
  }
  return [...entries.keys()].filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name)).sort()[0] ?? null;
}

/** Every shared string, in order: rich-text runs joined, phonetic hints left out. */
async function readSharedStrings(zip: ZipFile, entry: Entry | undefined): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  const parser = new SaxesParser();
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (tag.name === 'si') current = '';
    else if (tag.name === 'rPh') phonetic++;
    else if (tag.name === 't' && phonetic === 0) inText = true;
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (tag.name === 'si') {
      strings.push(current ?? '');
      current = null;
    } else if (tag.name === 'rPh') phonetic--;
    else if (tag.name === 't') inText = false;
  });
  parser.on('text', (text) => {
    if (inText && current !== null) current += text;
  });
  parser.on('cdata', (text) => {
    if (inText && current !== null) current += text;
  });
  for await (const _ of parseEntry(await zip.openReadStreamPromise(entry), parser));
  return strings;
}

/**
 * Reads the first sheet of an .xlsx on disk row by row: the package's
 * directory is checked against `maxUnpackedBytes` (a zip bomb) before any
 * entry is inflated, shared strings are read first, then the sheet streams.
 * Values come as SheetJS gives them raw: text, numbers, booleans.
 */
export async function* readXlsxRows(path: string, maxUnpackedBytes: number, read: ReadPosition): AsyncGenerator<SheetRow> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  } catch {
    throw new WorkbookError('unreadable');
  }
  try {
    const entries = new Map<string, Entry>();
    let unpacked = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        entries.set(entry.fileName, entry);
        unpacked += entry.uncompressedSize;
      }
    } catch {
      throw new WorkbookError('unreadable');
    }
    if (unpacked > maxUnpackedBytes) throw new WorkbookError('tooLargeUnpacked');
    const sheetPath = await firstSheetPath(zip, entries);
    const sheet = sheetPath ? entries.get(sheetPath) : undefined;
    if (!sheet) throw new WorkbookError('noSheet');
    const shared = await readSharedStrings(zip, entries.get('xl/sharedStrings.xml'));
    read.total = sheet.uncompressedSize;
    yield* readSheetEntry(await zip.openReadStreamPromise(sheet), shared, read);
  } catch (error) {
    if (error instanceof WorkbookError) throw error;
    throw new WorkbookError('unreadable');
  } finally {
    zip.close();
  }
}

async function* readSheetEntry(stream: Readable, shared: string[], read: ReadPosition): AsyncGenerator<SheetRow> {
  const parser = new SaxesParser();
  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let lastRowNumber = 0;
  let cell: { index: number; type: string; text: string } | null = null;
  let nextIndex = 0;
  let collecting = false;

  parser.on('opentag', (tag: SaxesTagPlain) => {
    switch (tag.name) {
      case 'row': {
        const declared = Number(tag.attributes.r);
        lastRowNumber = Number.isFinite(declared) && declared > 0 ? declared : lastRowNumber + 1;
        row = { rowNumber: lastRowNumber, cells: [] };
        nextIndex = 0;
        break;
      }
      case 'c': {
        const ref = tag.attributes.r;
        const index = ref ? columnIndex(ref) : nextIndex;
        if (ref && !row) row = { rowNumber: (lastRowNumber = rowOfRef(ref)), cells: [] };
        cell = { index, type: tag.attributes.t ?? 'n', text: '' };
        nextIndex = index + 1;
        break;
      }
      case 'v':
      case 't':
        collecting = cell !== null;
        break;
    }
  });
  parser.on('text', (text) => {
    if (collecting && cell) cell.text += text;
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    switch (tag.name) {
      case 'v':
      case 't':
        collecting = false;
        break;
      case 'c':
        if (cell && row) {
          const value = cellValue(cell.type, cell.text, shared);
          if (value !== null) {
            while (row.cells.length < cell.index) row.cells.push(null);
            row.cells[cell.index] = value;
          }
        }
        cell = null;
        break;
      case 'row':
        if (row) ready.push(row);
        row = null;
        break;
    }
  });

  for await (const _ of parseEntry(stream, parser, read)) {
    if (ready.length > 0) {
      yield* ready;
      ready.length = 0;
    }
  }
  yield* ready;
}

function cellValue(type: string, text: string, shared: string[]): unknown {
  switch (type) {
    case 's':
      return text === '' ? null : (shared[Number(text)] ?? null);
    case 'b':
      return text === '1' || text.toLowerCase() === 'true';
    case 'str':
    case 'inlineStr':
    case 'e':
    case 'd':
      return text;
    default: {
      if (text === '') return null;
      const number = Number(text);
      return Number.isNaN(number) ? text : number;
    }
  }
}
