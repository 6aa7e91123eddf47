import type { ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

interface BarButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  label: string;
  icon: LucideIcon;
  /** The colours (text and hover) and any placement of this button. */
  className: string;
}

/** A square icon button of the top bar (menu, theme, log out): the label is its accessible name. */
export function BarButton({ label, icon: Icon, className, ...button }: BarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn('flex size-9 cursor-pointer items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-500', className)}
      {...button}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
