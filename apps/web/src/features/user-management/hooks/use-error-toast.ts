import { useEffect } from 'react';
import { getErrorMessage, isForbidden } from '@/lib/api-client';
import { notify } from '../utils/notify';

/** One toast per failed load (server message preferred); a 403 shows the no-access state instead. */
export function useErrorToast(error: unknown, fallback: string): void {
  useEffect(() => {
    if (error && !isForbidden(error)) notify.error(getErrorMessage(error, fallback));
  }, [error, fallback]);
}
