import type { FastifyInstance } from 'fastify';
import { IMPORT_FORMATS, IMPORT_MESSAGES, importOutcomeMessage, type ImportResultData } from '@lbo/contracts/master-data';
import { publicBaseUrl } from '../../../config/env';
import { withRuleChange } from '../../../db/rule-change';
import { AppError } from '../../../lib/app-error';
import { FOREIGN_KEY_VIOLATION, chunks, pgError } from '../shared/db';
import { buildErrorFile, type RejectedRow } from './error-file';
import { locateColumns } from './columns';
import type { ImportDefinition, Inserted, ParsedRow } from './import-definition';
import { detectFormat, isBlank, readSheet } from './spreadsheet';
import type { UploadedFile } from './upload';

interface Candidate<V> {
  rowNumber: number;
  cells: unknown[];
  value: V;
  key: string;
}

/**
 * Reads, checks and imports one uploaded sheet: every valid row is written
 * in one transaction; invalid rows and duplicates (already stored, or
 * repeating an earlier row of the file) go to the error file with a reason.
 */
export async function runImport<K extends string, V, Ctx>(
  app: FastifyInstance,
  def: ImportDefinition<K, V, Ctx>,
  file: UploadedFile,
  ctx: Ctx,
  /** Who imports: the rule-set version names them, and only they (or master-data viewers) read the error file. */
  actorId: string,
): Promise<{ message: string; data: ImportResultData }> {
  const format = detectFormat(file.filename, file.bytes, IMPORT_FORMATS[def.kind]);
  const sheet = readSheet(file.bytes, format);
  const positions = locateColumns(sheet.header, def.columns, def.requiredColumns);
  const parsed: ParsedRow<K>[] = [];
  for (const row of sheet.rows) {
    const values: Partial<Record<K, unknown>> = {};
    for (const column of def.columns) {
      const at = positions[column.key];
      if (at !== undefined) values[column.key] = row.cells[at];
    }
    // A row with something only in columns we do not read (notes, an old reason) holds no record.
    if (Object.values(values).every(isBlank)) continue;
    parsed.push({ rowNumber: row.rowNumber, cells: row.cells, values });
  }

  const rejected: RejectedRow[] = [];
  let failedCount = 0;
  let duplicateCount = 0;
  const reject = (row: { rowNumber: number; cells: unknown[] }, reason: string, duplicate: boolean) => {
    rejected.push({ rowNumber: row.rowNumber, cells: row.cells, reason });
    if (duplicate) duplicateCount++;
    else failedCount++;
  };

  let inserted: Inserted[];
  try {
    inserted = await withRuleChange(app.db, { actorId, summary: `${def.kind} imported from ${file.filename}` }, async (tx) => {
      const checks = await def.validate(tx, parsed, ctx);
      const firstRowOfKey = new Map<string, number>();
      const candidates: Candidate<V>[] = [];
      parsed.forEach((row, index) => {
        const check = checks[index]!;
        if (!check.ok) return reject(row, check.reasons.join('; '), false);
        const key = def.key(check.value);
        const first = firstRowOfKey.get(key);
        if (first !== undefined) return reject(row, IMPORT_MESSAGES.duplicateInFile(first), true);
        firstRowOfKey.set(key, row.rowNumber);
        candidates.push({ rowNumber: row.rowNumber, cells: row.cells, value: check.value, key });
      });

      const stored = candidates.length > 0 ? await def.existing(tx, candidates.map((c) => c.value), ctx) : new Set<string>();
      const fresh = candidates.filter((c) => !stored.has(c.key));
      const written: Inserted[] = [];
      for (const chunk of chunks(fresh, def.chunkSize)) {
        written.push(...(await def.insert(tx, chunk.map((c) => c.value), ctx)));
      }
      // Anything not written collided with a row stored meanwhile (ON CONFLICT DO NOTHING).
      const writtenKeys = new Set(written.map((w) => w.key));
      for (const candidate of candidates) {
        if (!writtenKeys.has(candidate.key)) reject(candidate, IMPORT_MESSAGES.duplicateExisting(def.noun), true);
      }
      return written;
    }, app.ruleChangeHooks);
  } catch (error) {
    app.metrics.importJobs.inc({ kind: def.kind, outcome: 'failed' });
    if (pgError(error)?.code === FOREIGN_KEY_VIOLATION) {
      throw AppError.conflict('Records this file refers to changed during the import. Nothing was imported; please try again.');
    }
    throw error;
  }

  let errorFileUrl: string | null = null;
  if (rejected.length > 0) {
    const errorFile = buildErrorFile(sheet.header, rejected, format);
    const key = await app.storage.put('import-errors', errorFile.extension, errorFile.bytes, actorId);
    errorFileUrl = `${publicBaseUrl(app.env)}${app.storage.urlFor(key)}`;
  }

  app.metrics.importJobs.inc({ kind: def.kind, outcome: rejected.length > 0 ? 'partial' : 'complete' });
  return {
    message: importOutcomeMessage(def.kind, inserted.length, errorFileUrl !== null),
    data: {
      imported: inserted.map((i) => i.item),
      errorFileUrl,
      totalRows: parsed.length,
      importedCount: inserted.length,
      failedCount,
      duplicateCount,
    },
  };
}
