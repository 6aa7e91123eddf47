import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage, isForbidden } from '@/lib/api-client';

/**
 * One toast when a load fails: the server's message, else the screen's 'Failed to …' text.
 * A 403 shows the screen's no-access state instead, so it is not toasted as well.
 */
export function useErrorToast(error: unknown, fallback: string): void {
  useEffect(() => {
    if (error && !isForbidden(error)) toast.error(getErrorMessage(error, fallback), { id: fallback });
  }, [error, fallback]);
}
