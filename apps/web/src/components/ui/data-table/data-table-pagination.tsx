import { useId } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { PAGE_SIZE_OPTIONS } from '@lbo/contracts/limits';
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { NativeSelect, ValueOptions } from '../native-select';
import { getPageNumbers, getTotalPages } from './get-page-numbers';

export interface DataTablePaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: ((size: number) => void) | undefined;
  pageSizeOptions?: readonly number[] | undefined;
  disabled?: boolean | undefined;
}

const MAX_BUTTONS = 5;
const MAX_BUTTONS_MOBILE = 2;

function PageButton({
  label,
  onClick,
  disabled,
  children,
  current,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:pointer-events-none disabled:opacity-40',
        current ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
      )}
    >
      {children}
    </button>
  );
}

export function DataTablePagination({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  disabled,
}: DataTablePaginationProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const sizeId = useId();
  const totalPages = getTotalPages(total, pageSize);
  const pages = getPageNumbers(page, totalPages, isMobile ? MAX_BUTTONS_MOBILE : MAX_BUTTONS);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const atStart = page <= 1 || disabled;
  const atEnd = page >= totalPages || disabled;

  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:text-slate-400">
      <div className="flex items-center gap-4">
        {/* The empty state in the table body already says there is nothing. */}
        <p aria-live="polite">{total === 0 ? null : `Showing ${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(total)}`}</p>
        {onPageSizeChange ? (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="whitespace-nowrap">
              Rows per page
            </label>
            <NativeSelect id={sizeId} value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))} className="h-8 w-20 py-0" disabled={disabled}>
              <ValueOptions values={pageSizeOptions} />
            </NativeSelect>
          </div>
        ) : null}
      </div>
      {totalPages > 1 ? (
        <nav aria-label="Pagination" className="flex items-center gap-1 self-end sm:self-auto">
          <PageButton label="First page" onClick={() => onPageChange(1)} disabled={atStart}>
            <ChevronsLeft className="size-4" aria-hidden="true" />
          </PageButton>
          <PageButton label="Previous page" onClick={() => onPageChange(page - 1)} disabled={atStart}>
            <ChevronLeft className="size-4" aria-hidden="true" />
          </PageButton>
          {pages.map((n) => (
            <PageButton key={n} label={`Page ${n}`} current={n === page} onClick={() => onPageChange(n)} disabled={disabled}>
              {n}
            </PageButton>
          ))}
          <PageButton label="Next page" onClick={() => onPageChange(page + 1)} disabled={atEnd}>
            <ChevronRight className="size-4" aria-hidden="true" />
          </PageButton>
          <PageButton label="Last page" onClick={() => onPageChange(totalPages)} disabled={atEnd}>
            <ChevronsRight className="size-4" aria-hidden="true" />
          </PageButton>
        </nav>
      ) : null}
    </div>
  );
}
