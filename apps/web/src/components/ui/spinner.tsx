import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  className?: string;
  /** Read by screen readers; hidden when the spinner only decorates a labelled button. */
  label?: string | null;
}

export function Spinner({ size = 'md', className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center justify-center', className)}>
      <Loader2 aria-hidden="true" className={cn('animate-spin text-current', SIZES[size])} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
