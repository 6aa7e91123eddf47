import { IMPORT_FORMATS, IMPORT_MAX, IMPORT_MESSAGES as M, LOGO_MAX, LOGO_MESSAGES, type ImportKind, type SheetFormat } from '@lbo/contracts/master-data';
import { getErrorMessage, isApiError } from '@/lib/api-client';

/** An import's formats: its definition's, or those of one of the six's kinds. */
const formatsOf = (kind: ImportKind | readonly SheetFormat[]) => (typeof kind === 'string' ? IMPORT_FORMATS[kind] : kind);

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The import dialog's own checks before uploading (part 2 §5); null when the file may go. */
export function checkImportFile(file: File | null, kind: ImportKind | readonly SheetFormat[]): string | null {
  const formats = formatsOf(kind);
  const withCsv = formats.includes('csv');
  if (!file) return withCsv ? M.noExcelCsvFile : M.noExcelFile;
  if (!formats.includes(extensionOf(file.name) as SheetFormat)) return withCsv ? M.excelCsvTypeInvalid : M.excelTypeInvalid;
  if (file.size > IMPORT_MAX) return M.tooLarge;
  return null;
}

/** The `accept` attribute of the import file input. */
export const acceptFor = (kind: ImportKind | readonly SheetFormat[]) =>
  formatsOf(kind)
    .map((f) => `.${f}`)
    .join(',');

const LOGO_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

/** The logo field's checks before uploading (part 1 §5). The server checks the content again. */
export function checkLogoFile(file: File): string | null {
  if (file.size > LOGO_MAX) return LOGO_MESSAGES.tooLarge;
  if (file.type && !LOGO_TYPES.has(file.type)) return LOGO_MESSAGES.notAnImage;
  return null;
}

/** Part 1 §8: a 413 gets its own text; otherwise the server's message or the fallback. */
export function logoUploadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 413) return LOGO_MESSAGES.tooLarge413;
  return getErrorMessage(error, LOGO_MESSAGES.failed);
}
