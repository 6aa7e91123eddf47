import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_MAX, IMPORT_MESSAGES, mappingImportTarget, type ImportKind } from '@lbo/contracts/master-data';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { access } from '../../../plugins/access';
import { requireAuth } from '../../../plugins/session';
import { citiesImport } from './cities.import';
import { companiesImport } from './companies.import';
import { runImport } from './import-runner';
import { mappingsImport } from './mappings.import';
import { findImportTarget } from './mapping-target';
import { importTemplate } from './templates';
import { receiveUpload } from './upload';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const multipart = { consumes: ['multipart/form-data'] };

/** Company, city and mapping imports, and their template files. */
export async function importRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const create = { access: access.to('master-configuration', 'create') };
  const excel = { maxBytes: IMPORT_MAX, tooLarge: IMPORT_MESSAGES.tooLarge, noFile: IMPORT_MESSAGES.noExcelFile };

  r.post(
    '/api/company/importCompanies',
    { schema: { tags: ['companies'], summary: 'Import companies from .xlsx/.xls (multipart `file`)', ...multipart }, config: create },
    async (request) => {
      const result = await runImport(app, companiesImport, await receiveUpload(request, excel), undefined, requireAuth(request).user.id);
      return ok(result.data, result.message);
    },
  );

  r.post(
    '/api/cities/importCities',
    { schema: { tags: ['cities'], summary: 'Import cities from .xlsx/.xls (multipart `file`)', ...multipart }, config: create },
    async (request) => {
      const result = await runImport(app, citiesImport, await receiveUpload(request, excel), undefined, requireAuth(request).user.id);
      return ok(result.data, result.message);
    },
  );

  r.post(
    '/api/bankcompanycategory/uploadbankcompanydata',
    {
      schema: {
        tags: ['bank-company-categories'],
        summary: 'Import mappings for one bank and product from .xlsx/.xls/.csv (multipart `file`, `bank_id`, `product_id`)',
        querystring: z.object({ bank_id: z.string().optional(), product_id: z.string().optional() }),
        ...multipart,
      },
      config: create,
    },
    async (request) => {
      const file = await receiveUpload(request, { ...excel, noFile: IMPORT_MESSAGES.noExcelCsvFile });
      const target = mappingImportTarget.safeParse({
        bank_id: file.fields.bank_id || request.query.bank_id,
        product_id: file.fields.product_id || request.query.product_id,
      });
      if (!target.success) throw AppError.badRequest(IMPORT_MESSAGES.selectBankProduct);
      await findImportTarget(app.db, target.data);
      const result = await runImport(app, mappingsImport, file, target.data, requireAuth(request).user.id);
      return ok(result.data, result.message);
    },
  );

  const templates: [string, ImportKind, string][] = [
    ['/api/company/importTemplate', 'companies', 'companies'],
    ['/api/cities/importTemplate', 'cities', 'cities'],
    ['/api/bankcompanycategory/importTemplate', 'mappings', 'bank-company-categories'],
  ];
  for (const [path, kind, tag] of templates) {
    r.get(
      path,
      { schema: { tags: [tag], summary: 'Import template (.xlsx): the header row and one example row' }, config: { access: access.to('master-configuration', 'view') } },
      async (_request, reply) => {
        const template = importTemplate(kind);
        reply.header('Content-Type', XLSX_TYPE);
        reply.header('Content-Disposition', `attachment; filename="${template.filename}"`);
        return reply.send(template.bytes);
      },
    );
  }
}
