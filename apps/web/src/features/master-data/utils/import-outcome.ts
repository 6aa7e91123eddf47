import { importOutcomeMessage, type ImportKind, type ImportResultData, type ImportWords } from '@lbo/contracts/master-data';
import { formatNumber } from '@/lib/format';

type ImportOutcomeKind = 'partial' | 'errors-only' | 'success' | 'nothing';

export interface ImportOutcome {
  kind: ImportOutcomeKind;
  message: string;
  /** The answer's counts in words, shown beside the message whenever rows were turned away. */
  counts: string | null;
  imported: number;
  errorFileUrl: string | null;
}

/**
 * Which of the four outcomes of part 2 §4 an import answer is, with its
 * message of §8. Only `success` closes the dialog (with a toast).
 */
export function importOutcome(kind: ImportKind | ImportWords, data: Partial<ImportResultData> | null | undefined): ImportOutcome {
  const imported = data?.importedCount ?? data?.imported?.length ?? 0;
  const errorFileUrl = data?.errorFileUrl || null;
  const outcome: ImportOutcomeKind = errorFileUrl ? (imported > 0 ? 'partial' : 'errors-only') : imported > 0 ? 'success' : 'nothing';
  return {
    kind: outcome,
    message: importOutcomeMessage(kind, imported, errorFileUrl !== null),
    counts: errorFileUrl ? importCounts(imported, data?.failedCount ?? 0, data?.duplicateCount ?? 0) : null,
    imported,
    errorFileUrl,
  };
}

const rows = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

/**
 * '1,234 rows imported, 12 rows couldn't be processed (10 invalid, 2 duplicates)'. The
 * specification's messages give the imported number only, or none; this says how many rows the
 * error file holds. Null when the answer carries no rejected count.
 */
export function importCounts(imported: number, failed: number, duplicates: number): string | null {
  const rejected = failed + duplicates;
  if (rejected === 0) return null;
  const kinds = [
    failed > 0 ? `${formatNumber(failed)} invalid` : null,
    duplicates > 0 ? `${formatNumber(duplicates)} ${duplicates === 1 ? 'duplicate' : 'duplicates'}` : null,
  ];
  return `${rows(imported)} imported, ${rows(rejected)} couldn't be processed (${kinds.filter(Boolean).join(', ')})`;
}
