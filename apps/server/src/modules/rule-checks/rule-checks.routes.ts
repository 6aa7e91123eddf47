import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ruleChecksAnswer, ruleChecksQuerySchema, ruleChecksRequestSchema } from '@lbo/contracts/rule-checks';
import { ok } from '../../lib/envelope';
import type { Clock } from '../../lib/clock';
import { moduleRoutes } from '../../plugins/module-routes';
import { checkCurrentRules, checkProposedRules } from './rule-checks.service';
import { API } from '@lbo/contracts/api-paths';

const route = moduleRoutes(['rules'], 'rules-management');

/** `rules/checks`: overlapping or gapped bands, values out of range, ended windows, missing groups. Warnings, never blocks. */
export async function ruleChecksModule(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.rules.checks,
    route('view', { summary: 'Warnings about the current rules', querystring: ruleChecksQuerySchema, response: { 200: ruleChecksAnswer } }),
    async (request) => {
      const answer = await checkCurrentRules(app, request.query, opts.clock.now());
      return ok(answer, `${answer.findings.length} findings`);
    },
  );
  r.post(
    API.rules.checks,
    route(
      'view',
      {
        summary: 'Warnings about the rules as unsaved changes would leave them (writes nothing)',
        body: ruleChecksRequestSchema,
        response: { 200: ruleChecksAnswer },
      },
      { documentedErrors: { 404: 'A save call names a record that does not exist', 409: 'A save call is refused by the stored rows' } },
    ),
    async (request) => {
      const answer = await checkProposedRules(app, request, request.body, opts.clock.now());
      return ok(answer, `${answer.findings.length} findings`);
    },
  );
}
