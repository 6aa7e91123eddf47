import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, forgotPasswordRequestSchema, setPasswordRequestSchema } from '@lbo/contracts/auth';
import type { Clock } from '../../lib/clock';
import { ok } from '../../lib/envelope';
import { access } from '../../plugins/access';
import * as links from './password-links.service';
import { API } from '@lbo/contracts/api-paths';
import { passwordSetAnswer } from '@lbo/contracts/access-answers';
import { emptyAnswer } from '@lbo/contracts/answers';

const tags = ['crm sign-in'];
// The same per-address limit as the sign-in routes: links and e-mails cannot be guessed or flooded.
const publicLimited = { access: access.public(), rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function passwordLinksRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => ({ db: app.db, clock: opts.clock, mailer: app.mailer, env: app.env, log: request.log });

  r.post(
    API.crmAuth.setPassword,
    {
      schema: { tags, summary: 'Choose a password from an invitation or reset link', body: setPasswordRequestSchema, response: { 200: passwordSetAnswer } },
      config: publicLimited,
    },
    async (request) => ok(await links.setPassword(deps(request), request.body.token, request.body.password), AUTH_MESSAGES.passwordSet),
  );

  r.post(
    API.crmAuth.forgotPassword,
    {
      schema: {
        tags,
        summary: 'Mail a link to set a new password (same answer for unknown e-mails)',
        body: forgotPasswordRequestSchema,
        response: { 200: emptyAnswer },
      },
      config: publicLimited,
    },
    async (request) => {
      await links.forgotPassword(deps(request), request.body.email);
      return ok(null, AUTH_MESSAGES.passwordResetSent);
    },
  );
}
