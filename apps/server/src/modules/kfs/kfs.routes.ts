import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@lbo/contracts/api-paths';
import { explanationParamsSchema, kfsQuerySchema } from '@lbo/contracts/rule-versions';
import type { Clock } from '../../lib/clock';
import { access } from '../../plugins/access';
import { issueKfs, type KfsDeps } from './kfs.service';

/** `…/pairs/:bankId/:productId/kfs`: the Key Fact Statement of one offer, as HTML or PDF. */
export async function kfsModule(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: KfsDeps = { db: app.db, pairs: app.decisionPairs, clock: opts.clock, holidays: app.env.KFS_HOLIDAYS };
  r.get(
    API.loanapplication.byApplicationIdPairsByBankIdByProductIdKfs,
    {
      schema: {
        tags: ['loan evaluator'],
        summary: 'The Key Fact Statement of one offer (printable HTML, or ?format=pdf), issued on the first request and the same ever after',
        params: explanationParamsSchema,
        querystring: kfsQuerySchema,
      },
      config: {
        access: access.to('loan-evaluator', 'view', { apiKeyScope: 'evaluations.read' }),
        documentedErrors: { 409: 'The pair made no offer, or the decision predates rule versions' },
        fileAnswer: { description: 'The Key Fact Statement: HTML, or PDF with format=pdf', mediaTypes: ['text/html', 'application/pdf'] },
      },
    },
    async (request, reply) => {
      const { applicationId, bankId, productId } = request.params;
      const kfs = await issueKfs(deps, applicationId, bankId, productId);
      reply.header('Cache-Control', 'private, no-store');
      if (request.query.format === 'pdf') {
        reply.header('Content-Type', 'application/pdf');
        reply.header('Content-Disposition', `inline; filename="${kfs.proposalNumber}.pdf"`);
        return reply.send(kfs.pdf);
      }
      reply.header('Content-Type', 'text/html; charset=utf-8');
      return reply.send(kfs.html);
    },
  );
}
