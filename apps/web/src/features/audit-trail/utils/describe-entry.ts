import { AUDIT_ACTION_LABELS, type AuditEntry } from '@lbo/contracts/audit-trail';
import { MODULE_LABELS } from '@lbo/contracts/permissions';

/** "Asha Rao", "API key 1f2e… for Asha Rao", or the system. */
export function describeActor(e: AuditEntry): string {
  const who = e.actorName ?? (e.actorUserId ? `User ${e.actorUserId.slice(0, 8)}…` : 'Unknown user');
  if (e.actorKind === 'system') return 'System';
  if (e.actorKind === 'api-key') return `API key ${e.apiKeyId?.slice(0, 8) ?? ''}… for ${who}`;
  return who;
}

export const moduleLabel = (module: string) => (MODULE_LABELS as Record<string, string>)[module] ?? (module === 'auth' ? 'Sign-in' : module);
export const actionLabel = (action: AuditEntry['action']) => AUDIT_ACTION_LABELS[action];
