import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
};

/** Serves stored files (logos, import error files) by their storage key. */
export async function filesRoutes(app: FastifyInstance) {
  app.get<{ Params: { folder: string; name: string } }>('/files/:folder/:name', { schema: { hide: true } }, async (request, reply) => {
    const key = `${request.params.folder}/${request.params.name}`;
    const bytes = await app.storage.get(key);
    if (!bytes) return reply.status(404).type('text/plain').send('File not found');
    const ext = key.split('.').pop() ?? '';
    reply.header('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (ext !== 'png' && ext !== 'jpg' && ext !== 'gif') reply.header('Content-Disposition', `attachment; filename="${request.params.name}"`);
    reply.header('Cache-Control', 'private, max-age=3600');
    return reply.send(bytes);
  });
}
