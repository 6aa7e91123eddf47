import type { DocumentTexts } from './kfs-texts';
import { pdfFonts } from './document-fonts';

type Doc = PDFKit.PDFDocument;

const PDF_MARGIN = 40;

/**
 * A borrower's document as a PDF (A4) made in this process, in the catalogue's script: `draw`
 * lays it out on `doc` with the fonts registered as `body` and `bold`.
 */
export async function renderPdf(
  texts: DocumentTexts,
  options: { layout: 'portrait' | 'landscape'; title: string; author?: string; createdOn: string },
  draw: (doc: Doc) => void,
): Promise<Buffer> {
  // Loaded on the first document, not at start: pdfkit and its font tables are ~5 MB of heap
  // that a server which never issues a statement would carry for nothing.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout,
    margin: PDF_MARGIN,
    lang: texts.lang,
    info: { Title: options.title, ...(options.author ? { Author: options.author } : {}), CreationDate: new Date(`${options.createdOn}T00:00:00Z`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = pdfFonts(texts);
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  draw(doc);
  doc.end();
  return done;
}

/** The width text may take on the page. */
export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more points fit on this one. */
function keepRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

export interface PdfColumn {
  width: number;
  align?: 'left' | 'right';
  /** The body rows' font in this column (the header row is bold). */
  font?: 'body' | 'bold';
}

const PAD = 3;

const fontOf = (column: PdfColumn, header: boolean) => (header ? 'bold' : (column.font ?? 'body'));

function rowHeight(doc: Doc, cells: readonly string[], columns: readonly PdfColumn[], header: boolean): number {
  let tallest = 0;
  cells.forEach((cell, i) => {
    doc.font(fontOf(columns[i]!, header));
    tallest = Math.max(tallest, doc.heightOfString(cell || ' ', { width: columns[i]!.width - 2 * PAD }));
  });
  return tallest + 2 * PAD;
}

function drawRow(doc: Doc, cells: readonly string[], columns: readonly PdfColumn[], header: boolean, height: number) {
  const top = doc.y;
  let x = doc.page.margins.left;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  if (header) doc.rect(x, top, width, height).fill('#f0f0f0').fillColor('#111');
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    doc.font(fontOf(column, header)).text(cell, x + PAD, top + PAD, { width: column.width - 2 * PAD, align: column.align ?? 'left' });
    x += column.width;
  });
  doc
    .moveTo(doc.page.margins.left, top + height)
    .lineTo(doc.page.margins.left + width, top + height)
    .lineWidth(0.4)
    .strokeColor('#bbbbbb')
    .stroke();
  doc.x = doc.page.margins.left;
  doc.y = top + height;
}

/** A section's heading: never the last thing on a page (`following` is the height of what must come with it). */
function pdfHeading(doc: Doc, text: string, size: number, following: number) {
  doc.font('bold').fontSize(size);
  const height = doc.heightOfString(text, { width: contentWidth(doc) });
  doc.fontSize(size);
  keepRoom(doc, height + 4 + following);
  doc.text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.y += 3;
}

/**
 * A table that may run over pages: every page it reaches starts with its header row again, and a
 * header (with the section heading before it) never ends a page without a row under it.
 */
export function pdfTable(
  doc: Doc,
  table: {
    heading?: { text: string; size: number };
    head: readonly string[] | null;
    rows: readonly (readonly string[])[];
    columns: readonly PdfColumn[];
    size: number;
  },
) {
  doc.fontSize(table.size);
  const headHeight = table.head ? rowHeight(doc, table.head, table.columns, true) : 0;
  const firstRow = table.rows[0] ? rowHeight(doc, table.rows[0], table.columns, false) : 0;
  if (table.heading) pdfHeading(doc, table.heading.text, table.heading.size, headHeight + firstRow);
  else keepRoom(doc, headHeight + firstRow);
  doc.fontSize(table.size);
  const head = () => table.head && drawRow(doc, table.head, table.columns, true, headHeight);
  head();
  // Each row is laid out twice, to measure and to draw: shaping is most of a document's time.
  table.rows.forEach((row, i) => {
    doc.fontSize(table.size);
    const height = i === 0 ? firstRow : rowHeight(doc, row, table.columns, false);
    if (keepRoom(doc, height)) head();
    drawRow(doc, row, table.columns, false, height);
  });
  doc.y += 4;
}
