import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryBoolean } from '@lbo/contracts/common';
import {
  IMPORT_ID_HEADER,
  IMPORT_MAX,
  IMPORT_MESSAGES,
  MASTER_ENTITY_DEFINITIONS,
  mappingDefinition,
  mappingImportTarget,
  type MasterEntityDefinition,
  type SheetFormat,
} from '@lbo/contracts/master-data';
import { isEmbedded } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { access } from '../../../plugins/access';
import { changeContextOf } from '../../../plugins/rule-change-context';
import { requireAuth, sessionTokenOf } from '../../../plugins/session';
import { AUTH_MESSAGES } from '@lbo/contracts/auth';
import { tableNamed } from '../../../db/tables-by-name';
import type { ExtraMasterEntity } from '../shared/resource-from-definition';
import { importFromDefinition } from './import-from-definition';
import type { ImportDefinition } from './import-definition';
import { createImportProgressStore } from './import-progress';
import { runImport } from './import-runner';
import { importAnswer } from './import-answer';
import { mappingsImport } from './mappings.import';
import { findImportTarget } from './mapping-target';
import { receiveUploadToDisk, workbookBytes, type UploadOnDisk, type UploadOptions } from '../../../lib/spreadsheets';
import { API } from '@lbo/contracts/api-paths';
import { importProgressAnswer, importResultAnswer } from '@lbo/contracts/master-data-answers';
import { SPREADSHEET } from '../../../plugins/openapi-operations';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MEDIA_TYPES: Record<SheetFormat, string> = { xlsx: SPREADSHEET, xls: 'application/vnd.ms-excel', csv: 'text/csv' };
const multipart = { consumes: ['multipart/form-data'], response: { 200: importResultAnswer } };
const importQuery = z.object({
  allOrNothing: queryBoolean.optional().describe('true: import nothing when any row is rejected (the error file still lists them)'),
});
const importHeaders = z.object({
  [IMPORT_ID_HEADER]: z.uuid({ message: 'must be a UUID' }).optional().describe('Id to follow the import by at GET /api/imports/:importId/progress'),
});

/** The imports of every definition that has one (companies, cities, mappings, ...), and their template files. */
export async function importRoutes(app: FastifyInstance, opts: { extra: readonly ExtraMasterEntity[] }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Imports make a rule-set version of kind 'import' and take its reason in `X-Change-Reason`.
  const create = { access: access.to('master-configuration', 'create'), changeReason: true };
  /** An import's upload: the formats its definition reads, documented as their media types. */
  const upload = (formats: readonly SheetFormat[], noFile: string, fields?: Record<string, string>): UploadOptions => ({
    maxBytes: IMPORT_MAX,
    tooLarge: IMPORT_MESSAGES.tooLarge,
    noFile,
    describe: { file: 'The rows, in the layout of the import template', mediaTypes: formats.map((format) => MEDIA_TYPES[format]), fields },
  });
  const progress = createImportProgressStore(app.db, !isEmbedded(app.db), app.log);

  /** Runs one import, reporting progress under the uploader's id when one was sent. */
  async function importWithProgress<K extends string, V, Ctx>(
    request: FastifyRequest,
    reply: FastifyReply,
    def: ImportDefinition<K, V, Ctx>,
    file: UploadOnDisk,
    ctx: Ctx,
  ) {
    const actorId = requireAuth(request).user.id;
    const sessionToken = sessionTokenOf(request);
    // Both checked by the route's schema (importQuery, importHeaders).
    const importId = request.headers[IMPORT_ID_HEADER] as string | undefined;
    const { allOrNothing } = request.query as z.infer<typeof importQuery>;
    // API keys have no session to follow an import by; their imports run without progress.
    const tracker = importId && sessionToken ? await progress.begin(importId, { id: actorId, sessionToken }, def.kind) : null;
    try {
      const result = await runImport(app, def, file, ctx, actorId, changeContextOf(request), {
        allOrNothing: allOrNothing === true,
        onProgress: tracker ? (p) => tracker.update(p.rowsProcessed, p.fraction) : undefined,
      });
      await tracker?.end('done');
      const answer = importAnswer(result);
      // A stream goes out untouched by the serializer, as JSON (import-answer.ts).
      return answer instanceof Readable ? reply.type('application/json; charset=utf-8').send(answer) : answer;
    } catch (error) {
      await tracker?.end('failed');
      throw error;
    }
  }

  r.get(
    API.imports.byImportIdProgress,
    {
      schema: {
        tags: ['imports'],
        summary: 'How far a running import started by this session has got',
        params: z.object({ importId: z.uuid({ message: 'must be a UUID' }) }),
        response: { 200: importProgressAnswer },
      },
      // On the embedded database the import's transaction holds the one connection, so this
      // route cannot read the sessions table: it answers only the session that started the
      // import (which held master-configuration create then), matched by its token.
      config: { access: access.public({ sessionToken: true }) },
    },
    async (request) => {
      const token = sessionTokenOf(request);
      if (!token) throw AppError.unauthorized(AUTH_MESSAGES.sessionExpired);
      const found = await progress.read(request.params.importId, token);
      if (!found) throw AppError.notFound('No import with this id is known.');
      return ok(found);
    },
  );

  const entities: { definition: MasterEntityDefinition; table?: ExtraMasterEntity['table'] }[] = [
    ...MASTER_ENTITY_DEFINITIONS.map((definition) => ({ definition })),
    ...opts.extra,
  ];
  for (const { definition, table } of entities) {
    const spec = definition.import;
    // The mapping import is for one bank and product and resolves names: its route follows.
    if (!spec || spec.target) continue;
    const def = importFromDefinition(spec, table ?? tableNamed(definition.table, `Master entity ${definition.key}`));
    const file = upload(spec.formats, IMPORT_MESSAGES.noExcelFile);
    r.post(
      spec.path,
      {
        schema: {
          tags: [definition.tag],
          summary: `Import ${spec.kind} from ${spec.formats.map((f) => `.${f}`).join('/')} (multipart \`file\`)`,
          querystring: importQuery,
          headers: importHeaders,
          ...multipart,
        },
        config: { ...create, upload: file },
      },
      async (request, reply) => importWithProgress(request, reply, def, await receiveUploadToDisk(request, file), undefined),
    );
  }

  const mappingsFile = upload(mappingDefinition.import!.formats, IMPORT_MESSAGES.noExcelCsvFile, {
    bank_id: 'The bank (else the query parameter)',
    product_id: 'The product (else the query parameter)',
  });
  r.post(
    mappingDefinition.import!.path,
    {
      schema: {
        tags: ['bank-company-categories'],
        summary: 'Import mappings for one bank and product from .xlsx/.xls/.csv (multipart `file`, `bank_id`, `product_id`)',
        querystring: importQuery.extend({ bank_id: z.string().optional(), product_id: z.string().optional() }),
        headers: importHeaders,
        ...multipart,
      },
      config: { ...create, upload: mappingsFile },
    },
    async (request, reply) => {
      const file = await receiveUploadToDisk(request, mappingsFile);
      try {
        const target = mappingImportTarget.safeParse({
          bank_id: file.fields.bank_id || request.query.bank_id,
          product_id: file.fields.product_id || request.query.product_id,
        });
        if (!target.success) throw AppError.badRequest(IMPORT_MESSAGES.selectBankProduct);
        await findImportTarget(app.db, target.data);
        return await importWithProgress(request, reply, mappingsImport, file, target.data);
      } finally {
        await file.dispose();
      }
    },
  );

  for (const { definition } of entities) {
    const spec = definition.import;
    if (!spec) continue;
    r.get(
      spec.templatePath,
      {
        schema: { tags: [definition.tag], summary: 'Import template (.xlsx): the header row and one example row' },
        config: { access: access.to('master-configuration', 'view'), fileAnswer: { description: 'The template (.xlsx)', mediaTypes: [SPREADSHEET] } },
      },
      async (_request, reply) => {
        const bytes = await workbookBytes([{ name: 'Import', rows: spec.template.map((row) => [...row]) }]);
        reply.header('Content-Type', XLSX_TYPE);
        reply.header('Content-Disposition', `attachment; filename="${spec.templateName}"`);
        return reply.send(bytes);
      },
    );
  }
}
