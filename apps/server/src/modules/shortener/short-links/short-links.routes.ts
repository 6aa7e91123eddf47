import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chartDaysQuery,
  createShortUrlSchema,
  exportShortUrlsQuery,
  listShortUrlsQuery,
  SHORTENER_MESSAGES,
  shortUrlIdParams,
  type ShortUrlItem,
} from '@lbo/contracts/shortener';
import type { Clock } from '../../../lib/clock';
import { pagesOf, sendTableExport, type ExportColumn } from '../../../lib/table-export';
import { moduleRoutes } from '../../../plugins/module-routes';
import { callerOf } from '../caller';
import * as service from './short-links.service';
import { API } from '@lbo/contracts/api-paths';
import { deletedShortUrlAnswer, shortUrlItemSchema, shortUrlListAnswer, shortUrlStatsSchema } from '@lbo/contracts/shortener-answers';

const route = moduleRoutes(['short links'], 'shortener');

const EXPORT_COLUMNS: readonly ExportColumn<ShortUrlItem>[] = [
  { header: 'Short URL', value: (l) => l.shortUrl },
  { header: 'Destination', value: (l) => l.destination },
  { header: 'Clicks', value: (l) => l.clicks },
  { header: 'Campaign', value: (l) => l.meta.campaign_id },
  { header: 'UTM source', value: (l) => l.meta.utm_source },
  { header: 'Created (IST)', value: (l) => new Date(l.createdAt) },
  { header: 'Expires (IST)', value: (l) => (l.expiresAt ? new Date(l.expiresAt) : null) },
  { header: 'Expired', value: (l) => (l.expired ? 'Yes' : 'No') },
];

/** The admin-auth family's short-link calls; answers are plain JSON as the specification shows. */
export async function shortLinksRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, env: app.env, clock: opts.clock };

  r.get(
    API.short.base,
    route(
      'view',
      { summary: 'Short links, filtered, sorted and paged', querystring: listShortUrlsQuery, response: { 200: shortUrlListAnswer } },
      { apiKeyScope: 'short.read' },
    ),
    async (request) => service.listShortUrls(deps, await callerOf(app.db, request), request.query),
  );

  r.get(
    API.short.export,
    route('export', { summary: 'The short links the filters match, in the list order, as .xlsx or .csv', querystring: exportShortUrlsQuery }),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const caller = await callerOf(app.db, request);
      const pages = pagesOf(async (page, limit) => (await service.listShortUrls(deps, caller, { ...filters, page, limit })).items);
      return sendTableExport(reply, format, { name: 'short-links', sheet: 'Short links', columns: EXPORT_COLUMNS, pages });
    },
  );

  r.post(
    API.short.base,
    route(
      'create',
      { summary: 'Create a short link', body: createShortUrlSchema, response: { 201: shortUrlItemSchema } },
      {
        apiKeyScope: 'short.create',
        documentedErrors: { 409: 'No free short id of the preferred length' },
      },
    ),
    async (request, reply) => {
      const item = await service.createShortUrl(deps, await callerOf(app.db, request), request.body);
      return reply.status(201).send(item);
    },
  );

  r.delete(
    API.short.byId,
    route('delete', { summary: 'Delete a short link and its clicks', params: shortUrlIdParams, response: { 200: deletedShortUrlAnswer } }),
    async (request) => {
      await service.deleteShortUrl(deps, await callerOf(app.db, request), request.params.id);
      return { id: request.params.id, message: SHORTENER_MESSAGES.deleted };
    },
  );

  r.get(
    API.short.byIdStats,
    route(
      'view',
      {
        summary: 'Clicks of one link per day (Indian days), by country and by referrer',
        params: shortUrlIdParams,
        querystring: chartDaysQuery,
        response: { 200: shortUrlStatsSchema },
      },
      { apiKeyScope: 'analytics.read' },
    ),
    async (request) => service.shortUrlStats(deps, await callerOf(app.db, request), request.params.id, request.query.days),
  );
}
