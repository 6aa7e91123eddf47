import { useState, type UIEvent } from 'react';
import { Popover } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { PICKER_DEBOUNCE_MS } from '@lbo/contracts/limits';
import { Button } from '@/components/ui/button';
import { Input, fieldClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { usePickerOptions, type PickerOption } from '../api/get-picker-options';

export interface PagedPickerProps {
  kind: 'banks' | 'products';
  value: PickerOption | null;
  onChange: (option: PickerOption) => void;
  placeholder: string;
  searchPlaceholder: string;
  id?: string;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  'aria-required'?: true | undefined;
}

/** A searchable dropdown that loads its options a page at a time (more on scroll or 'Load more'). */
export function PagedPicker({ kind, value, onChange, placeholder, searchPlaceholder, id, ...aria }: PagedPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
  const query = usePickerOptions(kind, search, open);
  const options = query.data?.pages.flatMap((p) => p.options) ?? [];

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 24 && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          id={id}
          role="combobox"
          aria-expanded={open}
          className={cn(fieldClasses, 'flex h-10 cursor-pointer items-center justify-between gap-2 text-left', !value && 'text-slate-400')}
          {...aria}
        >
          <span className="truncate">{value?.label ?? placeholder}</span>
          <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <Input autoFocus type="search" aria-label={searchPlaceholder} placeholder={searchPlaceholder} value={text} onChange={(e) => setText(e.target.value)} className="h-9" />
          <ul role="listbox" aria-label={placeholder} className="mt-2 max-h-60 overflow-y-auto" onScroll={onScroll}>
            {options.map((option) => (
              <li
                key={option.id}
                role="option"
                aria-selected={option.id === value?.id}
                tabIndex={0}
                onClick={() => {
                  onChange(option);
                  setOpen(false);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onChange(option);
                    setOpen(false);
                  }
                }}
                className="flex cursor-pointer items-center justify-between rounded-md px-3 py-2 text-sm text-slate-700 outline-none hover:bg-indigo-50 focus:bg-indigo-50 dark:text-slate-200 dark:hover:bg-indigo-500/15 dark:focus:bg-indigo-500/15"
              >
                {option.label}
                {option.id === value?.id ? <Check className="size-4 text-indigo-600" aria-hidden="true" /> : null}
              </li>
            ))}
          </ul>
          {query.isFetching ? <Spinner size="sm" className="flex py-2" /> : null}
          {!query.isFetching && options.length === 0 ? <p className="px-3 py-2 text-sm text-slate-500">{query.isError ? 'Could not load options' : 'No results found.'}</p> : null}
          {query.hasNextPage && !query.isFetching ? (
            <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={() => void query.fetchNextPage()}>
              Load more
            </Button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
