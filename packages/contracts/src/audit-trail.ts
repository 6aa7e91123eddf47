import { z } from 'zod';
import { okAnswer, timestamp } from './answers';
import { exportFormat, limitParam, NO_PAGING, pageParam, pageOf, uuid, type ItemPage } from './common';
import { dayOrDateTime } from './dates';
import { filter } from './lenient';
import { MODULES } from './permissions';

/** What an audit entry says was done (docs/adr/0039-audit-trail.md). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'read',
  'export',
  'download',
  'approve',
  'reject',
  'sign-in',
  'sign-out',
  'sign-in-failed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  read: 'Read',
  export: 'Export',
  download: 'Download',
  approve: 'Approve',
  reject: 'Reject',
  'sign-in': 'Sign-in',
  'sign-out': 'Sign-out',
  'sign-in-failed': 'Failed sign-in',
};

/** Who acted: a signed-in user, an API key (for its owner), or the server itself (retention). */
const AUDIT_ACTOR_KINDS = ['user', 'api-key', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The modules an entry names: the permission modules, and `auth` for sign-in and sign-out. */
export const AUDIT_MODULES = [...MODULES, 'auth'] as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { message: `must be one of ${values.join(', ')}` });

/** The trail's filters: who, which module and action, which object, between which times (newest first). */
export const auditQuerySchema = z.object({
  actorId: filter(uuid.optional()),
  module: filter(oneOf(AUDIT_MODULES as unknown as [string, ...string[]]).optional()),
  action: filter(oneOf(AUDIT_ACTIONS).optional()),
  objectId: filter(z.string().trim().max(200, 'must be at most 200 characters').optional()),
  from: filter(dayOrDateTime().optional()),
  to: filter(dayOrDateTime().optional()),
  page: pageParam,
  limit: limitParam(20),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditExportQuerySchema = auditQuerySchema.omit(NO_PAGING).extend({ format: exportFormat });

/** The entries about one customer: the customer itself and each of their evaluations. */
export const auditCustomerParamsSchema = z.object({ id: uuid });
export const auditCustomerQuerySchema = z.object({ page: pageParam, limit: limitParam(10) });

/** `expectedHead`: a chain head written out of the database earlier (the server log); it must still be in the chain. */
export const auditVerifyQuerySchema = z.object({
  expectedHead: filter(
    z
      .string()
      .trim()
      .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits')
      .optional(),
  ),
});

const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: timestamp,
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorUserId: z.string().nullable(),
  /** The actor's name as it is now (null when the user is gone or there is none). */
  actorName: z.string().nullable(),
  apiKeyId: z.string().nullable(),
  address: z.string().nullable(),
  module: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  summary: z.string(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export type AuditPage = ItemPage<AuditEntry>;

export const auditListAnswer = okAnswer(pageOf(auditEntrySchema));

export const auditVerifyAnswer = okAnswer(
  z.object({
    ok: z.boolean(),
    /** Entries checked. */
    entries: z.number().int(),
    /** The first entry whose hash or link does not match; null when every entry matches. */
    firstBrokenId: z.string().nullable(),
    /** The hash of the last entry checked (null on an empty trail). */
    head: z.string().nullable(),
    /** Whether `expectedHead` was found in the chain (null when none was given). */
    expectedHeadFound: z.boolean().nullable(),
  }),
);
