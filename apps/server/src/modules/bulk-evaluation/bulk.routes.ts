import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DecisionPairs } from '../../db/decision-pairs';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BULK_LIMITS, BULK_MESSAGES, jobParamsSchema, jobsQuerySchema } from '@lbo/contracts/bulk-evaluation';
import { AppError } from '../../lib/app-error';
import { access } from '../../plugins/access';
import { requireAuth } from '../../plugins/session';
import { receiveUploadToDisk, type UploadOptions } from '../../lib/spreadsheets';
import { moduleRoutes } from '../../plugins/module-routes';
import { streamBulkResult } from './bulk-result';
import { bulkTemplate } from './bulk-template';
import { cancelJob, getJob, listJobs, submitBulk, visibleJob, type BulkDeps, type BulkPayer, type JobViewer } from './bulk.service';
import { API } from '@lbo/contracts/api-paths';
import { bulkAcceptedAnswer, bulkJobAnswer, bulkJobListAnswer } from '@lbo/contracts/bulk-evaluation-answers';
import { scopedTo } from '../../plugins/partner-scope';

const TAGS = ['bulk evaluation'];
const route = moduleRoutes(TAGS, 'loan-evaluator');

function viewerOf(request: FastifyRequest): JobViewer {
  const auth = requireAuth(request);
  return { userId: auth.user.id, access: auth.access };
}
async function fileHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const APPLICANTS_FILE: UploadOptions = {
  maxBytes: BULK_LIMITS.maxBytes,
  tooLarge: BULK_MESSAGES.tooLarge,
  noFile: BULK_MESSAGES.noFile,
  describe: { file: 'The applicants, in the layout of the template', mediaTypes: [XLSX_TYPE, 'application/vnd.ms-excel', 'text/csv'] },
};

export async function bulkRoutes(app: FastifyInstance, opts: { deps: BulkDeps; pairs: DecisionPairs }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;

  r.get(
    API.loanapplication.bulkTemplate,
    {
      schema: { tags: TAGS, summary: 'The bulk-evaluation template (.xlsx): applicants, existing loans, allowed values' },
      config: { access: access.to('loan-evaluator', 'create'), fileAnswer: { description: 'The template (.xlsx)', mediaTypes: [XLSX_TYPE] } },
    },
    async (_request, reply) => {
      const file = await bulkTemplate();
      reply.header('Content-Type', XLSX_TYPE);
      reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.bytes);
    },
  );

  r.post(
    API.loanapplication.bulk,
    route(
      'create',
      {
        summary: 'Upload a file of applicants (multipart `file`): 202 with the job, or 400 with the error file',
        consumes: ['multipart/form-data'],
        response: { 202: bulkAcceptedAnswer },
      },
      { apiKeyScope: 'evaluations.create', idempotent: true, countsEvaluations: true, upload: APPLICANTS_FILE, audit: { objectType: 'bulk-job' } },
    ),
    async (request, reply) => {
      const auth = requireAuth(request);
      const key = request.apiKey;
      const keyCharge = app.apiKeyAuth.charge;
      const partnerCharge = request.countPartnerEvaluations;
      // The partner's quota first: refused by the key's, the request's answer gives the partner's back.
      const payer: BulkPayer = {
        apiKeyId: key?.id ?? null,
        charge: async (units) => {
          if (partnerCharge) await partnerCharge(units);
          if (key && keyCharge) await keyCharge(key.id, units);
        },
      };
      const upload = await receiveUploadToDisk(request, APPLICANTS_FILE);
      try {
        // The same key with the same file answers the first answer; with other bytes, 422.
        if (request.claimIdempotency && !(await request.claimIdempotency(await fileHash(upload.path)))) return reply;
        return reply.status(202).send(await submitBulk(scopedTo(deps, request), upload, auth.user.id, payer));
      } finally {
        await upload.dispose();
      }
    },
  );

  r.get(
    API.jobs.base,
    {
      schema: { tags: TAGS, summary: 'Bulk evaluations, newest first', querystring: jobsQuerySchema, response: { 200: bulkJobListAnswer } },
      config: { access: access.to('loan-evaluator', 'view') },
    },
    async (request) => listJobs(scopedTo(deps, request), request.query.page, request.query.limit, viewerOf(request)),
  );

  r.get(
    API.jobs.byId,
    {
      schema: { tags: TAGS, summary: 'One bulk evaluation: state, rows done, rate, time left', params: jobParamsSchema, response: { 200: bulkJobAnswer } },
      config: { access: access.to('loan-evaluator', 'view', { apiKeyScope: 'evaluations.read' }) },
    },
    async (request) => getJob(scopedTo(deps, request), request.params.id, viewerOf(request)),
  );

  r.post(
    API.jobs.byIdCancel,
    {
      schema: { tags: TAGS, summary: 'Cancel a queued or running bulk evaluation', params: jobParamsSchema, response: { 200: bulkJobAnswer } },
      config: { access: access.to('loan-evaluator', 'create'), documentedErrors: { 409: 'The job has ended already' } },
    },
    async (request) => cancelJob(scopedTo(deps, request), request.params.id, viewerOf(request)),
  );

  r.get(
    API.jobs.byIdResult,
    {
      schema: { tags: TAGS, summary: 'The result of a completed bulk evaluation (.xlsx): applicants, then every applicant × pair', params: jobParamsSchema },
      config: {
        access: access.to('loan-evaluator', 'view', { apiKeyScope: 'evaluations.read' }),
        audit: { action: 'download', objectType: 'bulk-result' },
        fileAnswer: { description: 'The result (.xlsx)', mediaTypes: [XLSX_TYPE] },
        documentedErrors: { 409: 'The job has not completed' },
      },
    },
    async (request, reply) => {
      const job = await visibleJob(request.db, request.params.id, viewerOf(request));
      if (job.state !== 'completed') throw AppError.conflict(BULK_MESSAGES.noResult);
      const base =
        job.file_name
          .replace(/\.[a-z0-9]+$/i, '')
          .replace(/[^\w.-]+/g, '-')
          .slice(0, 80) || 'applicants';
      reply.header('Content-Type', XLSX_TYPE);
      reply.header('Content-Disposition', `attachment; filename="${base}-result.xlsx"`);
      reply.header('Cache-Control', 'private, no-store');
      return reply.send(streamBulkResult(request.db, opts.pairs, job.id));
    },
  );
}
