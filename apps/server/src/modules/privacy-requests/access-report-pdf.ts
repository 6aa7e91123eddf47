import { contentWidth, DOCUMENT_TEXTS, pdfTable, renderPdf } from '../kfs';
import type { AccessReport } from './access-report';

type Doc = PDFKit.PDFDocument;

/** A value in a cell: text as it is, numbers and flags in words, nothing as a dash. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(cellOf).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isRecordList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => v !== null && typeof v === 'object' && !Array.isArray(v));

/** An object's fields as label–value rows, nested objects by dotted labels; lists of records apart (they become tables). */
function fieldRows(value: Record<string, unknown>, prefix = ''): { rows: string[][]; lists: [string, Record<string, unknown>[]][] } {
  const rows: string[][] = [];
  const lists: [string, Record<string, unknown>[]][] = [];
  for (const [key, v] of Object.entries(value)) {
    const label = prefix ? `${prefix}.${key}` : key;
    if (isRecordList(v)) lists.push([label, v]);
    else if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const inner = fieldRows(v as Record<string, unknown>, label);
      rows.push(...inner.rows);
      lists.push(...inner.lists);
    } else rows.push([label, cellOf(v)]);
  }
  return { rows, lists };
}

function drawRecord(doc: Doc, record: Record<string, unknown>) {
  const width = contentWidth(doc);
  const { rows, lists } = fieldRows(record);
  if (rows.length > 0)
    pdfTable(doc, {
      head: null,
      rows,
      columns: [
        { width: width * 0.3, font: 'bold' },
        { width: width * 0.7, font: 'body' },
      ],
      size: 8,
    });
  for (const [label, list] of lists) {
    const keys = [...new Set(list.flatMap((r) => Object.keys(r)))];
    pdfTable(doc, {
      heading: { text: label, size: 9 },
      head: keys,
      rows: list.map((r) => keys.map((k) => cellOf(r[k]))),
      columns: keys.map(() => ({ width: width / keys.length })),
      size: 7,
    });
  }
}

/** The access report as a PDF (A4), drawn with the KFS's own machinery and fonts: each section under its title. */
export async function accessReportPdf(report: AccessReport): Promise<Buffer> {
  const texts = DOCUMENT_TEXTS.en;
  const title = 'Personal data held: access request';
  return renderPdf(texts, { layout: 'portrait', title, createdOn: report.generatedAt.slice(0, 10) }, (doc) => {
    const width = contentWidth(doc);
    doc.font('bold').fontSize(15).text(title, { width }).moveDown(0.2);
    doc
      .font('body')
      .fontSize(8.5)
      .text(`Request ${report.request.id} · made ${report.request.createdAt} · prepared ${report.generatedAt}`, { width })
      .moveDown(0.6);
    for (const [key, value] of Object.entries(report.sections)) {
      doc.x = doc.page.margins.left;
      doc
        .font('bold')
        .fontSize(12)
        .text(report.titles[key] ?? key, doc.page.margins.left, doc.y, { width })
        .moveDown(0.2);
      const records = Array.isArray(value) ? value : value === null ? [] : [value];
      if (records.length === 0) doc.font('body').fontSize(8.5).text('Nothing held.', { width }).moveDown(0.4);
      records.forEach((record, i) => {
        if (Array.isArray(value))
          doc
            .font('bold')
            .fontSize(9)
            .text(`${i + 1} of ${records.length}`, doc.page.margins.left, doc.y, { width });
        if (record !== null && typeof record === 'object') drawRecord(doc, record as Record<string, unknown>);
        else doc.font('body').fontSize(8.5).text(cellOf(record), { width });
      });
      doc.moveDown(0.5);
    }
  });
}
