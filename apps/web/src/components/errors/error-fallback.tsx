import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';

export interface ErrorFallbackProps {
  title?: string;
  message?: string;
  onReset?: () => void;
  /** Full screen when nothing else of the app could render. */
  fullScreen?: boolean;
}

export function ErrorFallback({ title = 'Something Went Wrong', message = 'Something went wrong.', onReset, fullScreen }: ErrorFallbackProps) {
  return (
    <div role="alert" className={fullScreen ? 'flex min-h-full items-center justify-center p-6' : 'flex items-center justify-center py-16'}>
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400">
          <AlertTriangle className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{message}</p>
        <div className="mt-6 flex justify-center gap-2">
          {onReset ? (
            <Button variant="outline" onClick={onReset}>
              Try again
            </Button>
          ) : null}
          <Button onClick={() => window.location.reload()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Reload page
          </Button>
        </div>
      </div>
    </div>
  );
}
