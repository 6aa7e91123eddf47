import type { FastifySchema } from 'fastify';
import type { Action, ModuleId } from '@lbo/contracts/permissions';
import { access } from './access';

type PermissionExtra = Parameters<typeof access.to>[2];

/**
 * The options of the routes one permission module guards: its OpenAPI tags and its module are
 * named once, and a route states only its action, its summary and its schemas.
 */
export function moduleRoutes(tags: string[], module: ModuleId) {
  return <S extends FastifySchema & { summary: string }>(action: Action, schema: S, extra?: PermissionExtra) => ({
    schema: { tags, ...schema },
    config: { access: access.to(module, action, extra) },
  });
}
