export { kfsModule } from './kfs.routes';
export { missingKfsFacts } from './kfs-content';
export { renderKfsAgain } from './kfs.service';
export { contentWidth, pdfTable, renderPdf } from './document-pdf';
export { DOCUMENT_TEXTS } from './catalogues';
