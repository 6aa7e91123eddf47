import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loanApplicationRequestSchema } from '@lbo/contracts/loan-application';
import { ok } from '../../lib/envelope';
import type { Clock } from '../../lib/clock';
import { access } from '../../plugins/access';
import { requireAuth } from '../../plugins/session';
import { applyForLoan } from './loan-application.service';
import { createRuleCache } from './rule-cache';

export async function loanApplicationRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rules = createRuleCache(app.db);

  r.post(
    '/api/loanapplication/apply',
    {
      schema: { tags: ['loan evaluator'], summary: 'Evaluate one applicant against every bank and product', body: loanApplicationRequestSchema },
      config: { access: access.to('loan-evaluator', 'create') },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { applicationId, result } = await applyForLoan({ db: app.db, clock: opts.clock, rules }, request.body, auth.user.id);
      return { ...ok({ ...result, applicationId }, 'BRE calculation completed successfully') };
    },
  );
}
