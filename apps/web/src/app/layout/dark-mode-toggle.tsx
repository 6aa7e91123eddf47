import { Moon, Sun } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';
import { useDarkMode } from '@/hooks/use-dark-mode';

export function DarkModeToggle() {
  const { dark, toggle } = useDarkMode();
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip content={label}>
      <button
        type="button"
        onClick={toggle}
        aria-label={label}
        aria-pressed={dark}
        data-testid="dark-mode-toggle"
        className="flex size-9 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        {dark ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
      </button>
    </Tooltip>
  );
}
