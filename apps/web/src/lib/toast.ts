import toast from 'react-hot-toast';
import { TOAST_DURATIONS } from '@lbo/contracts/limits';
import { getErrorMessage } from './api-client';

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

/**
 * Toasts the outcome of an action on the server: its answer's own message (else `success`) when it
 * succeeds; when it fails, the error's message (else `failure`; or the text `failure` makes of the error),
 * and the error is thrown again so that a confirmation stays open for another try.
 */
export async function toastOutcome<R>(action: Promise<R>, texts: { success: string; failure: string | ((error: unknown) => string) }): Promise<R> {
  try {
    const reply = await action;
    const message = reply && typeof reply === 'object' && 'message' in reply && typeof reply.message === 'string' ? reply.message : '';
    toast.success(message || texts.success);
    return reply;
  } catch (error) {
    toast.error(typeof texts.failure === 'function' ? texts.failure(error) : getErrorMessage(error, texts.failure));
    throw error;
  }
}
