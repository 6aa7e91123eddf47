import { importOutcomeMessage, type ImportKind, type ImportResultData } from '@lbo/contracts/master-data';

export type ImportOutcomeKind = 'partial' | 'errors-only' | 'success' | 'nothing';

export interface ImportOutcome {
  kind: ImportOutcomeKind;
  message: string;
  imported: number;
  errorFileUrl: string | null;
}

/**
 * Which of the four outcomes of part 2 §4 an import answer is, with its
 * message of §8. Only `success` closes the dialog (with a toast).
 */
export function importOutcome(kind: ImportKind, data: Partial<ImportResultData> | null | undefined): ImportOutcome {
  const imported = data?.importedCount ?? data?.imported?.length ?? 0;
  const errorFileUrl = data?.errorFileUrl || null;
  const outcome: ImportOutcomeKind = errorFileUrl ? (imported > 0 ? 'partial' : 'errors-only') : imported > 0 ? 'success' : 'nothing';
  return { kind: outcome, message: importOutcomeMessage(kind, imported, errorFileUrl !== null), imported, errorFileUrl };
}
