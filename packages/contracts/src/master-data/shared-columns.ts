import type { MasterColumn, MasterExportColumn, MasterField, MasterImportColumn, SheetFormat } from './define-master-entity';
import { optionalFilterBoolean, requiredText, STATUS_OPTIONS, YES_NO_OPTIONS } from './fields';

/*
 * What several entities declare alike, written once: a column's form field, list column, export
 * column and import column follow from one call, so they cannot drift apart.
 */

/** A required text: the create body's check and the import's are the same one. */
export function requiredTextColumn(required: string, max: number, tooLong: string) {
  return { schema: requiredText(required, max, tooLong), check: { type: 'text', required, max, tooLong } as const };
}

/**
 * A Yes/No flag (`is_metro`): a select defaulting to No, a sortable Yes/No column, exported and
 * imported as Yes/No under `header` (also read as 'Is <header>' and as the form's label).
 */
export function yesNoColumn(name: string, header: string, fieldLabel = header) {
  const field: MasterField = { kind: 'select', name, label: fieldLabel, options: YES_NO_OPTIONS, initial: 'false' };
  const column: MasterColumn = { id: name, header, format: 'yesNo', sortable: true };
  const exportColumn: MasterExportColumn = { header, key: name, format: 'yesNo' };
  const importColumn: MasterImportColumn = {
    key: name,
    aliases: [...new Set([header, `Is ${header}`, fieldLabel])],
    check: { type: 'yesNo', label: header, blank: false },
  };
  return { field, column, exportColumn, importColumn };
}

/** The Active/Inactive status of an entity a row toggle switches (banks, products); its rows listed by `name`. */
export const ACTIVE_STATUS = {
  field: { kind: 'select', name: 'is_active', label: 'Status', options: STATUS_OPTIONS, initial: 'true' } satisfies MasterField,
  /** The status and the created date close the list's columns (part 1 §2). */
  columns: [
    { id: 'is_active', header: 'Status', format: 'status', sortable: true },
    { id: 'created_at', header: 'Created Date', format: 'date', sortable: true },
  ] satisfies MasterColumn[],
  exportColumn: { header: 'Status', key: 'is_active', format: 'activeText' } satisfies MasterExportColumn,
  listByName: { search: ['name'], sort: ['name', 'is_active', 'created_at'], filters: { is_active: optionalFilterBoolean }, tieBreakers: ['name'] },
} as const;

/**
 * The head of an import of one entity's own rows, named after its plural: 'loan purposes' is kind
 * 'loan-purposes', the 'loan-purposes-import-template.xlsx' template and the 'Import Loan Purposes' dialog.
 */
export function ownRowsImport(words: { one: string; many: string }, formats: readonly SheetFormat[], path: string, templatePath: string) {
  const kind = words.many.replaceAll(' ', '-');
  const title = `Import ${words.many.replace(/\b\w/g, (letter) => letter.toUpperCase())}`;
  return { kind, formats, words, path, templatePath, templateName: `${kind}-import-template.xlsx`, title };
}
