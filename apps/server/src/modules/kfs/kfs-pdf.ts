import { createRequire } from 'node:module';
import type { KfsTexts } from './kfs-texts.en';
import type { KfsContent } from './kfs-content';
import { kfsSections } from './kfs-document';

const require = createRequire(import.meta.url);
// DejaVu Sans carries the ₹ sign (U+20B9); the PDF embeds the glyphs it uses.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The statement as a PDF (A4), made in this process. */
export async function kfsPdf(c: KfsContent, t: KfsTexts): Promise<Buffer> {
  // Loaded on the first statement, not at start: pdfkit and its font tables are ~5 MB of heap
  // that a server which never issues a statement would carry for nothing.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${t.title} ${c.proposalNumber}`, Author: c.lender, CreationDate: new Date(`${c.issuedOn}T00:00:00Z`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', BOLD);
  const width = doc.page.width - 80;
  doc.font('bold').fontSize(16).text(t.title);
  doc.font('body').fontSize(9).text(`${c.lender} · ${c.loanType} · ${c.proposalNumber}`).moveDown(0.5);
  for (const section of kfsSections(c, t)) {
    doc.moveDown(0.6).font('bold').fontSize(11).text(section.heading).moveDown(0.2).fontSize(8.5);
    if (section.kind === 'lines') {
      for (const [label, value] of section.lines) {
        const y = doc.y;
        doc.font('bold').text(label, 40, y, { width: width * 0.55 });
        const labelEnd = doc.y;
        doc.font('body').text(value, 40 + width * 0.57, y, { width: width * 0.43 });
        doc.y = Math.max(labelEnd, doc.y) + 2;
      }
    } else {
      const columns = section.head.length;
      const firstWidth = columns > 3 ? width * 0.1 : width * 0.5;
      const otherWidth = (width - firstWidth) / (columns - 1);
      const x = (i: number) => 40 + (i === 0 ? 0 : firstWidth + (i - 1) * otherWidth);
      const line = (cells: string[], font: string) => {
        if (doc.y > doc.page.height - 60) doc.addPage();
        const y = doc.y;
        let bottom = y;
        cells.forEach((cell, i) => {
          doc.font(font).text(cell, x(i), y, { width: i === 0 ? firstWidth - 4 : otherWidth - 4, align: i === 0 ? 'left' : 'right' });
          bottom = Math.max(bottom, doc.y);
        });
        doc.y = bottom + 1;
      };
      line(section.head, 'bold');
      for (const row of section.rows) line(row, 'body');
    }
    doc.x = 40;
  }
  doc.moveDown(1).font('body').fontSize(8).text(t.footnote, 40, doc.y, { width });
  doc.end();
  return done;
}
