import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_MESSAGES, checkEmailQuery, userExportQuery, userListQuery, userRequestSchema, userStatusFields, userUpdateSchema } from '@lbo/contracts/access';
import { idQuery } from '@lbo/contracts/common';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { ok } from '../../lib/envelope';
import { pagesOf, sendTableExport } from '../../lib/table-export';
import { moduleRoutes } from '../../plugins/module-routes';
import { requireAuth } from '../../plugins/session';
import { listParams, pagedAnswer } from './paged-answer';
import { resendInvitation } from './password-links.service';
import { USER_EXPORT_COLUMNS } from './users.export';
import * as users from './users.service';
import { API } from '@lbo/contracts/api-paths';
import { createdUserAnswer, deletedAnswer, emailFreeAnswer, invitationSentAnswer, userAnswer, usersPageAnswer } from '@lbo/contracts/access-answers';

const route = moduleRoutes(['users'], 'user-management');

export async function usersRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => ({ db: app.db, clock: opts.clock, mailer: app.mailer, env: app.env, log: request.log });

  r.get(
    API.crmAuth.getAllUsers,
    route('view', { summary: 'Users, paged, searchable and sortable', querystring: userListQuery, response: { 200: usersPageAnswer } }),
    async (request) => {
      const q = request.query;
      const { rows, total } = await users.listUsers(deps(request), listParams(q));
      return pagedAnswer(rows, total, q.page, q.page_limit);
    },
  );

  r.get(
    API.crmAuth.exportUsers,
    route('export', { summary: 'The users the search matches, in the list order, as .xlsx or .csv', querystring: userExportQuery }),
    async (request, reply) => {
      const { format, search_query, sort_by, sort_order } = request.query;
      const pages = pagesOf(
        async (page, limit) => (await users.listUsers(deps(request), { search: search_query, page, limit, sortBy: sort_by, sortOrder: sort_order })).rows,
      );
      return sendTableExport(reply, format, { name: 'users', sheet: 'Users', columns: USER_EXPORT_COLUMNS, pages });
    },
  );

  r.get(
    API.crmAuth.checkEmail,
    route(
      'view',
      { summary: "Whether an e-mail is free (409 'Email Already Exists' when taken)", querystring: checkEmailQuery, response: { 200: emailFreeAnswer } },
      { alternatives: [{ module: 'user-management', action: 'create' }], documentedErrors: { 409: 'The e-mail address is taken' } },
    ),
    async (request) => {
      if (!(await users.isEmailFree(deps(request), request.query.email))) throw AppError.conflict(ACCESS_MESSAGES.emailExists);
      return ok({ email: request.query.email, exists: false }, ACCESS_MESSAGES.emailAvailable);
    },
  );

  r.post(
    API.crmAuth.createUser,
    route(
      'create',
      { summary: 'Create a user and e-mail an invitation', body: userRequestSchema, response: { 201: createdUserAnswer } },
      { documentedErrors: { 409: 'The e-mail address is taken' } },
    ),
    async (request, reply) => {
      const { user, invitationSent } = await users.createUser(deps(request), request.body);
      const message = invitationSent ? ACCESS_MESSAGES.userCreated : ACCESS_MESSAGES.invitationNotSent;
      return reply.status(201).send(ok({ ...user, invitationSent }, message, 201));
    },
  );

  r.put(
    API.crmAuth.updateUser,
    route(
      'edit',
      { summary: 'Update a user', querystring: idQuery, body: userUpdateSchema, response: { 200: userAnswer } },
      { documentedErrors: { 409: 'The e-mail address is taken' } },
    ),
    async (request) => {
      const user = await users.updateUser(deps(request), requireAuth(request).user.id, request.query.id, request.body);
      return ok(user, ACCESS_MESSAGES.userUpdated);
    },
  );

  r.put(
    API.crmAuth.updateStatus,
    route('edit', {
      summary: 'Activate or deactivate a user (id and status in the body or the query)',
      querystring: userStatusFields,
      body: userStatusFields.nullish(),
      response: { 200: userAnswer },
    }),
    async (request) => {
      const id = request.body?.id ?? request.query.id;
      const status = request.body?.status ?? request.query.status;
      if (!id) throw AppError.badRequest('id is required', { id: 'is required' });
      if (!status) throw AppError.badRequest(ACCESS_MESSAGES.statusInvalid, { status: ACCESS_MESSAGES.statusInvalid });
      const user = await users.setStatus(deps(request), requireAuth(request).user.id, id, status);
      return ok(user, status === 'Active' ? ACCESS_MESSAGES.userActivated : ACCESS_MESSAGES.userDeactivated);
    },
  );

  r.delete(
    API.crmAuth.deleteUser,
    route(
      'delete',
      { summary: 'Delete a user', querystring: idQuery, response: { 200: deletedAnswer } },
      { documentedErrors: { 409: 'The user still owns records' } },
    ),
    async (request) => {
      await users.deleteUser(deps(request), requireAuth(request).user.id, request.query.id);
      return ok({ _id: request.query.id }, ACCESS_MESSAGES.userDeleted);
    },
  );

  r.post(
    API.crmAuth.resendInvitation,
    route(
      'edit',
      {
        summary: 'Mail a new invitation link to a user who has no password yet',
        querystring: idQuery,
        body: z.unknown().optional(),
        response: { 200: invitationSentAnswer },
      },
      { documentedErrors: { 409: 'The user has set a password already' } },
    ),
    async (request) => ok(await resendInvitation(deps(request), request.query.id), ACCESS_MESSAGES.invitationSent),
  );
}
