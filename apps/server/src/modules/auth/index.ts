/** Sign-in, codes and sessions. Other modules end sessions through here. */
export { authRoutes } from './auth.routes';
export { resolveSession } from './auth.service';
export { clearAttempts, revokeUserSessions } from './auth.repository';
