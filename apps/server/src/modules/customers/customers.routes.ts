import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerEvaluationsExportQuerySchema, customerParamsSchema, customersExportQuerySchema, customersQuerySchema } from '@lbo/contracts/customers';
import { moduleRoutes } from '../../plugins/module-routes';
import { sendTableExport } from '../../lib/table-export';
import { CUSTOMER_EXPORT_COLUMNS, customerPages, getCustomer, listCustomers } from './customers.service';
import { customerEvaluationsExport } from './customer-evaluations-export';
import { API } from '@lbo/contracts/api-paths';
import { customerDetailAnswer, customerListAnswer } from '@lbo/contracts/customers-answers';

const route = moduleRoutes(['customers'], 'customer-master');

/** Customer Master: the applicants, each with the evaluations made for them. */
export async function customersModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.customers.base,
    route(
      'view',
      { summary: 'Customers, newest evaluation first', querystring: customersQuerySchema, response: { 200: customerListAnswer } },
      { apiKeyScope: 'customers.read' },
    ),
    async (request) => listCustomers(request.db, request.query),
  );
  r.get(
    API.customers.export,
    route('export', { summary: 'The filtered customers as .xlsx or .csv', querystring: customersExportQuerySchema }),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      return sendTableExport(reply, format, {
        name: 'customers',
        sheet: 'Customers',
        columns: CUSTOMER_EXPORT_COLUMNS,
        pages: customerPages(request.readDb, filters),
      });
    },
  );
  r.get(
    API.customers.byId,
    route(
      'view',
      { summary: 'One customer with their evaluations, newest first', params: customerParamsSchema, response: { 200: customerDetailAnswer } },
      { apiKeyScope: 'customers.read', audit: { action: 'read', objectType: 'customer' } },
    ),
    async (request) => getCustomer(request.readDb, request.params.id, request.db),
  );
  r.get(
    API.customers.byIdExport,
    route(
      'export',
      {
        summary: "One customer's evaluations, newest first, as .xlsx or .csv",
        params: customerParamsSchema,
        querystring: customerEvaluationsExportQuerySchema,
      },
      // Recorded against the customer, so the export shows in who accessed their record.
      { audit: { objectType: 'customer' } },
    ),
    async (request, reply) => sendTableExport(reply, request.query.format, await customerEvaluationsExport(request.readDb, request.params.id, request.db)),
  );
}
