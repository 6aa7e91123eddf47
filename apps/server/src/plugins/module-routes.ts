import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { Action, ModuleId } from '@lbo/contracts/permissions';
import { access } from './access';
import { idempotencyKeyHeaders } from './idempotency';

type PermissionExtra = NonNullable<Parameters<typeof access.to>[2]>;
/** What a route may declare beside its permission: its documented failures, its upload, idempotency, its audit entry and whether it evaluates. */
type RouteExtra = Pick<FastifyContextConfig, 'documentedErrors' | 'upload' | 'audit' | 'countsEvaluations'> & { idempotent?: true };

/**
 * The options of the routes one permission module guards: its OpenAPI tags and its module are
 * named once, and a route states only its action, its summary and its schemas. An idempotent
 * route takes the `Idempotency-Key` header schema with its flag, so the two cannot part.
 */
export function moduleRoutes(tags: string[], module: ModuleId) {
  return <S extends FastifySchema & { summary: string }>(action: Action, schema: S, extra: PermissionExtra & RouteExtra = {}) => {
    const { documentedErrors, upload, idempotent, audit, countsEvaluations, ...permission } = extra;
    return {
      schema: { tags, ...schema, ...(idempotent ? { headers: idempotencyKeyHeaders } : {}) },
      config: {
        access: access.to(module, action, permission),
        ...(documentedErrors ? { documentedErrors } : {}),
        ...(upload ? { upload } : {}),
        ...(idempotent ? { idempotent } : {}),
        ...(audit ? { audit } : {}),
        ...(countsEvaluations ? { countsEvaluations } : {}),
      },
    };
  };
}
