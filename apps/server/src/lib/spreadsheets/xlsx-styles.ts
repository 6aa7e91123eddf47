import { escapeXml } from './xml-text';

/**
 * The cell styles every .xlsx the app writes carries (xl/styles.xml), by their index in
 * `cellXfs`: a cell names one with `s="…"`. Indices are fixed: a written cell points at them.
 */
export const CELL_STYLE = {
  /** A date cell's serial number shown as a date and time. */
  date: 1,
  /** Text a program must keep as text even when it looks like a formula. */
  quotedText: 2,
  /** A header row: bold. */
  header: 3,
  /** ₹ with Indian digit grouping: ₹12,34,567. The value stays a number. */
  rupees: 4,
  /** A rate already in percent (9.28 means 9.28 %), to two decimals. */
  percent: 5,
  /** A count or months: a whole number. */
  integer: 6,
} as const;

export type CellStyle = Exclude<keyof typeof CELL_STYLE, 'date' | 'quotedText'>;

/**
 * Lakhs and crores: a format code has no Indian grouping of its own, so the ranges choose where the
 * commas go (at most two conditions are allowed; amounts of 100 crore and more group their crores
 * in one run of digits). Excel and LibreOffice both render it.
 */
const RUPEES_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0;[>=100000]"₹"##\\,##\\,##0;"₹"#,##0';
const PERCENT_FORMAT = '0.00"%"';
const DATE_FORMAT = 'dd mmm yyyy hh:mm';

const numFmt = (id: number, code: string) => `<numFmt numFmtId="${id}" formatCode="${escapeXml(code)}"/>`;
const xf = (numFmtId: number, extra = '') => `<xf numFmtId="${numFmtId}" fontId="0" fillId="0" borderId="0" xfId="0"${extra}/>`;

// In CELL_STYLE's order; numFmtId 1 is the built-in "0".
const CELL_XFS = [
  xf(0),
  xf(164, ' applyNumberFormat="1"'),
  xf(0, ' quotePrefix="1"'),
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
  xf(165, ' applyNumberFormat="1"'),
  xf(166, ' applyNumberFormat="1"'),
  xf(1, ' applyNumberFormat="1"'),
];

export const STYLES_XML =
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  `<numFmts count="3">${numFmt(164, DATE_FORMAT)}${numFmt(165, RUPEES_FORMAT)}${numFmt(166, PERCENT_FORMAT)}</numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="${CELL_XFS.length}">${CELL_XFS.join('')}</cellXfs>` +
  '</styleSheet>';
