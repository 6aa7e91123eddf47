import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditActorKind } from '@lbo/contracts/audit-trail';

/** An entry as the app writes it; the database adds id, time and hashes. */
export interface AuditEntryInput {
  actorKind: AuditActorKind;
  actorUserId: string | null;
  apiKeyId: string | null;
  address: string | null;
  module: string;
  action: AuditAction;
  objectType: string | null;
  objectId: string | null;
  /** In words, from the route and ids only: never a name, salary or other personal value. */
  summary: string;
  requestId: string | null;
}

/** Who made a request and from where: a user, or an API key and the owner it acts for. */
export function actorOf(
  request: FastifyRequest,
  userId?: string | null,
): Pick<AuditEntryInput, 'actorKind' | 'actorUserId' | 'apiKeyId' | 'address' | 'requestId'> {
  const key = request.apiKey;
  const user = userId ?? request.auth?.user.id ?? request.auditActor ?? null;
  return {
    // A request is always someone's: a refused sign-in is a user not known yet (no id).
    actorKind: key ? 'api-key' : 'user',
    actorUserId: key ? key.ownerId : user,
    apiKeyId: key ? key.id : null,
    address: request.ip ?? null,
    requestId: request.id,
  };
}

const VERBS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  read: 'Read',
  export: 'Exported',
  download: 'Downloaded',
  approve: 'Approved',
  reject: 'Rejected',
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'sign-in-failed': 'Sign-in refused',
};

/**
 * "Updated roles through PUT /api/roles/updateRole": the route's pattern, never its values (the
 * object's id has its own column; a failed sign-in's e-mail stays there).
 */
export function summaryOf(action: AuditAction, objectType: string | null, method: string, url: string, via: string | null): string {
  return `${VERBS[action]}${objectType ? ` ${objectType}` : ''} through ${method} ${url}${via ? ` (${via})` : ''}`;
}
