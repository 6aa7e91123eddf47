import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  runTestCasesSchema,
  testCaseAnswer,
  testCaseBodySchema,
  testCaseDeletedAnswer,
  testCaseListAnswer,
  testCaseParamsSchema,
  testCaseRunAnswer,
  testCasesImportedAnswer,
  testCasesQuerySchema,
} from '@lbo/contracts/rule-test-cases';
import type { Clock } from '../../lib/clock';
import { moduleRoutes } from '../../plugins/module-routes';
import { requireAuth } from '../../plugins/session';
import { IMPORT_MAX_BYTES } from '@lbo/contracts/limits';
import { receiveUploadToDisk, type UploadOptions } from '../../lib/spreadsheets';
import { readTestCaseSheet, testCasesWorkbook } from './test-case-sheet';
import { createTestCase, editTestCase, exportTestCases, getTestCase, importTestCases, listTestCases, removeTestCase, runTestCases } from './test-cases.service';
import { API } from '@lbo/contracts/api-paths';

const route = moduleRoutes(['rule test cases'], 'rules-management');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEST_CASES_FILE: UploadOptions = {
  maxBytes: IMPORT_MAX_BYTES,
  tooLarge: 'File too large',
  noFile: 'file is required: send a .xlsx or .csv as multipart field `file`',
  describe: { file: 'Test cases in the layout of the export', mediaTypes: [XLSX_TYPE, 'text/csv'] },
};

/** Test cases: applications whose outcome on chosen pairs every rule change must keep. */
export async function testCaseRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => opts.clock.now();

  r.get(
    API.ruleTestCases.base,
    route('view', { summary: 'Test cases with their last result', querystring: testCasesQuerySchema, response: { 200: testCaseListAnswer } }),
    async (request) => listTestCases(app.db, request.query),
  );

  r.post(
    API.ruleTestCases.base,
    route('create', { summary: 'Save a test case (it runs at once)', body: testCaseBodySchema, response: { 201: testCaseAnswer } }),
    async (request, reply) => {
      const answer = await createTestCase(app.db, await app.ruleVersions.current(), request.body, requireAuth(request).user.id, now());
      return reply.status(201).send(answer);
    },
  );

  r.post(
    API.ruleTestCases.run,
    route('view', {
      summary: 'Run every test case (or those named) against the current rules',
      body: runTestCasesSchema,
      response: { 200: testCaseRunAnswer },
    }),
    async (request) => runTestCases(app.db, await app.ruleVersions.current(), request.body.ids, now()),
  );

  r.get(API.ruleTestCases.export, route('export', { summary: 'Every test case as .xlsx, one row per expectation' }), async (_request, reply) => {
    const bytes = await testCasesWorkbook(await exportTestCases(app.db));
    reply.header('Content-Type', XLSX_TYPE);
    reply.header('Content-Disposition', 'attachment; filename="rule-test-cases.xlsx"');
    return reply.send(bytes);
  });

  r.post(
    API.ruleTestCases.import,
    route(
      'create',
      {
        summary: 'Import test cases from .xlsx or .csv (multipart `file`, the export layout); all or none',
        consumes: ['multipart/form-data'],
        response: { 201: testCasesImportedAnswer },
      },
      { upload: TEST_CASES_FILE },
    ),
    async (request, reply) => {
      const file = await receiveUploadToDisk(request, TEST_CASES_FILE);
      let bodies;
      try {
        bodies = await readTestCaseSheet(file);
      } finally {
        await file.dispose();
      }
      const answer = await importTestCases(app.db, await app.ruleVersions.current(), bodies, requireAuth(request).user.id, now());
      return reply.status(201).send(answer);
    },
  );

  r.get(API.ruleTestCases.byId, route('view', { summary: 'One test case', params: testCaseParamsSchema, response: { 200: testCaseAnswer } }), async (request) =>
    getTestCase(app.db, request.params.id),
  );

  r.put(
    API.ruleTestCases.byId,
    route('edit', { summary: 'Edit a test case (it runs again)', params: testCaseParamsSchema, body: testCaseBodySchema, response: { 200: testCaseAnswer } }),
    async (request) => editTestCase(app.db, await app.ruleVersions.current(), request.params.id, request.body, now()),
  );

  r.delete(
    API.ruleTestCases.byId,
    route('delete', { summary: 'Delete a test case', params: testCaseParamsSchema, response: { 200: testCaseDeletedAnswer } }),
    async (request) => removeTestCase(app.db, request.params.id),
  );
}
