import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';

export interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sidebar below 1024 px: a modal panel from the left (focus trapped, Escape closes). */
export function MobileDrawer({ open, onOpenChange }: MobileDrawerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/50 data-[state=open]:animate-fade-in lg:hidden" />
        <DialogPrimitive.Content
          data-testid="sidebar-drawer"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none data-[state=open]:animate-slide-in-left lg:hidden dark:bg-slate-900"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-5 dark:border-slate-800">
            <Brand />
            <DialogPrimitive.Close
              aria-label="Close navigation"
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-5">
            <SidebarNav onNavigate={() => onOpenChange(false)} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
