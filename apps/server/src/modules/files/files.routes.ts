import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { can } from '@lbo/contracts/permissions';
import { AppError } from '../../lib/app-error';
import { PUBLIC_FOLDERS, type StoredFile } from '../../lib/storage';
import { access } from '../../plugins/access';
import { requireAuth } from '../../plugins/session';
import { API } from '@lbo/contracts/api-paths';

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
  if (ext !== 'png' && ext !== 'jpg' && ext !== 'gif') reply.header('Content-Disposition', `attachment; filename="${name}"`);
  reply.header('Cache-Control', cache);
  return reply.send(file.bytes);
}

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
      schema: { tags: ['files'], summary: 'A stored file such as an import error file (its maker, or master-data viewers)', params: fileParams },
      config: { access: access.signedIn() },
    },
    async (request, reply) => {
      const { folder, name } = fileParams.parse(request.params);
      const auth = requireAuth(request);
      const file = await app.storage.get(`${folder}/${name}`);
      if (!file) throw AppError.notFound('File');
      const mayRead = PUBLIC_FOLDERS.has(folder) || file.ownerId === auth.user.id || can(auth.access, 'master-configuration', 'view');
      if (!mayRead) throw AppError.forbidden();
      return send(reply, name, file, 'private, no-store');
    },
  );
}
