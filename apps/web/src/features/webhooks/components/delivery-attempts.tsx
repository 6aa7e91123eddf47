import { formatDateTimeIST, formatNumber } from '@/lib/format';
import type { WebhookDelivery } from '../api/types';

const PRE =
  'max-h-64 overflow-auto rounded-md bg-slate-100 p-2 font-mono text-xs whitespace-pre-wrap break-all text-slate-800 dark:bg-slate-800 dark:text-slate-200';

/** Every attempt of one delivery (what the receiver answered, or why nothing came back) and the payload that was sent. */
export function DeliveryAttempts({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-label="Attempts" className="space-y-2">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Attempts</h3>
        {delivery.attemptLog.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">Not sent yet.</p>
        ) : (
          <ol className="space-y-3">
            {delivery.attemptLog.map((a) => (
              <li key={a.attempt} className="space-y-1" data-testid="webhook-attempt">
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  <span className="font-medium">Attempt {a.attempt}</span> · {formatDateTimeIST(a.at)} ·{' '}
                  {a.statusCode === null ? 'no answer' : `HTTP ${a.statusCode}`}
                  {a.latencyMs === null ? '' : ` · ${formatNumber(a.latencyMs)} ms`}
                </p>
                {a.error ? <p className="text-xs text-red-700 dark:text-red-300">{a.error}</p> : null}
                {a.response ? (
                  // Focusable: a long answer scrolls, and keyboard users must be able to scroll it.
                  <pre tabIndex={0} className={PRE}>
                    {a.response}
                  </pre>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label="Payload" className="space-y-2">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Payload</h3>
        <pre tabIndex={0} className={PRE}>
          {JSON.stringify(delivery.payload, null, 2)}
        </pre>
      </section>
    </div>
  );
}
