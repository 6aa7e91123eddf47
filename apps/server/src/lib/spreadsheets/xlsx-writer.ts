import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { looksLikeFormula } from './inert-text';
import { CELL_STYLE, STYLES_XML, type CellStyle } from './xlsx-styles';
import { escapeXml } from './xml-text';

export { escapeXml };

/** How a sheet opens: column widths (in characters), the header row frozen and filterable, drop-downs. */
export interface SheetLayout {
  widths?: readonly number[];
  /** Keeps row 1 in view while scrolling and (unless `filter` is false) puts filter buttons on it. */
  header?: boolean;
  filter?: boolean;
  /** Drop-down lists (data validations): cells of `column` (0-based) from row 2 to `lastRow` take only `values`. */
  lists?: readonly DropDown[];
}

interface DropDown {
  column: number;
  values: readonly string[];
  lastRow: number;
}

/** A list written into the validation itself holds at most 255 characters, its values joined by commas. */
const INLINE_LIST_MAX = 255;

/**
 * An .xlsx written as it is produced: each sheet's XML goes through deflate straight into the
 * output, so memory stays flat however many rows there are (a spreadsheet library that keeps a
 * sheet until it is committed cannot do that). Cells are numbers, text (inline strings),
 * booleans, dates (their UTC wall clock, shown as "24 Nov 2026 14:05") or empty; a row may give
 * its cells a style of `CELL_STYLE` (bold header, ₹ in lakhs and crores, percent, whole number).
 */
export class XlsxStreamWriter {
  private offset = 0;
  private readonly entries: { name: string; crc: number; compressed: number; size: number; offset: number }[] = [];
  private readonly sheets: string[] = [];
  private sheet: {
    deflate: zlib.DeflateRaw;
    crc: number;
    size: number;
    compressed: number;
    rows: number;
    done: Promise<void>;
    name: string;
    offset: number;
    layout: SheetLayout;
    columns: number;
  } | null = null;
  private readonly filters = new Map<number, string>();
  private text = '';

  constructor(private readonly out: Writable) {}

  private async write(bytes: Buffer) {
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  private async storeEntry(name: string, content: string) {
    const data = zlib.deflateRawSync(Buffer.from(content, 'utf8'));
    const size = Buffer.byteLength(content, 'utf8');
    const crc = zlib.crc32(Buffer.from(content, 'utf8'));
    const offset = this.offset;
    await this.write(localHeader(name, { crc, compressed: data.length, size }));
    await this.write(data);
    this.entries.push({ name, crc, compressed: data.length, size, offset });
  }

  async startSheet(name: string, layout: SheetLayout = {}) {
    if (this.sheet) await this.endSheet();
    this.sheets.push(name);
    const entryName = `xl/worksheets/sheet${this.sheets.length}.xml`;
    const offset = this.offset;
    // Sizes and CRC are not known yet: they follow the data (general purpose flag bit 3).
    await this.write(localHeader(entryName, null));
    const deflate = zlib.createDeflateRaw({ level: 6 });
    const current = { deflate, crc: 0, size: 0, compressed: 0, rows: 0, done: Promise.resolve(), name: entryName, offset, layout, columns: 0 };
    deflate.on('data', (chunk: Buffer) => {
      current.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        this.out.once('drain', () => deflate.resume());
      }
    });
    current.done = once(deflate, 'end').then(() => undefined);
    this.sheet = current;
    await this.feed(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${sheetStart(layout)}<sheetData>`,
    );
  }

  private async feed(xml: string, flush = false) {
    this.text += xml;
    if (this.text.length < 64 * 1024 && !flush) return;
    const sheet = this.sheet!;
    const bytes = Buffer.from(this.text, 'utf8');
    this.text = '';
    sheet.crc = zlib.crc32(bytes, sheet.crc);
    sheet.size += bytes.length;
    if (!sheet.deflate.write(bytes)) await once(sheet.deflate, 'drain');
  }

  /** One row; `styles[i]` styles cell i (a style on a cell of the wrong kind is harmless). */
  async row(cells: readonly unknown[], styles: readonly (CellStyle | null | undefined)[] = []) {
    const sheet = this.sheet;
    if (!sheet) throw new Error('startSheet first');
    sheet.rows++;
    sheet.columns = Math.max(sheet.columns, cells.length);
    let xml = `<row r="${sheet.rows}">`;
    cells.forEach((value, index) => {
      // An empty string stays an (empty) text cell: an error file gives back what the upload had.
      if (value === null || value === undefined) return;
      const ref = `${columnName(index)}${sheet.rows}`;
      const named = styles[index];
      const style = named ? ` s="${CELL_STYLE[named]}"` : '';
      if (typeof value === 'number' && Number.isFinite(value)) xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
      else if (value instanceof Date && Number.isFinite(value.getTime())) xml += `<c r="${ref}" s="${CELL_STYLE.date}"><v>${excelSerial(value)}</v></c>`;
      else if (typeof value === 'boolean') xml += `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
      else {
        // Text is stored as text, never as a formula; text that looks like one carries the
        // quote-prefix style instead of any other, so a program keeps it as text when the cell
        // is edited or re-saved.
        const text = String(value);
        const textStyle = looksLikeFormula(text) ? ` s="${CELL_STYLE.quotedText}"` : style;
        xml += `<c r="${ref}"${textStyle} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
      }
    });
    await this.feed(`${xml}</row>`);
  }

  /** Rows written to the current sheet. */
  get rowsInSheet() {
    return this.sheet?.rows ?? 0;
  }

  async endSheet() {
    const sheet = this.sheet;
    if (!sheet) return;
    let end = '</sheetData>';
    if (sheet.layout.header && sheet.layout.filter !== false && sheet.columns > 0) {
      const range = `A1:${columnName(sheet.columns - 1)}${Math.max(1, sheet.rows)}`;
      end += `<autoFilter ref="${range}"/>`;
      this.filters.set(this.sheets.length - 1, range.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2'));
    }
    end += dataValidations(sheet.layout.lists ?? []);
    await this.feed(`${end}</worksheet>`, true);
    sheet.deflate.end();
    await sheet.done;
    this.sheet = null;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(sheet.crc >>> 0, 4);
    descriptor.writeUInt32LE(sheet.compressed, 8);
    descriptor.writeUInt32LE(sheet.size, 12);
    await this.write(descriptor);
    this.entries.push({ name: sheet.name, crc: sheet.crc >>> 0, compressed: sheet.compressed, size: sheet.size, offset: sheet.offset });
  }

  /** Excel keeps a filter's range as this hidden name too; without it, it repairs the file. */
  private filterNames() {
    if (this.filters.size === 0) return '';
    const names = [...this.filters].map(
      ([index, range]) =>
        `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">'${escapeXml(this.sheets[index]!.slice(0, 31).replace(/'/g, "''"))}'!${range}</definedName>`,
    );
    return `<definedNames>${names.join('')}</definedNames>`;
  }

  /** Writes the workbook's parts and the zip directory, and ends the output. */
  async finish() {
    await this.endSheet();
    if (this.sheets.length === 0) throw new Error('a workbook needs a sheet');
    const sheetList = this.sheets.map((name, i) => `<sheet name="${escapeXml(name.slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
    const rels = this.sheets
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join('');
    const overrides = this.sheets
      .map(
        (_, i) =>
          `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join('');
    const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
    await this.storeEntry(
      '[Content_Types].xml',
      `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}</Types>`,
    );
    await this.storeEntry(
      '_rels/.rels',
      `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    );
    await this.storeEntry(
      'xl/workbook.xml',
      `${xml}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheetList}</sheets>${this.filterNames()}</workbook>`,
    );
    const stylesRel = `<Relationship Id="rId${this.sheets.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>`;
    await this.storeEntry(
      'xl/_rels/workbook.xml.rels',
      `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}${stylesRel}</Relationships>`,
    );
    await this.storeEntry('xl/styles.xml', `${xml}${STYLES_XML}`);

    const directoryStart = this.offset;
    for (const e of this.entries) await this.write(directoryEntry(e));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - directoryStart, 12);
    end.writeUInt32LE(directoryStart, 16);
    await this.write(end);
    this.out.end();
  }
}

/** Days since 30 Dec 1899 (the spreadsheet epoch) of the date's UTC wall clock. */
function excelSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}

const UTF8_NAMES = 0x0800;
const SIZES_FOLLOW = 0x0008;
// 1 Jan 1980, the earliest date a zip entry can carry; the entries' dates mean nothing here.
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function localHeader(name: string, known: { crc: number; compressed: number; size: number } | null): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(UTF8_NAMES | (known ? 0 : SIZES_FOLLOW), 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(known ? known.crc >>> 0 : 0, 14);
  header.writeUInt32LE(known?.compressed ?? 0, 18);
  header.writeUInt32LE(known?.size ?? 0, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, nameBytes]);
}

function directoryEntry(e: { name: string; crc: number; compressed: number; size: number; offset: number }): Buffer {
  const nameBytes = Buffer.from(e.name, 'utf8');
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  entry.writeUInt16LE(20, 6);
  entry.writeUInt16LE(UTF8_NAMES | (e.name.startsWith('xl/worksheets/') ? SIZES_FOLLOW : 0), 8);
  entry.writeUInt16LE(8, 10);
  entry.writeUInt16LE(0, 12);
  entry.writeUInt16LE(DOS_DATE, 14);
  entry.writeUInt32LE(e.crc >>> 0, 16);
  entry.writeUInt32LE(e.compressed, 20);
  entry.writeUInt32LE(e.size, 24);
  entry.writeUInt16LE(nameBytes.length, 28);
  entry.writeUInt32LE(e.offset, 42);
  return Buffer.concat([entry, nameBytes]);
}

/** What comes before a sheet's rows: the frozen header row and the column widths. */
function sheetStart(layout: SheetLayout): string {
  let xml = '';
  if (layout.header)
    xml += '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
  if (layout.widths?.length)
    xml += `<cols>${layout.widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`;
  return xml;
}

/**
 * Drop-downs as data validations (after the filter, as the schema orders a worksheet's parts): a
 * program offers the values in a list and refuses anything else typed into those cells.
 */
function dataValidations(lists: readonly DropDown[]): string {
  if (lists.length === 0) return '';
  const items = lists.map(({ column, values, lastRow }) => {
    const inline = values.join(',');
    if (values.some((v) => /[,"]/.test(v)) || inline.length > INLINE_LIST_MAX)
      throw new Error(`a drop-down list of at most ${INLINE_LIST_MAX} characters, no commas or quotes`);
    const ref = `${columnName(column)}2:${columnName(column)}${Math.max(2, lastRow)}`;
    const error = escapeXml(`Choose one of: ${values.join(', ')}`);
    return `<dataValidation type="list" allowBlank="1" showErrorMessage="1" errorTitle="Not in the list" error="${error}" sqref="${ref}"><formula1>"${escapeXml(inline)}"</formula1></dataValidation>`;
  });
  return `<dataValidations count="${items.length}">${items.join('')}</dataValidations>`;
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
