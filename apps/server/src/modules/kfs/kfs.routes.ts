import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@lbo/contracts/document-languages';
import { kfsFactsAnswer } from '@lbo/contracts/kfs';
import { applicationParamsSchema, explanationParamsSchema, kfsQuerySchema } from '@lbo/contracts/rule-versions';
import type { Clock } from '../../lib/clock';
import { ok } from '../../lib/envelope';
import { access } from '../../plugins/access';
import { DOCUMENT_TEXTS } from './catalogues';
import { compareOffers } from './comparison.service';
import { documentLanguage, issueKfs, kfsFactsOf, type KfsDeps } from './kfs.service';
import { servedDocument } from './served-html';
import { scopedTo } from '../../plugins/partner-scope';

// Who may read an offer's documents: the evaluator's users, and programs with evaluations.read.
const DOCUMENT_ACCESS = access.to('loan-evaluator', 'view', { apiKeyScope: 'evaluations.read' });
const NOT_BEFORE_VERSIONS = 'The decision predates rule versions';

/**
 * `…/pairs/:bankId/:productId/kfs`: the Key Fact Statement of one offer, as HTML or PDF, in the
 * borrower's language; `…/comparison`: every offer of the decision side by side, to hand over;
 * `…/kfs-facts`: the lenders whose statements lack Part 2 facts.
 */
export async function kfsModule(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: KfsDeps = { db: app.db, pairs: app.decisionPairs, clock: opts.clock, holidays: app.env.KFS_HOLIDAYS };
  // Beside the served HTML: its PDF (the same address, in the same language) and its other
  // languages, each named in letters the page's own font has (an English page embeds no Devanagari).
  const links = (path: string, language: DocumentLanguage) => {
    const page = DOCUMENT_TEXTS[language];
    return [
      { href: `${path}?format=pdf&lang=${language}`, label: page.pdf },
      ...DOCUMENT_LANGUAGES.filter((l) => l !== language).map((l) => {
        const other = DOCUMENT_TEXTS[l];
        const ownName = other.script === page.script || other.script === 'latin';
        return { href: `${path}?lang=${l}`, label: ownName ? other.name : other.latinName, hreflang: l, ...(ownName ? { lang: l } : {}) };
      }),
    ];
  };

  r.get(
    API.loanapplication.byApplicationIdPairsByBankIdByProductIdKfs,
    {
      schema: {
        tags: ['loan evaluator'],
        summary:
          "The Key Fact Statement of one offer (printable HTML, or ?format=pdf) in ?lang (default: the customer's preferred language, else en), issued on the first request and the same ever after",
        params: explanationParamsSchema,
        querystring: kfsQuerySchema,
      },
      config: {
        access: DOCUMENT_ACCESS,
        // A read of the applicant's offer (issued on the first one); the object is the decision.
        audit: { action: 'read', objectType: 'kfs' },
        documentedErrors: { 409: `The pair made no offer, or ${NOT_BEFORE_VERSIONS.toLowerCase()}` },
        fileAnswer: { description: 'The Key Fact Statement: HTML, or PDF with format=pdf', mediaTypes: ['text/html', 'application/pdf'] },
      },
    },
    async (request, reply) => {
      const { applicationId, bankId, productId } = request.params;
      const language = await documentLanguage(request.db, applicationId, request.query.lang);
      const kfs = await issueKfs(scopedTo(deps, request), applicationId, bankId, productId, language);
      reply.header('Cache-Control', 'private, no-store');
      reply.header('Content-Language', language);
      if (request.query.format === 'pdf') {
        reply.header('Content-Type', 'application/pdf');
        reply.header('Content-Disposition', `inline; filename="${kfs.proposalNumber}-${language}.pdf"`);
        return reply.send(kfs.pdf);
      }
      const path = pathTo(API.loanapplication.byApplicationIdPairsByBankIdByProductIdKfs, { applicationId, bankId, productId });
      reply.header('Content-Type', 'text/html; charset=utf-8');
      return reply.send(servedDocument(reply, kfs.html, DOCUMENT_TEXTS[language], links(path, language)));
    },
  );

  r.get(
    API.loanapplication.byApplicationIdComparison,
    {
      schema: {
        tags: ['loan evaluator'],
        summary:
          'The offers of one decision compared, to hand to the borrower (printable HTML, or ?format=pdf in A4 landscape) in ?lang: every offer by APR, the lenders that made no offer and why',
        params: applicationParamsSchema,
        querystring: kfsQuerySchema,
      },
      config: {
        access: DOCUMENT_ACCESS,
        audit: { action: 'read', objectType: 'comparison' },
        documentedErrors: { 409: NOT_BEFORE_VERSIONS },
        fileAnswer: { description: 'The comparison: HTML, or PDF with format=pdf', mediaTypes: ['text/html', 'application/pdf'] },
      },
    },
    async (request, reply) => {
      const { applicationId } = request.params;
      const language = await documentLanguage(request.db, applicationId, request.query.lang);
      const { texts, body } = await compareOffers(scopedTo(deps, request), applicationId, language, request.query.format);
      reply.header('Cache-Control', 'private, no-store');
      reply.header('Content-Language', language);
      if (typeof body !== 'string') {
        reply.header('Content-Type', 'application/pdf');
        reply.header('Content-Disposition', `inline; filename="offers-${applicationId.slice(0, 8)}-${language}.pdf"`);
        return reply.send(body);
      }
      reply.header('Content-Type', 'text/html; charset=utf-8');
      return reply.send(servedDocument(reply, body, texts, links(pathTo(API.loanapplication.byApplicationIdComparison, { applicationId }), language)));
    },
  );

  r.get(
    API.loanapplication.byApplicationIdKfsFacts,
    {
      schema: {
        tags: ['loan evaluator'],
        summary:
          "The lenders of a decision's offers whose Key Fact Statements lack Part 2 facts (grievance officer, recovery agents), at the decision's rule version",
        params: applicationParamsSchema,
        response: { 200: kfsFactsAnswer },
      },
      config: { access: DOCUMENT_ACCESS, documentedErrors: { 409: NOT_BEFORE_VERSIONS } },
    },
    async (request) => ok({ lenders: await kfsFactsOf(scopedTo(deps, request), request.params.applicationId) }),
  );
}
