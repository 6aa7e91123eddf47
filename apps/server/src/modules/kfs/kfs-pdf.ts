import type { DocumentTexts } from './kfs-texts';
import type { KfsContent } from './kfs-content';
import { kfsSections } from './kfs-document';
import { contentWidth, pdfTable, renderPdf, type PdfColumn } from './document-pdf';

/** The statement as a PDF (A4) in the catalogue's language: the repayment schedule repeats its header on every page. */
export async function kfsPdf(c: KfsContent, texts: DocumentTexts): Promise<Buffer> {
  const t = texts.kfs;
  return renderPdf(texts, { layout: 'portrait', title: `${t.title} ${c.proposalNumber}`, author: c.lender, createdOn: c.issuedOn }, (doc) => {
    const width = contentWidth(doc);
    doc.font('bold').fontSize(16).text(t.title);
    doc.font('body').fontSize(9).text(`${c.lender} · ${c.loanType} · ${c.proposalNumber}`).moveDown(0.5);
    for (const section of kfsSections(c, texts)) {
      doc.moveDown(0.6);
      const heading = { text: section.heading, size: 11 };
      if (section.kind === 'lines') {
        const columns: PdfColumn[] = [
          { width: width * 0.56, font: 'bold' },
          { width: width * 0.44, font: 'body' },
        ];
        pdfTable(doc, { heading, head: null, rows: section.lines, columns, size: 8.5 });
      } else {
        const count = section.head.length;
        const first = count > 3 ? width * 0.1 : width * 0.5;
        const columns: PdfColumn[] = section.head.map((_, i) => (i === 0 ? { width: first } : { width: (width - first) / (count - 1), align: 'right' }));
        pdfTable(doc, { heading, head: section.head, rows: section.rows, columns, size: 8.5 });
      }
    }
    doc.moveDown(1).font('body').fontSize(8).text(t.footnote, doc.page.margins.left, doc.y, { width });
  });
}
