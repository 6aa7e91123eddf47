import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ruleVersionParamsSchema, ruleVersionsQuerySchema } from '@lbo/contracts/rule-versions';
import { access } from '../../plugins/access';
import { describeVersion, getVersion, listVersions } from './rule-versions.service';

const TAGS = ['rule versions'];
const canView = { access: access.to('rules-management', 'view') };

/** Rule-set versions: every change to what the evaluator reads makes one. */
export async function ruleVersionsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/rule-versions',
    { schema: { tags: TAGS, summary: 'Rule-set versions, newest first', querystring: ruleVersionsQuerySchema }, config: canView },
    async (request) => listVersions(app.db, app.ruleVersions, request.query.page, request.query.limit),
  );

  r.get(
    '/api/rule-versions/:version',
    { schema: { tags: TAGS, summary: 'One rule-set version with the rows it holds per table', params: ruleVersionParamsSchema }, config: canView },
    async (request) => getVersion(app.db, request.params.version),
  );
}

export { describeVersion };
