import { cn } from '@/lib/cn';

/**
 * Progress, announced to assistive technology as a progressbar. `indeterminate` is for work whose
 * end is unknown (the server checking an upload): no percentage, a moving bar.
 */
export function ProgressBar({ value, label, className, indeterminate = false }: { value: number; label: string; className?: string; indeterminate?: boolean }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>{label}</span>
        {indeterminate ? null : <span>{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={indeterminate ? undefined : 0}
        aria-valuemax={indeterminate ? undefined : 100}
        aria-valuenow={indeterminate ? undefined : percent}
        aria-busy={indeterminate || undefined}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        {indeterminate ? (
          <div className="h-full w-1/3 rounded-full bg-indigo-600 motion-safe:animate-progress-slide" />
        ) : (
          <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
        )}
      </div>
    </div>
  );
}

/**
 * An upload's bar: bytes sent, then the server's work once every byte is out, measured when the
 * server reports it (`server`), a moving bar until it does.
 */
export function UploadProgress({ percent, serverWork, server }: { percent: number; serverWork: string; server?: { percent: number; label: string } }) {
  if (percent < 100) return <ProgressBar value={percent} label="Uploading" />;
  if (server) return <ProgressBar value={server.percent} label={server.label} />;
  return <ProgressBar value={100} label={serverWork} indeterminate />;
}
