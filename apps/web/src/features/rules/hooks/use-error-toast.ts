import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { errorText } from '../utils/error-text';

/** One toast when a load fails: the server's message, else the spec's 'Failed to load …' text. */
export function useErrorToast(error: unknown, fallback: string) {
  useEffect(() => {
    if (error) toast.error(errorText(error, fallback), { id: fallback });
  }, [error, fallback]);
}
