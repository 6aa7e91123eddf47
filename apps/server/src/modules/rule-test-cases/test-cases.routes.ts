import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runTestCasesSchema, testCaseBodySchema, testCaseParamsSchema, testCasesQuerySchema } from '@lbo/contracts/rule-test-cases';
import type { Clock } from '../../lib/clock';
import { access } from '../../plugins/access';
import { requireAuth } from '../../plugins/session';
import { createTestCase, editTestCase, getTestCase, listTestCases, removeTestCase, runTestCases } from './test-cases.service';

const TAGS = ['rule test cases'];
const can = (action: 'view' | 'create' | 'edit' | 'delete') => ({ access: access.to('rules-management', action) });

/** Test cases: applications whose outcome on chosen pairs every rule change must keep. */
export async function testCaseRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => opts.clock.now();

  r.get('/api/rule-test-cases', { schema: { tags: TAGS, summary: 'Test cases with their last result', querystring: testCasesQuerySchema }, config: can('view') }, async (request) =>
    listTestCases(app.db, request.query),
  );

  r.post('/api/rule-test-cases', { schema: { tags: TAGS, summary: 'Save a test case (it runs at once)', body: testCaseBodySchema }, config: can('create') }, async (request, reply) => {
    const answer = await createTestCase(app.db, await app.ruleVersions.current(), request.body, requireAuth(request).user.id, now());
    return reply.status(201).send(answer);
  });

  r.post('/api/rule-test-cases/run', { schema: { tags: TAGS, summary: 'Run every test case (or those named) against the current rules', body: runTestCasesSchema }, config: can('view') }, async (request) =>
    runTestCases(app.db, await app.ruleVersions.current(), request.body.ids, now()),
  );

  r.get('/api/rule-test-cases/:id', { schema: { tags: TAGS, summary: 'One test case', params: testCaseParamsSchema }, config: can('view') }, async (request) =>
    getTestCase(app.db, request.params.id),
  );

  r.put(
    '/api/rule-test-cases/:id',
    { schema: { tags: TAGS, summary: 'Edit a test case (it runs again)', params: testCaseParamsSchema, body: testCaseBodySchema }, config: can('edit') },
    async (request) => editTestCase(app.db, await app.ruleVersions.current(), request.params.id, request.body, now()),
  );

  r.delete('/api/rule-test-cases/:id', { schema: { tags: TAGS, summary: 'Delete a test case', params: testCaseParamsSchema }, config: can('delete') }, async (request) =>
    removeTestCase(app.db, request.params.id),
  );
}
