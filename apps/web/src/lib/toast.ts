import toast from 'react-hot-toast';
import { TOAST_DURATIONS } from '@lbo/contracts/limits';

/** Marks a toast that gets a dismiss button (the Toaster reads it). */
export const DISMISSIBLE_TOAST_CLASS = 'toast-dismissible';

/**
 * Theme classes of every toast. A toast's own className replaces the
 * Toaster's default one, so toasts that set one must include these.
 */
export const TOAST_CLASS = 'text-sm! shadow-lg! dark:bg-slate-800! dark:text-slate-100!';

// Sign-in toasts last as long as the default (blank) toast, successes included.
const SIGN_IN_TOAST = {
  position: 'top-right',
  duration: TOAST_DURATIONS.blank,
  className: `${TOAST_CLASS} ${DISMISSIBLE_TOAST_CLASS}`,
} as const;

/** Toasts of the sign-in screens: top-right, 4 s, with a dismiss button (spec §9). */
export const signInToast = {
  success: (message: string) => toast.success(message, SIGN_IN_TOAST),
  error: (message: string) => toast.error(message, SIGN_IN_TOAST),
};
