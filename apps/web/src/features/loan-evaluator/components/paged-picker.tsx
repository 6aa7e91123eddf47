import { useId, useState, type KeyboardEvent } from 'react';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { PICKER_DEBOUNCE_MS } from '@lbo/contracts/limits';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { FieldControlProps } from '@/components/ui/form-field';
import { fieldClasses, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import type { PickerOption, PickerPage } from '../api/picker-page';

export interface PagedPickerProps {
  control: FieldControlProps;
  value: string;
  selectedLabel: string;
  onSelect: (option: PickerOption) => void;
  onBlur?: () => void;
  /** Pages of options for a search; runs only while the list is open. */
  useOptions: (search: string, enabled: boolean) => UseInfiniteQueryResult<InfiniteData<PickerPage>>;
  /** The name of a chosen id whose label is not known yet. */
  useSelectedName: (id: string, enabled: boolean) => UseQueryResult<string>;
  placeholder: string;
  searchLabel: string;
  emptyText: string;
  loadErrorText: string;
}

/** A searchable, paged picker: 10 options a page, 500 ms debounce, "Load more" (spec part 1 §5, §9). */
export function PagedPicker({
  control,
  value,
  selectedLabel,
  onSelect,
  onBlur,
  useOptions,
  useSelectedName,
  placeholder,
  searchLabel,
  emptyText,
  loadErrorText,
}: PagedPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  const query = useOptions(debounced, open);
  const fallbackName = useSelectedName(value, !selectedLabel);
  const listId = useId();

  const options = query.data?.pages.flatMap((page) => page.options) ?? [];
  const shown = selectedLabel || fallbackName.data || '';
  const total = query.data?.pages.at(-1)?.total;

  const choose = (option: PickerOption | undefined) => {
    if (!option) return;
    onSelect(option);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[active]);
    }
  };

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
          {...control}
          className={cn(fieldClasses, 'flex h-10 cursor-pointer items-center justify-between gap-2 text-left', !shown && 'text-slate-400 dark:text-slate-500')}
        >
          <span className="truncate">{shown || placeholder}</span>
          <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg data-[state=open]:animate-fade-in dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              autoFocus
              role="combobox"
              aria-label={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={options[active] ? `${listId}-${active}` : undefined}
              placeholder={`${searchLabel}…`}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="pl-9"
            />
          </div>
          <div className="mt-2 max-h-64 overflow-y-auto">
            {query.isPending ? (
              <div className="flex justify-center py-4 text-slate-500">
                <Spinner size="sm" />
              </div>
            ) : query.isError && options.length === 0 ? (
              <p role="alert" className="px-2 py-3 text-sm text-red-600 dark:text-red-400">
                {loadErrorText}
              </p>
            ) : options.length === 0 ? (
              <p className="px-2 py-3 text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>
            ) : (
              <ul id={listId} role="listbox" aria-label={searchLabel} className="space-y-0.5">
                {options.map((option, index) => {
                  const selected = option.id === value;
                  return (
                    <li
                      key={option.id}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={selected}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => choose(option)}
                      className={cn(
                        'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 dark:text-slate-200',
                        index === active && 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
                      )}
                    >
                      <Check className={cn('size-4 shrink-0', selected ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                      <span className="min-w-0 flex-1 truncate">{option.label}</span>
                      {option.tag ? <Badge variant="info">{option.tag}</Badge> : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          {query.hasNextPage || (total !== undefined && options.length > 0) ? (
            <div className="mt-2 flex items-center justify-between gap-2 border-t border-slate-200 px-1 pt-2 text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
              <span>{total !== undefined ? `${options.length} of ${total}` : null}</span>
              {query.hasNextPage ? (
                <Button variant="ghost" size="sm" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
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
