import { randomUUID } from 'node:crypto';
import { namedAfterUpload } from '../../../lib/content-disposition';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { IMPORT_MESSAGES, MASTER_LIMITS, importOutcomeMessage, type ImportResultData } from '@lbo/contracts/master-data';
import { publicBaseUrl } from '../../../config/env';
import { withRuleChange, type RuleChangeContext } from '../../../db/rule-change';
import { AppError } from '../../../lib/app-error';
import { FOREIGN_KEY_VIOLATION, pgError } from '../shared/db';
import { buildErrorFile, type RejectedRow } from './error-file';
import { isBlank, openSheetStream, type SheetStream, type UploadOnDisk } from '../../../lib/spreadsheets';
import { locateColumns } from './columns';
import type { ImportDefinition, ParsedRow } from './import-definition';
import { StagingWriter, WRITTEN, createStaging, firstRowsOfKeys, stagedRejections, writtenCount, writtenRows } from './staging';
import { timeSlices } from '../../../lib/time-slices';

/** Rows checked and staged together; the file itself is never held whole. */
const BATCH_ROWS = 5000;

/** Thrown inside the transaction to undo an all-or-nothing import that found bad rows. */
class RejectedFile extends Error {}

export interface ImportOptions {
  /** Import nothing when any row is rejected (the error file still lists them). */
  allOrNothing?: boolean;
  /** Told after each batch how far the file has been read. */
  onProgress?: (progress: { rowsProcessed: number; fraction: number }) => void;
  /** false: answer counts only, without listing every imported record (a caller that generates millions of rows). */
  listImported?: boolean;
}

/**
 * Reads and checks one uploaded sheet as it streams from disk, in batches inside one transaction;
 * the rows that pass are loaded by COPY into a staging table and written by one INSERT … SELECT
 * (ADR 0026): every valid row is written or none is. Invalid rows and duplicates (already stored,
 * or repeating an earlier row of the file) go to the error file with a reason.
 */
export async function runImport<K extends string, V, Ctx>(
  app: FastifyInstance,
  def: ImportDefinition<K, V, Ctx>,
  file: UploadOnDisk,
  ctx: Ctx,
  /** Who imports: the rule-set version names them, and only they (or master-data viewers) read the error file. */
  actorId: string,
  /** The request's rule-change context: the version takes its reason. */
  context: RuleChangeContext,
  options: ImportOptions = {},
): Promise<{ message: string; data: ImportResultData }> {
  try {
    return await importFile(app, def, file, ctx, actorId, context, options);
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
  context: RuleChangeContext,
  options: ImportOptions,
): Promise<{ message: string; data: ImportResultData }> {
  const sheet = await openSheetStream(file.path, file.filename, file.size, def.formats, { maxRows: MASTER_LIMITS.importMaxRows });
  try {
    return await importRows(app, def, { ...sheet, fileName: file.filename }, ctx, actorId, context, options);
  } finally {
    sheet.close();
  }
}

/**
 * Imports rows from any sheet stream: the upload's, or one a caller generates (the benchmarks'
 * million rows, which no upload under the 5 MB cap can hold).
 */
export async function importRows<K extends string, V, Ctx>(
  app: FastifyInstance,
  def: ImportDefinition<K, V, Ctx>,
  sheet: SheetStream & { fileName: string },
  ctx: Ctx,
  actorId: string,
  context: RuleChangeContext,
  options: ImportOptions = {},
): Promise<{ message: string; data: ImportResultData }> {
  const positions = locateColumns(sheet.header, def.columns, def.requiredColumns);

  const rejected: RejectedRow[] = [];
  let failedCount = 0;
  let duplicateCount = 0;
  let totalRows = 0;
  let importedCount = 0;
  const imported: Record<string, unknown>[] = [];

  try {
    await withRuleChange(
      app.db,
      { actorId, summary: `${def.kind} imported from ${sheet.fileName}`, kind: 'import' },
      context,
      async (tx) => {
        await createStaging(tx, def.staged);
        const staging = new StagingWriter(tx, def.staged);
        // Reading and staging 100,000 rows takes seconds: on PostgreSQL other users' requests are
        // answered between slices (on PGlite this transaction holds the database anyway, ADR 0045).
        const slices = timeSlices();
        let batch: ParsedRow<K>[] = [];
        const flush = async () => {
          await staging.settled();
          const checks = await def.validate(tx, batch, ctx);
          for (const [index, row] of batch.entries()) {
            if (slices.spent()) await slices.yield();
            const check = checks[index]!;
            if (check.ok) staging.add(row.rowNumber, def.key(check.value), randomUUID(), row.cells, def.stage(check.value));
            else {
              rejected.push({ rowNumber: row.rowNumber, cells: row.cells, reason: check.reasons.join('; ') });
              failedCount++;
            }
          }
          batch = [];
          await staging.flush();
          options.onProgress?.({ rowsProcessed: totalRows, fraction: sheet.fraction() });
        };
        for await (const row of sheet.rows) {
          if (slices.spent()) await slices.yield();
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
        await staging.done();

        // One statement writes the first row of every key that the table does not hold yet.
        await tx.execute(sql`
          WITH f AS MATERIALIZED (${firstRowsOfKeys(def.staged)}),
            ins AS (${def.insertStaged(ctx)})
          INSERT INTO ${WRITTEN} (id) SELECT id FROM ins`);
        for (const row of await stagedRejections(tx)) {
          const reason = row.firstRow !== null ? IMPORT_MESSAGES.duplicateInFile(row.firstRow) : IMPORT_MESSAGES.duplicateExisting(def.noun);
          rejected.push({ rowNumber: row.rowNumber, cells: row.cells, reason });
          duplicateCount++;
        }
        if (options.allOrNothing && rejected.length > 0) throw new RejectedFile();
        if (options.listImported === false) {
          importedCount = await writtenCount(tx);
          return;
        }
        for await (const page of writtenRows(tx, def.staged)) {
          for (const row of page) {
            imported.push(def.item(row));
            if (slices.spent()) await slices.yield();
          }
        }
        importedCount = imported.length;
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
    importedCount = 0;
    imported.length = 0;
  }

  let errorFileUrl: string | null = null;
  if (rejected.length > 0) {
    const errorFile = await buildErrorFile(sheet.header, rejected, sheet.format);
    const name = namedAfterUpload(sheet.fileName, 'errors', errorFile.extension);
    const key = await app.storage.put('import-errors', errorFile.extension, errorFile.bytes, actorId, name);
    errorFileUrl = `${publicBaseUrl(app.env)}${app.storage.urlFor(key)}`;
  }

  app.metrics.importJobs.inc({ kind: def.kind, outcome: rejected.length > 0 ? 'partial' : 'complete' });
  return {
    message: importOutcomeMessage(def.words, importedCount, errorFileUrl !== null),
    data: { imported, errorFileUrl, totalRows, importedCount, failedCount, duplicateCount },
  };
}
