import { Moon, Sun } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';
import { useDarkMode } from '@/hooks/use-dark-mode';
import { BarButton } from './bar-button';

export function DarkModeToggle() {
  const { dark, toggle } = useDarkMode();
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip content={label}>
      <BarButton
        label={label}
        icon={dark ? Sun : Moon}
        onClick={toggle}
        aria-pressed={dark}
        data-testid="dark-mode-toggle"
        className="text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      />
    </Tooltip>
  );
}
