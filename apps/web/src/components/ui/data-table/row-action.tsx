import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '../button';
import { Tooltip } from '../tooltip';

const TONES = {
  neutral: '',
  danger: 'text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10',
  warning: 'text-amber-600 dark:text-amber-400',
  success: 'text-emerald-600 dark:text-emerald-400',
} as const;

export interface RowActionProps {
  /** What the tooltip says (also why the action is unavailable, when it is). */
  tooltip: string;
  /** The accessible name, naming the row: 'Delete HDFC Bank'. */
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  tone?: keyof typeof TONES;
  /**
   * A disabled button gets no hover or focus, so its tooltip hangs on a wrapper; `true` makes
   * that wrapper focusable (when the tooltip explains why the action is unavailable).
   */
  explainsDisabled?: boolean;
  className?: string;
}

/** One icon button of a table row's actions, with its tooltip. */
export function RowAction({ tooltip, label, icon: Icon, onClick, disabled, tone = 'neutral', explainsDisabled, className }: RowActionProps) {
  const button = (
    <Button variant="ghost" size="icon" aria-label={label} className={cn(TONES[tone], className)} disabled={disabled} onClick={onClick}>
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
  return <Tooltip content={tooltip}>{explainsDisabled === undefined ? button : <span tabIndex={explainsDisabled ? 0 : -1}>{button}</span>}</Tooltip>;
}
