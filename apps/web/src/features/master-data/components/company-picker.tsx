import { useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { Check, ChevronDown, Search } from 'lucide-react';
import { PICKER_DEBOUNCE_MS } from '@lbo/contracts/limits';
import { Input, fieldClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { useCompanyOptions, type Option } from '../api/get-options';

export interface CompanyPickerProps {
  value: string;
  /** The chosen company's name, shown without a lookup. */
  label: string;
  onChange: (option: Option) => void;
  invalid?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string | undefined;
}

/** A searchable company picker: companies may be thousands, so it asks the server a page at a time (500 ms debounce). */
export function CompanyPicker({ value, label, onChange, invalid, ...aria }: CompanyPickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  const options = useCompanyOptions(debounced, open);
  const items = options.data ?? [];

  const choose = (option: Option | undefined) => {
    if (!option) return;
    onChange(option);
    setOpen(false);
    setSearch('');
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        className={cn(fieldClasses, 'flex h-10 cursor-pointer items-center justify-between gap-2 text-left', !value && 'text-slate-400')}
        aria-invalid={invalid || undefined}
        aria-haspopup="listbox"
        {...aria}
      >
        <span className="truncate">{value ? label : 'Select company'}</span>
        <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <Input
              autoFocus
              role="combobox"
              aria-expanded
              aria-controls={listId}
              aria-label="Search companies"
              placeholder="Search companies…"
              value={search}
              className="pl-9"
              onChange={(e) => {
                setSearch(e.target.value);
                setActive(0);
              }}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') setActive((i) => Math.min(items.length - 1, i + 1));
                else if (e.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
                else if (e.key === 'Enter') choose(items[active]);
                else return;
                e.preventDefault();
              }}
            />
          </div>
          <ul id={listId} role="listbox" aria-label="Companies" className="mt-2 max-h-60 overflow-y-auto">
            {options.isLoading ? (
              <li className="flex justify-center py-3">
                <Spinner size="sm" />
              </li>
            ) : items.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-500">No companies found.</li>
            ) : (
              items.map((option, index) => (
                <li
                  key={option.value}
                  role="option"
                  aria-selected={option.value === value}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(option)}
                  className={cn(
                    'flex cursor-pointer items-center justify-between rounded-md px-3 py-2 text-sm text-slate-700 dark:text-slate-200',
                    index === active && 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
                  )}
                >
                  <span className="truncate">{option.label}</span>
                  {option.value === value ? <Check className="size-4" aria-hidden="true" /> : null}
                </li>
              ))
            )}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
