import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@lbo/contracts/limits';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { Input } from './input';

export interface SearchInputProps {
  /** The search currently applied (the caller's state). */
  value: string;
  /** Called once typing pauses for `delayMs`; callers reset to page 1 here. */
  onSearch: (value: string) => void;
  placeholder?: string;
  label?: string;
  delayMs?: number;
  className?: string;
}

export function SearchInput({ value, onSearch, placeholder = 'Search…', label = 'Search', delayMs = SEARCH_DEBOUNCE_MS, className }: SearchInputProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delayMs);
  const lastSent = useRef(value);
  const emit = useEffectEvent((next: string) => onSearch(next));

  // A caller that clears or changes the search itself (e.g. "reset filters") is followed.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    emit(debounced);
  }, [debounced]);

  const clear = () => {
    setText('');
    lastSent.current = '';
    onSearch('');
  };

  return (
    <div className={cn('relative w-full sm:max-w-xs', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <Input
        type="search"
        role="searchbox"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) {
            e.preventDefault();
            clear();
          }
        }}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 -translate-y-1/2 cursor-pointer rounded p-1 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-slate-200"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
