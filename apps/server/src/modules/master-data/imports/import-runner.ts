import type { FastifyInstance } from 'fastify';
import { IMPORT_FORMATS, IMPORT_MESSAGES, MASTER_LIMITS, importOutcomeMessage, type ImportResultData } from '@lbo/contracts/master-data';
import { publicBaseUrl } from '../../../config/env';
import type { Tx } from '../../../db/client';
import { withRuleChange } from '../../../db/rule-change';
import { AppError } from '../../../lib/app-error';
import { FOREIGN_KEY_VIOLATION, chunks, pgError } from '../shared/db';
import { buildErrorFile, type RejectedRow } from './error-file';
import { isBlank, openSheetStream, type SheetStream, type UploadOnDisk } from '../../../lib/spreadsheets';
import { locateColumns } from './columns';
import type { ImportDefinition, Inserted, ParsedRow } from './import-definition';

interface Candidate<V> {
  rowNumber: number;
  cells: unknown[];
  value: V;
  key: string;
}

/** Rows checked and written together; the file itself is never held whole. */
const BATCH_ROWS = 5000;

/** Thrown inside the transaction to undo an all-or-nothing import that found bad rows. */
class RejectedFile extends Error {}

export interface ImportOptions {
  /** Import nothing when any row is rejected (the error file still lists them). */
  allOrNothing?: boolean;
  /** Told after each batch how far the file has been read. */
  onProgress?: (progress: { rowsProcessed: number; fraction: number }) => void;
}

/**
 * Reads, checks and imports one uploaded sheet as it streams from disk, in
 * batches inside one transaction: every valid row is written or none is.
 * Invalid rows and duplicates (already stored, or repeating an earlier row
 * of the file) go to the error file with a reason.
 */
export async function runImport<K extends string, V, Ctx>(
  app: FastifyInstance,
  def: ImportDefinition<K, V, Ctx>,
  file: UploadOnDisk,
  ctx: Ctx,
  /** Who imports: the rule-set version names them, and only they (or master-data viewers) read the error file. */
  actorId: string,
  options: ImportOptions = {},
): Promise<{ message: string; data: ImportResultData }> {
  try {
    return await importFile(app, def, file, ctx, actorId, options);
  } finally {
    await file.dispose();
  }
}

async function importFile<K extends string, V, Ctx>(
  app: FastifyInstance,
  def: ImportDefinition<K, V, Ctx>,
  file: UploadOnDisk,
  ctx: Ctx,
  actorId: string,
  options: ImportOptions,
): Promise<{ message: string; data: ImportResultData }> {
  const sheet = await openSheetStream(file.path, file.filename, file.size, IMPORT_FORMATS[def.kind], { maxRows: MASTER_LIMITS.importMaxRows });
  try {
    return await importRows(app, def, { ...sheet, fileName: file.filename }, ctx, actorId, options);
  } finally {
    sheet.close();
  }
}

async function importRows<K extends string, V, Ctx>(
  app: FastifyInstance,
  def: ImportDefinition<K, V, Ctx>,
  sheet: SheetStream & { fileName: string },
  ctx: Ctx,
  actorId: string,
  options: ImportOptions,
): Promise<{ message: string; data: ImportResultData }> {
  const positions = locateColumns(sheet.header, def.columns, def.requiredColumns);

  const rejected: RejectedRow[] = [];
  let failedCount = 0;
  let duplicateCount = 0;
  let totalRows = 0;
  const reject = (row: { rowNumber: number; cells: unknown[] }, reason: string, duplicate: boolean) => {
    rejected.push({ rowNumber: row.rowNumber, cells: row.cells, reason });
    if (duplicate) duplicateCount++;
    else failedCount++;
  };

  const importBatch = async (tx: Tx, batch: ParsedRow<K>[], firstRowOfKey: Map<string, number>): Promise<Inserted[]> => {
    const checks = await def.validate(tx, batch, ctx);
    const candidates: Candidate<V>[] = [];
    batch.forEach((row, index) => {
      const check = checks[index]!;
      if (!check.ok) return reject(row, check.reasons.join('; '), false);
      const key = def.key(check.value);
      const first = firstRowOfKey.get(key);
      if (first !== undefined) return reject(row, IMPORT_MESSAGES.duplicateInFile(first), true);
      firstRowOfKey.set(key, row.rowNumber);
      candidates.push({ rowNumber: row.rowNumber, cells: row.cells, value: check.value, key });
    });
    const stored =
      candidates.length > 0
        ? await def.existing(
            tx,
            candidates.map((c) => c.value),
            ctx,
          )
        : new Set<string>();
    const fresh = candidates.filter((c) => !stored.has(c.key));
    const written: Inserted[] = [];
    for (const chunk of chunks(fresh, def.chunkSize)) {
      written.push(
        ...(await def.insert(
          tx,
          chunk.map((c) => c.value),
          ctx,
        )),
      );
    }
    // Anything not written collided with a row stored meanwhile (ON CONFLICT DO NOTHING).
    const writtenKeys = new Set(written.map((w) => w.key));
    for (const candidate of candidates) {
      if (!writtenKeys.has(candidate.key)) reject(candidate, IMPORT_MESSAGES.duplicateExisting(def.noun), true);
    }
    return written;
  };

  let inserted: Inserted[] = [];
  try {
    inserted = await withRuleChange(
      app.db,
      { actorId, summary: `${def.kind} imported from ${sheet.fileName}`, kind: 'import' },
      async (tx) => {
        const firstRowOfKey = new Map<string, number>();
        const written: Inserted[] = [];
        let batch: ParsedRow<K>[] = [];
        const flush = async () => {
          for (const item of await importBatch(tx, batch, firstRowOfKey)) written.push(item);
          batch = [];
          options.onProgress?.({ rowsProcessed: totalRows, fraction: sheet.fraction() });
        };
        for await (const row of sheet.rows) {
          const values: Partial<Record<K, unknown>> = {};
          for (const column of def.columns) {
            const at = positions[column.key];
            if (at !== undefined) values[column.key] = row.cells[at];
          }
          // A row with something only in columns we do not read (notes, an old reason) holds no record.
          if (Object.values(values).every(isBlank)) continue;
          totalRows++;
          batch.push({ rowNumber: row.rowNumber, cells: row.cells, values });
          if (batch.length >= BATCH_ROWS) await flush();
        }
        if (batch.length > 0) await flush();
        if (options.allOrNothing && rejected.length > 0) throw new RejectedFile();
        return written;
      },
      app.ruleChangeHooks,
    );
  } catch (error) {
    if (!(error instanceof RejectedFile)) {
      app.metrics.importJobs.inc({ kind: def.kind, outcome: 'failed' });
      if (pgError(error)?.code === FOREIGN_KEY_VIOLATION) {
        throw AppError.conflict('Records this file refers to changed during the import. Nothing was imported; please try again.');
      }
      throw error;
    }
  }

  let errorFileUrl: string | null = null;
  if (rejected.length > 0) {
    const errorFile = await buildErrorFile(sheet.header, rejected, sheet.format);
    const key = await app.storage.put('import-errors', errorFile.extension, errorFile.bytes, actorId);
    errorFileUrl = `${publicBaseUrl(app.env)}${app.storage.urlFor(key)}`;
  }

  app.metrics.importJobs.inc({ kind: def.kind, outcome: rejected.length > 0 ? 'partial' : 'complete' });
  return {
    message: importOutcomeMessage(def.kind, inserted.length, errorFileUrl !== null),
    data: {
      imported: inserted.map((i) => i.item),
      errorFileUrl,
      totalRows,
      importedCount: inserted.length,
      failedCount,
      duplicateCount,
    },
  };
}
