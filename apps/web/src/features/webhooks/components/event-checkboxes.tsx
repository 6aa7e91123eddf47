import { useId } from 'react';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@lbo/contracts/webhooks';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/form-field';

export interface EventCheckboxesProps {
  value: readonly WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** One checkbox per event an endpoint may subscribe to, named in words with its code, and described by what it says. */
export function EventCheckboxes({ value, onChange, onBlur, error }: EventCheckboxesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Events
        <span className="ml-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-2.5 text-sm dark:border-slate-700">
            <Checkbox
              className="mt-0.5"
              checked={value.includes(event)}
              onCheckedChange={(on) => onChange(on === true ? [...value, event] : value.filter((e) => e !== event))}
              onBlur={onBlur}
              aria-label={`${WEBHOOK_EVENT_LABELS[event]} (${event})`}
              aria-describedby={`${id}-${event}`}
            />
            <span>
              <span className="block font-medium text-slate-900 dark:text-white">{WEBHOOK_EVENT_LABELS[event]}</span>
              <span id={`${id}-${event}`} className="block text-xs text-slate-600 dark:text-slate-300">
                {WEBHOOK_EVENT_DESCRIPTIONS[event]}
              </span>
              <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">{event}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
