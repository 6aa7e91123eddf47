import { WEBHOOK_EVENT_SAMPLES } from '@lbo/contracts/webhook-events';
import { WEBHOOK_DELIVERY_EVENT_LABELS, WEBHOOK_DELIVERY_EVENTS, WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_TEST_EVENT } from '@lbo/contracts/webhooks';
import { ScrollX } from '@/components/ui/scroll-x';

const BOX = 'max-h-72 overflow-auto rounded-md bg-slate-100 dark:bg-slate-800';
const PRE = 'w-max min-w-full p-3 font-mono text-xs whitespace-pre text-slate-800 dark:text-slate-200';

/** Every event a delivery can carry: in words, its code, and a sample body (made-up ids) to open. */
export function EventCatalogue() {
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Events">
      {WEBHOOK_DELIVERY_EVENTS.map((event) => (
        <li key={event} className="py-3" data-testid="webhook-event-sample">
          <p className="text-sm font-medium text-slate-900 dark:text-white">
            {WEBHOOK_DELIVERY_EVENT_LABELS[event]} <code className="ml-1 font-mono text-xs font-normal text-slate-500 dark:text-slate-400">{event}</code>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {WEBHOOK_EVENT_DESCRIPTIONS[event]}
            {event === WEBHOOK_TEST_EVENT ? '. Endpoints cannot subscribe to it.' : ''}
          </p>
          <details className="mt-1">
            <summary className="cursor-pointer text-sm text-indigo-700 hover:underline dark:text-indigo-300">Sample payload</summary>
            {/* Focusable: a long sample scrolls, and keyboard users must be able to scroll it. */}
            <ScrollX frameClassName="mt-2" className={BOX} tabIndex={0} role="region" aria-label={`Sample payload of ${event}`}>
              <pre className={PRE}>{JSON.stringify(WEBHOOK_EVENT_SAMPLES[event], null, 2)}</pre>
            </ScrollX>
          </details>
        </li>
      ))}
    </ul>
  );
}
