import type { DocumentTexts } from './kfs-texts';
import type { ComparisonContent } from './comparison-content';
import { comparisonTables, FIGURE_COLUMNS } from './comparison-document';
import { contentWidth, pdfTable, renderPdf, type PdfColumn } from './document-pdf';

// Shares of the width of an A4 landscape page for the eleven offer columns: names and penal
// charges wrap, figures do not (an amount of ₹1,00,00,000 and a total of ₹1,23,45,678.90 fit theirs at 7.5 pt).
const OFFER_SHARES = [0.105, 0.09, 0.085, 0.085, 0.06, 0.05, 0.07, 0.06, 0.08, 0.1, 0.215];

/** The comparison of one decision's offers as a PDF (A4 landscape) in the catalogue's language. */
export async function comparisonPdf(c: ComparisonContent, texts: DocumentTexts): Promise<Buffer> {
  const d = comparisonTables(c, texts);
  return renderPdf(texts, { layout: 'landscape', title: `${d.title} · ${c.borrower}`, createdOn: c.preparedOn }, (doc) => {
    const width = contentWidth(doc);
    doc.font('bold').fontSize(16).text(d.title).moveDown(0.3);
    pdfTable(doc, {
      head: null,
      rows: d.facts,
      columns: [
        { width: width * 0.2, font: 'bold' },
        { width: width * 0.8, font: 'body' },
      ],
      size: 9,
    });
    doc.font('body').fontSize(8.5).text(d.neutrality, doc.page.margins.left, doc.y, { width }).moveDown(0.8);
    const offerColumns: PdfColumn[] = OFFER_SHARES.map((share, i) => ({ width: width * share, align: FIGURE_COLUMNS.has(i) ? 'right' : 'left' }));
    if (d.offerRows.length > 0)
      pdfTable(doc, { heading: { text: d.offersTitle, size: 12 }, head: d.offerHead, rows: d.offerRows, columns: offerColumns, size: 7.5 });
    else doc.font('bold').fontSize(12).text(d.offersTitle).font('body').fontSize(9).text(d.noOffers).moveDown(0.5);
    if (d.refusedRows.length > 0) {
      doc.moveDown(0.6);
      const columns: PdfColumn[] = [{ width: width * 0.18 }, { width: width * 0.15 }, { width: width * 0.67 }];
      pdfTable(doc, { heading: { text: d.refusedTitle, size: 12 }, head: d.refusedHead, rows: d.refusedRows, columns, size: 7.5 });
    }
    doc.moveDown(0.6).font('body').fontSize(8).text(d.footnote, doc.page.margins.left, doc.y, { width });
  });
}
