import type { AccessMap } from '@lbo/contracts/permissions';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role_id: string | null;
  role_name: string | null;
  /** The channel partner the user works for: their requests see only its applicants (ADR 0044). */
  partner_id: string | null;
}

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  access: AccessMap;
  /** How the caller came: writes by cookie are checked against cross-site forgery; `api-key` is a key acting for its owner. */
  via: 'bearer' | 'cookie' | 'api-key';
  /** The caller's partner has a rate limit or a monthly quota (read with the session): only then are its requests counted. */
  partnerLimited?: boolean;
  expiresAt: Date;
}
