import { X } from 'lucide-react';
import toast, { ToastBar, Toaster } from 'react-hot-toast';
import { TOAST_DURATIONS } from '@lbo/contracts/limits';
import { DISMISSIBLE_TOAST_CLASS, TOAST_CLASS } from '@/lib/toast';
import { useToastClearance } from '@/lib/toast-clearance';

/** react-hot-toast's own distance from the window's edges. */
const EDGE = 16;

/**
 * react-hot-toast with the spec's constants (§9). It already keeps at most 20
 * toasts internally, the spec's limit; that number is not configurable there.
 */
export function AppToaster() {
  // Lifted over a screen's bottom buttons while they are in view (useKeepToastsClear).
  const clearance = useToastClearance();
  return (
    <Toaster
      position="bottom-right"
      // Below the 64 px top bar, so a toast never hides the logout button.
      containerStyle={{ zIndex: 9999, top: 72, bottom: EDGE + clearance }}
      toastOptions={{
        className: TOAST_CLASS,
        blank: { duration: TOAST_DURATIONS.blank },
        success: { duration: TOAST_DURATIONS.success },
        error: { duration: TOAST_DURATIONS.error },
        loading: { duration: TOAST_DURATIONS.loading },
        custom: { duration: TOAST_DURATIONS.custom },
      }}
    >
      {(t) => (
        // A toast only to read lets clicks through to what it covers (and is not held open by a
        // pointer resting on that button); one with a dismiss button keeps its own clicks.
        <ToastBar toast={t} style={t.className?.includes(DISMISSIBLE_TOAST_CLASS) ? undefined : { pointerEvents: 'none' }}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              {t.className?.includes(DISMISSIBLE_TOAST_CLASS) && t.type !== 'loading' ? (
                <button
                  type="button"
                  onClick={() => toast.dismiss(t.id)}
                  aria-label="Dismiss notification"
                  className="-mr-1 cursor-pointer rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-700 dark:hover:text-slate-200"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              ) : null}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
