import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export const Dialog = DialogPrimitive.Root;

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof SIZES;
  hideClose?: boolean;
  /**
   * Actions kept below the scrolling body, so they stay on screen however long the body grows
   * (a DialogFooter among the children scrolls away with them).
   */
  footer?: ReactNode;
}

/** A centred modal with a title (always announced) and an optional description. */
export function DialogContent({
  title,
  description,
  size = 'md',
  hideClose,
  footer,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Dialogs opened from state (not a Trigger) would drop the focus on <body> when they close:
  // remember what had it as the dialog opens, and give it back.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = (event: Event) => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    onOpenAutoFocus?.(event);
  };
  const restoreFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const target = opener.current;
    if (event.defaultPrevented || !target) return;
    event.preventDefault();
    // After the dialog's own clean-up (scroll lock, hidden siblings) has run.
    setTimeout(() => {
      if (target.isConnected) target.focus();
    }, 0);
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none data-[state=open]:animate-zoom-in dark:border-slate-800 dark:bg-slate-900',
          SIZES[size],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={rememberOpener}
        onCloseAutoFocus={restoreFocus}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4 dark:border-slate-800">
          <div className="space-y-1">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900 dark:text-white">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-slate-500 dark:text-slate-400">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          {hideClose ? null : (
            <DialogPrimitive.Close
              className="-mr-2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
              aria-label="Close"
            >
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          )}
        </div>
        <div className="overflow-y-auto px-6 py-4">{children}</div>
        {footer ? <div className={cn(FOOTER, 'shrink-0 px-6 py-4')}>{footer}</div> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

const FOOTER = 'flex flex-col-reverse gap-2 border-t border-slate-200 sm:flex-row sm:justify-end dark:border-slate-800';

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn(FOOTER, '-mx-6 -mb-4 mt-4 px-6 py-4', className)}>{children}</div>;
}

/**
 * A form dialog's buttons: Cancel, and the submit button that shows the form being sent (Cancel
 * waits for it); `danger` for a submit that cannot be undone.
 */
export function DialogFormFooter({
  submitLabel,
  submitting,
  onCancel,
  danger,
}: {
  submitLabel: ReactNode;
  submitting: boolean;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={submitting}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
