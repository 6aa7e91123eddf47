// Reading and writing spreadsheets: every upload the app reads and every sheet or CSV it writes
// goes through here (docs/security.md: spreadsheets).
export { DEFAULT_READ_LIMITS, isBlank, type ReadLimits, type SheetRow } from './sheet-format';
export { headedRows, openSheetStream, openWorkbook, type OpenedWorkbook, type SheetStream } from './sheet-reader';
export { receiveUpload, receiveUploadToDisk, type UploadOnDisk, type UploadOptions } from './upload';
export { csvBytes, workbookBytes, type SheetCell } from './sheet-writer';
export { XlsxStreamWriter, type SheetLayout } from './xlsx-writer';
export { type CellStyle } from './xlsx-styles';
export { scrubbedWorkbook } from './sheet-scrub';
