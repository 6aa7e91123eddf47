import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { WorkbookError, type ReadLimits, type ReadPosition, type SheetRow } from './sheet-format';
import { timeSlices } from '../time-slices';

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

/**
 * Bytes really inflated from the archive, across every entry it reads. The sizes an archive
 * declares are only a first, cheap refusal: an entry may claim 0 bytes and inflate to gigabytes,
 * so the reader counts what comes out and stops the moment the count passes the limit.
 */
export class InflatedCounter {
  bytes = 0;
  constructor(readonly limit: number) {}

  add(chunk: number) {
    this.bytes += chunk;
    if (this.bytes > this.limit) throw new WorkbookError('tooLargeUnpacked');
  }
}

async function* inflate(zip: ZipFile, entry: Entry, counter: InflatedCounter): AsyncGenerator<Buffer> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new WorkbookError('unreadable');
  }
  let own = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      own += chunk.length;
      // An entry that inflates past its own declared size lies about it: stop at once.
      if (own > entry.uncompressedSize) throw new WorkbookError('tooLargeUnpacked');
      counter.add(chunk.length);
      yield chunk;
    }
  } catch (error) {
    throw error instanceof WorkbookError ? error : new WorkbookError('unreadable');
  } finally {
    stream.destroy();
  }
}

const LT = 0x3c;
const GT = 0x3e;

/**
 * Feeds an entry's bytes to a SAX parser, decoding UTF-8 across chunk borders. The parser holds
 * a text node or a tag whole until it ends, so a run of bytes without markup longer than any
 * real cell could be is refused before the parser is handed it (checked per chunk: cheap).
 */
async function* parseEntry(chunks: AsyncIterable<Buffer>, parser: SaxesParser, maxRun: number, read?: ReadPosition): AsyncGenerator<void> {
  const decoder = new TextDecoder('utf-8');
  let run = 0;
  for await (const chunk of chunks) {
    if (read) read.done += chunk.length;
    const first = Math.min(...[chunk.indexOf(LT), chunk.indexOf(GT)].map((i) => (i < 0 ? Infinity : i)));
    if (first === Infinity) run += chunk.length;
    else {
      if (run + first > maxRun) throw new WorkbookError('cellTooLong');
      run = chunk.length - 1 - Math.max(chunk.lastIndexOf(LT), chunk.lastIndexOf(GT));
    }
    if (run > maxRun) throw new WorkbookError('cellTooLong');
    parser.write(decoder.decode(chunk, { stream: true }));
    yield;
  }
  parser.write(decoder.decode());
  parser.close();
}

/** A small part (workbook, relationships, styles), read whole: bounded by its own cap. */
async function readSmall(zip: ZipFile, entry: Entry, counter: InflatedCounter, cap = 8 * 1024 * 1024): Promise<string> {
  if (entry.uncompressedSize > cap) throw new WorkbookError('tooLargeUnpacked');
  const parts: Buffer[] = [];
  for await (const chunk of inflate(zip, entry, counter)) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

/** The longest stretch of XML without markup a cell can need: its characters, escaped, in UTF-8. */
const maxMarkupRun = (limits: ReadLimits) => limits.maxCellChars * 8 + 4096;

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);

/** Every worksheet's name and path inside the package, in the workbook's order. */
async function sheetPaths(zip: ZipFile, entries: Map<string, Entry>, counter: InflatedCounter): Promise<Map<string, string>> {
  const sheets = new Map<string, string>();
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    const targets = new Map<string, string>();
    for (const match of (await readSmall(zip, rels, counter)).matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
      const id = attribute(match[0], 'Id');
      const target = attribute(match[0], 'Target');
      if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    }
    for (const match of (await readSmall(zip, workbook, counter)).matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
      const name = attribute(match[0], 'name');
      const target = targets.get(attribute(match[0], 'r:id') ?? '');
      if (name !== undefined && target && entries.has(target)) sheets.set(unescapeXml(name), target);
    }
  }
  if (sheets.size === 0) {
    const found = [...entries.keys()].filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name)).sort();
    found.forEach((path, i) => sheets.set(`Sheet${i + 1}`, path));
  }
  return sheets;
}

/** Every shared string, in order: rich-text runs joined, phonetic hints left out. */
async function readSharedStrings(zip: ZipFile, entry: Entry | undefined, counter: InflatedCounter, limits: ReadLimits): Promise<string[]> {
  if (!entry) return [];
  // The strings are held in memory while the sheet streams: their part has a cap of its own.
  if (entry.uncompressedSize > limits.maxSharedStringsBytes) throw new WorkbookError('tooLargeUnpacked');
  const own = new InflatedCounter(limits.maxSharedStringsBytes);
  const strings: string[] = [];
  const parser = new SaxesParser();
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  const append = (text: string) => {
    if (!inText || current === null) return;
    current += text;
    if (current.length > limits.maxCellChars) throw new WorkbookError('cellTooLong');
  };
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
  parser.on('text', append);
  parser.on('cdata', append);
  async function* counted() {
    for await (const chunk of inflate(zip, entry!, counter)) {
      own.add(chunk.length);
      yield chunk;
    }
  }
  // A large table's chunks come without the thread being given back: other requests go between slices.
  const slices = timeSlices();
  for await (const _ of parseEntry(counted(), parser, maxMarkupRun(limits))) if (slices.spent()) await slices.yield();
  return strings;
}

const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Style indexes whose number format shows a date: their numbers are days since 1900. */
async function readDateStyles(zip: ZipFile, entry: Entry | undefined, counter: InflatedCounter): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!entry) return dates;
  const xml = await readSmall(zip, entry, counter);
  const custom = new Set<number>();
  for (const match of xml.matchAll(/<(?:\w+:)?numFmt\b[^>]*>/g)) {
    const id = Number(attribute(match[0], 'numFmtId'));
    // A format with day, month or year letters outside quotes and brackets shows a date.
    const code = unescapeXml(attribute(match[0], 'formatCode') ?? '').replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
    if (/[dmy]/i.test(code)) custom.add(id);
  }
  const cellXfs = /<(?:\w+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cellXfs>/.exec(xml)?.[1] ?? '';
  let index = 0;
  for (const match of cellXfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g)) {
    const id = Number(attribute(match[0], 'numFmtId') ?? 0);
    if (BUILT_IN_DATE_FORMATS.has(id) || custom.has(id)) dates.add(index);
    index++;
  }
  return dates;
}

/** A date cell's serial as the local-time Date a spreadsheet library builds (1900 date system). */
function serialToDate(serial: number): Date {
  const whole = Math.floor(serial);
  const seconds = Math.round((serial - whole) * 86_400);
  const utc = new Date(Date.UTC(1899, 11, 30) + whole * 86_400_000);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate(), Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60);
}

export interface XlsxWorkbook {
  sheetNames: string[];
  /** The rows of a sheet (header and blank rows included), streamed. */
  rows(sheetName: string, read: ReadPosition): AsyncGenerator<SheetRow>;
  close(): void;
}

/**
 * Opens an .xlsx on disk for reading sheet by sheet. The package's directory is checked against
 * the limit first (a cheap refusal of an honest bomb); after that every byte inflated is counted,
 * so a package that lies about its sizes is stopped as soon as it inflates past them.
 */
export async function openXlsx(path: string, limits: ReadLimits, options: { dates?: boolean } = {}): Promise<XlsxWorkbook> {
  let zip: ZipFile;
  try {
    // Sizes are checked here, by counting (`inflate`), not by the library's own check: one answer for every lie.
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: false });
  } catch {
    throw new WorkbookError('unreadable');
  }
  try {
    const counter = new InflatedCounter(limits.maxInflatedBytes);
    const entries = new Map<string, Entry>();
    let declared = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        entries.set(entry.fileName, entry);
        declared += entry.uncompressedSize;
      }
    } catch {
      throw new WorkbookError('unreadable');
    }
    if (declared > limits.maxInflatedBytes) throw new WorkbookError('tooLargeUnpacked');
    const paths = await sheetPaths(zip, entries, counter);
    if (paths.size === 0) throw new WorkbookError('noSheet');
    let shared: string[] | null = null;
    let dateStyles: Set<number> | null = null;
    return {
      sheetNames: [...paths.keys()],
      async *rows(sheetName, read) {
        const entry = entries.get(paths.get(sheetName) ?? '');
        if (!entry) throw new WorkbookError('noSheet');
        shared ??= await readSharedStrings(zip, entries.get('xl/sharedStrings.xml'), counter, limits);
        dateStyles ??= options.dates ? await readDateStyles(zip, entries.get('xl/styles.xml'), counter) : new Set();
        read.total = entry.uncompressedSize;
        yield* readSheetEntry(inflate(zip, entry, counter), shared, dateStyles, limits, read);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error instanceof WorkbookError ? error : new WorkbookError('unreadable');
  }
}

async function* readSheetEntry(
  chunks: AsyncIterable<Buffer>,
  shared: string[],
  dateStyles: Set<number>,
  limits: ReadLimits,
  read: ReadPosition,
): AsyncGenerator<SheetRow> {
  const parser = new SaxesParser();
  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let lastRowNumber = 0;
  let cell: { index: number; type: string; style: number; text: string } | null = null;
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
        cell = { index, type: tag.attributes.t ?? 'n', style: Number(tag.attributes.s ?? 0), text: '' };
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
    if (!collecting || !cell) return;
    cell.text += text;
    if (cell.text.length > limits.maxCellChars) throw new WorkbookError('cellTooLong');
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    switch (tag.name) {
      case 'v':
      case 't':
        collecting = false;
        break;
      case 'c':
        if (cell && row) {
          const value = cellValue(cell.type, cell.text, shared, dateStyles.has(cell.style));
          if (value !== null) {
            if (cell.index >= limits.maxColumns) throw new WorkbookError('tooManyColumns');
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

  for await (const _ of parseEntry(chunks, parser, maxMarkupRun(limits), read)) {
    if (ready.length > 0) {
      yield* ready;
      ready.length = 0;
    }
  }
  yield* ready;
}

function cellValue(type: string, text: string, shared: string[], isDate: boolean): unknown {
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
      if (Number.isNaN(number)) return text;
      return isDate ? serialToDate(number) : number;
    }
  }
}
