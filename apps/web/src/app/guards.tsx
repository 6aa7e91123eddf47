import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session-store';

/** Signed in means a session token exists (spec §2); anyone else goes to /login. */
export function RequireAuth() {
  const signedIn = useSession((s) => s.token !== null);
  return signedIn ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/** /login is for anonymous users only; a signed-in user goes to /dashboard. */
export function AnonymousOnly() {
  const signedIn = useSession((s) => s.token !== null);
  return signedIn ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
