import type { ReactNode } from 'react';
import { AlertTriangle, Copy } from 'lucide-react';
import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';

export interface ShownOnceSecretProps {
  /** Why it must be copied now. */
  warning: ReactNode;
  label: string;
  value: string;
  /** The copy button's accessible name. */
  copyLabel: string;
  onCopy: () => void;
  /** The input's test id. */
  testId: string;
}

/** A secret the server shows once (an API key, a signing secret): the warning, the value selected on focus, and a copy button. */
export function ShownOnceSecret({ warning, label, value, copyLabel, onCopy, testId }: ShownOnceSecretProps) {
  return (
    <>
      <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{warning}</p>
      </div>
      <FormField label={label}>
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} readOnly value={value} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} data-testid={testId} />
            <Button variant="outline" onClick={onCopy} aria-label={copyLabel}>
              <Copy className="size-4" aria-hidden="true" />
              Copy
            </Button>
          </div>
        )}
      </FormField>
    </>
  );
}
