import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

/** A number input that the mouse wheel cannot change by accident (scrolling the page over a focused field). */
export function NumberInput({ className, ...props }: Omit<InputProps, 'type'>) {
  return <Input type="number" inputMode="decimal" onWheel={(e) => e.currentTarget.blur()} className={cn('tabular-nums', className)} {...props} />;
}
