import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type UIEvent } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { Check, ChevronDown, Search } from 'lucide-react';
import { PICKER_DEBOUNCE_MS, PICKER_PAGE_SIZE } from '@lbo/contracts/limits';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { Badge } from './badge';
import { Button } from './button';
import { fieldClasses, Input } from './input';
import { useFetchedPickerPages, type FetchPickerPage, type PickerQueryRequest, type UsePickerPages, type UseSelectedLabel } from './paged-picker-source';
import { Spinner } from './spinner';

/** Where the items come from: a fetch-page function (the picker runs the query), or a query hook of the caller's. */
type PickerSource<T> =
  { fetchPage: FetchPickerPage<T>; queryKey: QueryKey; useOptions?: never } | { useOptions: UsePickerPages<T>; fetchPage?: never; queryKey?: never };

export type PagedPickerProps<T> = PickerSource<T> & {
  /** The chosen item's value ('' when nothing is chosen). */
  value: string;
  /** The chosen item's label when the caller knows it. */
  selectedLabel?: string | undefined;
  /** Looks the label up when only the chosen value is known (e.g. a restored draft). */
  useSelectedLabel?: UseSelectedLabel;
  onSelect: (item: T) => void;
  /** Called when the list closes: form libraries mark the field touched here. */
  onBlur?: () => void;
  getValue: (item: T) => string;
  getLabel: (item: T) => string;
  /** A short badge beside an item's label ('Listed', 'Metro'). */
  getTag?: (item: T) => ReactNode;
  /** Shown on the closed picker while nothing is chosen. */
  placeholder: string;
  /** Accessible name of the search box and the list ('Search companies'). */
  searchLabel: string;
  /** Defaults to the search label with an ellipsis. */
  searchPlaceholder?: string;
  emptyText?: string;
  /** Shown when the items cannot be loaded. */
  errorText?: string;
  debounceMs?: number;
  pageSize?: number;
  disabled?: boolean;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-required'?: boolean | undefined;
};

type PagesHook<T> = (request: PickerQueryRequest, source: PickerSource<T>) => ReturnType<UsePickerPages<T>>;

function useFetchPageSource<T>(request: PickerQueryRequest, source: PickerSource<T>) {
  return useFetchedPickerPages(source.queryKey ?? [], source.fetchPage ?? noPage, { ...request, enabled: request.enabled && source.fetchPage !== undefined });
}

const noPage = () => Promise.resolve({ items: [], page: 1, totalPages: 1 });

/** Without a lookup, a chosen value whose label is unknown shows the placeholder. */
const useNoLabel: UseSelectedLabel = () => ({ data: undefined });

/** Within this distance of the list's bottom, scrolling loads the next page. */
const SCROLL_MARGIN_PX = 24;

/**
 * A searchable dropdown that loads its items a page at a time: the search waits for typing
 * to pause, more items come with 'Load more' or by scrolling to the end of the list.
 * The trigger is a combobox announcing the chosen label; inside, the search box is a
 * combobox driving the list with the arrow keys and Enter (WAI-ARIA combobox pattern).
 */
export function PagedPicker<T>(props: PagedPickerProps<T>) {
  const {
    value,
    selectedLabel,
    useSelectedLabel = useNoLabel,
    onSelect,
    onBlur,
    getValue,
    getLabel,
    getTag,
    placeholder,
    searchLabel,
    searchPlaceholder = `${searchLabel}…`,
    emptyText = 'No results found.',
    errorText = 'Could not load options',
    debounceMs = PICKER_DEBOUNCE_MS,
    pageSize = PICKER_PAGE_SIZE,
    disabled,
    className,
    id,
  } = props;
  const aria = {
    'aria-label': props['aria-label'],
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
    'aria-required': props['aria-required'],
  };
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(search.trim(), debounceMs);
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);

  // A picker keeps one kind of source while it is mounted, so the same hooks run on every render.
  const usePages: PagesHook<T> = props.useOptions ?? useFetchPageSource;
  const query = usePages({ search: debounced, pageSize, enabled: open }, props);
  const fallback = useSelectedLabel(value, value !== '' && !selectedLabel);

  const items = uniqueBy(query.data?.pages.flatMap((page) => page.items) ?? [], getValue);
  const total = query.data?.pages.at(-1)?.total;
  const shown = value ? selectedLabel || fallback.data || '' : '';
  const current = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  const choose = (item: T | undefined) => {
    if (item === undefined) return;
    onSelect(item);
    setOpen(false);
    onBlur?.();
  };

  const moveTo = (index: number) => {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const atEnd = event.key === 'ArrowDown' && current === items.length - 1;
      // Going down past the last loaded item asks for the next page instead of wrapping.
      if (atEnd && query.hasNextPage) return loadMore();
      moveTo((current + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[current]);
    }
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - SCROLL_MARGIN_PX) loadMore();
  };

  const searching = query.isFetching && !query.isFetchingNextPage && !query.isPending;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          role="combobox"
          id={id}
          disabled={disabled}
          {...aria}
          className={cn(
            fieldClasses,
            'flex h-10 cursor-pointer items-center justify-between gap-2 text-left',
            !shown && 'text-slate-500 dark:text-slate-400',
            className,
          )}
        >
          <span className="truncate">{shown || placeholder}</span>
          <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label={searchLabel}
          className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg data-[state=open]:animate-fade-in dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              ref={searchRef}
              autoFocus
              role="combobox"
              autoComplete="off"
              aria-label={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={current >= 0 ? optionId(current) : undefined}
              placeholder={searchPlaceholder}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="pr-9 pl-9"
            />
            {searching ? <Spinner size="sm" label={null} className="absolute top-1/2 right-3 -translate-y-1/2 text-slate-400" /> : null}
          </div>
          <div className="mt-2 max-h-64 overflow-y-auto" onScroll={onScroll}>
            {query.isPending ? (
              <div className="flex justify-center py-4 text-slate-500">
                <Spinner size="sm" />
              </div>
            ) : items.length === 0 ? (
              query.isError ? null : (
                <p className="px-2 py-3 text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>
              )
            ) : null}
            <ul id={listId} role="listbox" aria-label={searchLabel} aria-busy={query.isFetching || undefined} className="space-y-0.5">
              {items.map((item, index) => {
                const itemValue = getValue(item);
                const selected = itemValue === value;
                const tag = getTag?.(item);
                return (
                  <li
                    key={itemValue}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => choose(item)}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 dark:text-slate-200',
                      index === current && 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
                    )}
                  >
                    <Check className={cn('size-4 shrink-0', selected ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate">{getLabel(item)}</span>
                    {tag ? <Badge variant="info">{tag}</Badge> : null}
                  </li>
                );
              })}
            </ul>
          </div>
          {query.isError ? (
            <p role="alert" className="px-2 py-2 text-sm text-red-600 dark:text-red-400">
              {errorText}
            </p>
          ) : null}
          {query.hasNextPage || (total !== undefined && items.length > 0) ? (
            <div className="mt-2 flex items-center justify-between gap-2 border-t border-slate-200 px-1 pt-2 text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
              <span>{total !== undefined ? `${items.length} of ${total}` : null}</span>
              {query.hasNextPage ? (
                <Button
                  variant="ghost"
                  size="sm"
                  loading={query.isFetchingNextPage}
                  onClick={() => {
                    loadMore();
                    // Back to the search box, so the arrow keys go on through the longer list.
                    searchRef.current?.focus();
                  }}
                >
                  Load more
                </Button>
              ) : null}
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Pages may overlap when rows are added meanwhile; each item is listed once. */
function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
