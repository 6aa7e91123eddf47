import { cn } from '@/lib/cn';

export interface PlainTableHeadProps {
  labels: readonly string[];
  /** Classes of the header (a smaller text than the table's). */
  className?: string;
  /** The gap after every column but the last. */
  gap?: 'pr-2' | 'pr-3';
  /** Classes of every header cell (fixed widths). */
  cellClassName?: string;
}

/** The muted header row of a small plain table (a dialog's results, a diff's fields), the last column flush right. */
export function PlainTableHead({ labels, className, gap = 'pr-3', cellClassName }: PlainTableHeadProps) {
  return (
    <thead className={cn(className, 'text-slate-500 dark:text-slate-400')}>
      <tr>
        {labels.map((label, i) => (
          <th key={label} className={cn(cellClassName, 'py-1', i < labels.length - 1 && gap, 'font-medium')}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
