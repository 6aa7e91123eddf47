import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { can, type AccessMap } from '@lbo/contracts/permissions';
import { AppError } from '../../lib/app-error';
import { PUBLIC_FOLDERS, type StoredFile } from '../../lib/storage';
import { attachmentDisposition } from '../../lib/content-disposition';
import { access } from '../../plugins/access';
import { requireAuth } from '../../plugins/session';
import { API } from '@lbo/contracts/api-paths';
import { SPREADSHEET } from '../../plugins/openapi-operations';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
};

const fileParams = z.object({
  folder: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a folder name'),
  name: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, 'must be a stored file name'),
});

function send(reply: FastifyReply, name: string, file: StoredFile, cache: string) {
  const ext = name.split('.').pop() ?? '';
  reply.header('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  reply.header('X-Content-Type-Options', 'nosniff');
  if (ext !== 'png' && ext !== 'jpg' && ext !== 'gif') reply.header('Content-Disposition', attachmentDisposition(file.downloadName ?? name));
  reply.header('Cache-Control', cache);
  return reply.send(file.bytes);
}

/**
 * Who may read a private file: its maker while they keep the right the file belongs to, and
 * others with the right to see everyone's. Import error files hold master data; bulk error
 * files hold applicants' data, which needs the Loan Evaluator and nothing less.
 */
const FOLDER_RIGHTS: Record<string, { owner: (a: AccessMap) => boolean; anyone: (a: AccessMap) => boolean }> = {
  'import-errors': { owner: () => true, anyone: (a) => can(a, 'master-configuration', 'view') },
  'bulk-errors': { owner: (a) => can(a, 'loan-evaluator', 'view'), anyone: (a) => can(a, 'loan-evaluator', 'export') },
};
const OWNER_ONLY = { owner: () => true, anyone: () => false };

/**
 * Stored files by their key: logos to anyone at /files/logos/… (they load as plain images);
 * every other file (import error files: the rejected rows, verbatim) only under /api, to the
 * user who made it or a user who may view master data.
 */
export async function filesRoutes(app: FastifyInstance) {
  app.get<{ Params: { folder: string; name: string } }>('/files/:folder/:name', { schema: { hide: true } }, async (request, reply) => {
    const { folder, name } = request.params;
    const file = PUBLIC_FOLDERS.has(folder) ? await app.storage.get(`${folder}/${name}`) : null;
    if (!file) return reply.status(404).type('text/plain').send('File not found');
    return send(reply, name, file, 'public, max-age=3600');
  });

  app.get(
    API.files.byFolderByName,
    {
      schema: {
        tags: ['files'],
        summary: "A stored file such as an import or bulk error file (its maker, or users who may see everyone's)",
        params: fileParams,
      },
      config: {
        access: access.signedIn(),
        // Error files quote the rows they refuse (names, salaries): each download is recorded.
        audit: {
          action: 'download',
          objectType: 'file',
          module: (request) => ((request.params as { folder?: string }).folder === 'bulk-errors' ? 'loan-evaluator' : 'master-configuration'),
          objectId: (request) => {
            const { folder, name } = request.params as { folder?: string; name?: string };
            return `${folder}/${name}`;
          },
        },
        documentedErrors: { 403: "Neither the file's maker nor allowed to read everyone's" },
        fileAnswer: { description: 'The stored file (an import or bulk error file)', mediaTypes: [SPREADSHEET, 'text/csv', 'application/vnd.ms-excel'] },
      },
    },
    async (request, reply) => {
      const { folder, name } = fileParams.parse(request.params);
      const auth = requireAuth(request);
      const file = await app.storage.get(`${folder}/${name}`);
      if (!file) throw AppError.notFound('File');
      const rights = FOLDER_RIGHTS[folder] ?? OWNER_ONLY;
      const mayRead = PUBLIC_FOLDERS.has(folder) || (file.ownerId === auth.user.id && rights.owner(auth.access)) || rights.anyone(auth.access);
      if (!mayRead) throw AppError.forbidden();
      return send(reply, name, file, 'private, no-store');
    },
  );
}
