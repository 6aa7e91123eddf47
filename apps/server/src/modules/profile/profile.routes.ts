import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chartDaysQuery, PROFILE_MESSAGES, updateProfileSchema } from '@lbo/contracts/shortener';
import type { Clock } from '../../lib/clock';
import { access } from '../../plugins/access';
import { requireAuth } from '../../plugins/session';
import * as service from './profile.service';
import { API } from '@lbo/contracts/api-paths';
import { clicksPerDaySchema, profileAnswer, updatedProfileAnswer } from '@lbo/contracts/shortener-answers';

const tags = ['admin-auth'];

/** The signed-in user's own profile, link statistics and dashboard chart. */
export async function profileRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, clock: opts.clock };

  r.get(
    API.adminAuth.profile,
    {
      schema: { tags, summary: 'Own profile with link statistics and the last 20 activities', response: { 200: profileAnswer } },
      config: { access: access.signedIn() },
    },
    async (request) => service.getProfile(deps, requireAuth(request)),
  );

  r.put(
    API.adminAuth.profile,
    {
      schema: { tags, summary: 'Update own first name, last name and company', body: updateProfileSchema, response: { 200: updatedProfileAnswer } },
      config: { access: access.signedIn() },
    },
    async (request) => ({ ...(await service.updateProfile(deps, requireAuth(request), request.body)), message: PROFILE_MESSAGES.updated }),
  );

  r.get(
    API.adminAuth.profileClicksPerDay,
    {
      schema: {
        tags,
        summary: 'Clicks on own links per Indian calendar day, every day present',
        querystring: chartDaysQuery,
        response: { 200: clicksPerDaySchema },
      },
      config: { access: access.signedIn() },
    },
    async (request) => service.clicksPerDay(deps, requireAuth(request), request.query.days),
  );
}
