import type { ReactNode } from 'react';
import { HoverCard as HoverCardPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

export interface HoverCardProps {
  /** One focusable element; the card opens on hover and on keyboard focus. */
  trigger: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

/** Richer than a tooltip: holds tables or lists (for example a role's permission matrix). */
export function HoverCard({ trigger, children, side = 'bottom', className }: HoverCardProps) {
  return (
    <HoverCardPrimitive.Root openDelay={150} closeDelay={100}>
      <HoverCardPrimitive.Trigger asChild>{trigger}</HoverCardPrimitive.Trigger>
      <HoverCardPrimitive.Portal>
        <HoverCardPrimitive.Content
          side={side}
          sideOffset={6}
          className={cn(
            'z-50 max-w-sm rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg data-[state=open]:animate-fade-in dark:border-slate-700 dark:bg-slate-900',
            className,
          )}
        >
          {children}
        </HoverCardPrimitive.Content>
      </HoverCardPrimitive.Portal>
    </HoverCardPrimitive.Root>
  );
}
