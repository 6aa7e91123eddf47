// Reading and writing spreadsheets: every upload the app reads and every sheet or CSV it writes
// goes through here (docs/security.md: spreadsheets).
export { DEFAULT_READ_LIMITS, isBlank, type ReadLimits, type SheetRow } from './sheet-format';
export { headedRows, openSheetStream, openWorkbook, type OpenedWorkbook, type SheetStream } from './sheet-reader';
export { receiveUpload, receiveUploadToDisk, type UploadedFile, type UploadOnDisk } from './upload';
export { csvBytes, csvField, csvLine, inertText, istText, looksLikeFormula, workbookBytes, type SheetCell, type SheetContent } from './sheet-writer';
export { XlsxStreamWriter, type SheetLayout } from './xlsx-writer';
export { CELL_STYLE, PERCENT_FORMAT, RUPEES_FORMAT, type CellStyle } from './xlsx-styles';
