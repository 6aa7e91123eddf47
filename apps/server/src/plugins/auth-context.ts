import type { AccessMap } from '@lbo/contracts/permissions';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role_id: string | null;
  role_name: string | null;
}

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  access: AccessMap;
  /** How the token arrived; writes by cookie are checked against cross-site forgery. */
  via: 'bearer' | 'cookie';
  expiresAt: Date;
}
