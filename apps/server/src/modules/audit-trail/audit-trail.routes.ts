import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditCustomerParamsSchema,
  auditCustomerQuerySchema,
  auditExportQuerySchema,
  auditListAnswer,
  auditQuerySchema,
  auditVerifyAnswer,
  auditVerifyQuerySchema,
} from '@lbo/contracts/audit-trail';
import { API } from '@lbo/contracts/api-paths';
import { ok } from '../../lib/envelope';
import { sendTableExport } from '../../lib/table-export';
import { moduleRoutes } from '../../plugins/module-routes';
import { verifyChain } from './audit-chain';
import { AUDIT_EXPORT_COLUMNS, entryPages, listCustomerEntries, listEntries } from './audit-trail.service';

const route = moduleRoutes(['audit trail'], 'audit-trail');

/** The trail, its export, its verification and the entries about one customer (ADR 0039). */
export async function auditTrailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.audit.base,
    route('view', {
      summary: 'The audit trail, newest first, filtered by actor, module, action, object and time',
      querystring: auditQuerySchema,
      response: { 200: auditListAnswer },
    }),
    async (request) => listEntries(app.db, request.query),
  );
  r.get(
    API.audit.export,
    route('export', { summary: 'The filtered audit trail as .xlsx (default) or .csv, streamed', querystring: auditExportQuerySchema }),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      return sendTableExport(reply, format, { name: 'audit-trail', sheet: 'Audit trail', columns: AUDIT_EXPORT_COLUMNS, pages: entryPages(app.db, filters) });
    },
  );
  r.get(
    API.audit.verify,
    route('view', {
      summary: 'Recompute the hash chain: whether every entry matches, the first that does not, and whether an expected head (logged earlier) is in it',
      querystring: auditVerifyQuerySchema,
      response: { 200: auditVerifyAnswer },
    }),
    async (request) => ok(await verifyChain(app.db, request.query.expectedHead), 'Audit trail verified'),
  );
  r.get(
    API.audit.customersById,
    route('view', {
      summary: 'Who accessed a customer: the entries about the customer and each of their evaluations, newest first',
      params: auditCustomerParamsSchema,
      querystring: auditCustomerQuerySchema,
      response: { 200: auditListAnswer },
    }),
    async (request) => listCustomerEntries(app.db, request.params.id, request.query.page, request.query.limit),
  );
}
