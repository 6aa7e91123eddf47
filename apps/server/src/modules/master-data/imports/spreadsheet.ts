import * as XLSX from '@e965/xlsx';
import { IMPORT_MESSAGES as M, MASTER_LIMITS, type SheetFormat } from '@lbo/contracts/master-data';
import { AppError } from '../../../lib/app-error';

export interface SheetRow {
  /** 1-based row number as the spreadsheet shows it. */
  rowNumber: number;
  cells: unknown[];
}

export interface Sheet {
  format: SheetFormat;
  header: string[];
  rows: SheetRow[];
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A 5 MB .xlsx of plain rows unpacks to well under this; more means a zip bomb. */
export const MAX_UNPACKED_BYTES = 160 * 1024 * 1024;

const extensionOf = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';

/**
 * What the upload really is, judged by its content: SheetJS reads any text
 * as a sheet, so the signature is checked before anything is parsed. The
 * name's extension must be one of the allowed ones and agree with the content.
 * `streamed`: `bytes` is only the file's head; the streaming readers check
 * the rest (text encoding, unpacked size) as they read.
 */
export function detectFormat(filename: string, bytes: Buffer, allowed: readonly SheetFormat[], options: { streamed?: boolean } = {}): SheetFormat {
  const typeMessage = allowed.includes('csv') ? M.excelCsvTypeInvalid : M.excelTypeInvalid;
  const extension = extensionOf(filename);
  if (!allowed.includes(extension as SheetFormat)) throw AppError.badRequest(typeMessage);
  if (bytes.length === 0) throw AppError.badRequest(M.emptyFile);

  if (extension === 'csv') {
    if (!options.streamed && !isUtf8Text(bytes)) throw AppError.badRequest(M.notCsv);
    return 'csv';
  }
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    if (options.streamed) return 'xlsx';
    const unpacked = unpackedZipSize(bytes);
    if (unpacked === null) throw AppError.badRequest(M.unreadable);
    if (unpacked > MAX_UNPACKED_BYTES) throw AppError.badRequest(M.tooLargeUnpacked);
    return 'xlsx';
  }
  if (startsWith(bytes, OLE2_SIGNATURE)) return 'xls';
  throw AppError.badRequest(M.notExcel);
}

/** Reads the first sheet: the first non-empty row is the header, blank rows are skipped. */
export function readSheet(bytes: Buffer, format: SheetFormat): Sheet {
  // Parsing stops a little past the row limit, so a huge sheet costs no more than a full one.
  const sheetRows = MASTER_LIMITS.importMaxRows + 2;
  let workbook: XLSX.WorkBook;
  try {
    workbook =
      format === 'csv'
        ? XLSX.read(stripBom(bytes.toString('utf8')), { type: 'string', raw: true, dense: true, sheetRows })
        : XLSX.read(bytes, {
            type: 'buffer',
            dense: true,
            sheetRows,
            cellText: false,
            cellNF: false,
            cellHTML: false,
            cellFormula: false,
            cellStyles: false,
          });
  } catch {
    throw AppError.badRequest(M.unreadable);
  }
  const firstName = workbook.SheetNames[0];
  const sheet = firstName ? workbook.Sheets[firstName] : undefined;
  if (!sheet) throw AppError.badRequest(M.noSheet);

  const firstRow = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const all = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  const rows: SheetRow[] = [];
  let header: string[] | null = null;
  for (let i = 0; i < all.length; i++) {
    const cells = all[i] ?? [];
    if (cells.every(isBlank)) continue;
    if (!header) {
      header = cells.map((c) => (isBlank(c) ? '' : String(c).trim()));
      continue;
    }
    rows.push({ rowNumber: firstRow + i + 1, cells });
  }
  if (!header) throw AppError.badRequest(M.noHeader);
  if (rows.length > MASTER_LIMITS.importMaxRows) throw AppError.badRequest(M.tooManyRows);
  return { format, header, rows };
}

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function startsWith(bytes: Buffer, signature: Buffer): boolean {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Valid UTF-8 with no NUL bytes: text, not a renamed binary. */
function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Total unpacked size the ZIP's central directory declares, or null when
 * there is no readable central directory (a corrupt or truncated file).
 */
export function unpackedZipSize(bytes: Buffer): number | null {
  const END_OF_DIRECTORY = 0x06054b50;
  const DIRECTORY_ENTRY = 0x02014b50;
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const entries = bytes.readUInt16LE(at + 10);
    const directorySize = bytes.readUInt32LE(at + 12);
    const directoryOffset = bytes.readUInt32LE(at + 16);
    // ZIP64 markers: far larger than anything a 5 MB upload may unpack to.
    if (entries === 0xffff || directoryOffset === 0xffffffff) return Number.POSITIVE_INFINITY;
    if (directoryOffset + directorySize > bytes.length) return null;
    let position = directoryOffset;
    let total = 0;
    for (let entry = 0; entry < entries; entry++) {
      if (position + 46 > bytes.length || bytes.readUInt32LE(position) !== DIRECTORY_ENTRY) return null;
      const size = bytes.readUInt32LE(position + 24);
      if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
      total += size;
      position += 46 + bytes.readUInt16LE(position + 28) + bytes.readUInt16LE(position + 30) + bytes.readUInt16LE(position + 32);
    }
    return total;
  }
  return null;
}
