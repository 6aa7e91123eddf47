import type { MasterColumn, MasterExportColumn, MasterField, MasterImportColumn, SheetFormat } from './define-master-entity';
import { optionalFilterBoolean, requiredText } from './fields';

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
 * imported as Yes/No under `header` (also read as 'Is <header>' and as `alsoRead`).
 */
export function yesNoColumn<const Name extends string>(name: Name, header: string, alsoRead = header) {
  const field = { [name]: { kind: 'select', initial: 'false' } } as { [N in Name]: { readonly kind: 'select'; readonly initial: 'false' } };
  const column = { [name]: { format: 'yesNo', sortable: true } } as { [N in Name]: { readonly format: 'yesNo'; readonly sortable: true } };
  const exportColumn: MasterExportColumn = { header, key: name, format: 'yesNo' };
  const importColumn: MasterImportColumn = {
    key: name,
    aliases: [...new Set([header, `Is ${header}`, alsoRead])],
    check: { type: 'yesNo', name: header, blank: false },
  };
  return { field, column, exportColumn, importColumn };
}

/** The Active/Inactive status of an entity a row toggle switches (banks, products); its rows listed by `name`. */
export const ACTIVE_STATUS = {
  field: { is_active: { kind: 'select', initial: 'true' } } satisfies Record<string, MasterField>,
  /** The status and the created date close the list's columns (part 1 §2). */
  columns: {
    is_active: { format: 'status', sortable: true },
    created_at: { format: 'date', sortable: true },
  } satisfies Record<string, MasterColumn>,
  exportColumn: { header: 'Status', key: 'is_active', format: 'activeText' } satisfies MasterExportColumn,
  listByName: { search: ['name'], sort: ['name', 'is_active', 'created_at'], filters: { is_active: optionalFilterBoolean }, tieBreakers: ['name'] },
} as const;

/**
 * The head of an import of one entity's own rows, named after its plural: 'loan purposes' is kind
 * 'loan-purposes' and the 'loan-purposes-import-template.xlsx' template.
 */
export function ownRowsImport(words: { one: string; many: string }, formats: readonly SheetFormat[], path: string, templatePath: string) {
  const kind = words.many.replaceAll(' ', '-');
  return { kind, formats, words, path, templatePath, templateName: `${kind}-import-template.xlsx` };
}
