import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { dispatchLogout } from '@/lib/app-events';
import { sessionActions } from '@/lib/session-store';
import { logout } from '../api/logout';

/** Ends the session on the server, then forgets it here whatever the server said. */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      console.warn('Server logout failed; clearing the local session anyway', error);
    }
    sessionActions.clear();
    dispatchLogout('logout');
    await navigate(paths.login, { replace: true });
    queryClient.clear();
    setPending(false);
  }, [navigate, queryClient]);

  return { logout: run, isPending };
}
