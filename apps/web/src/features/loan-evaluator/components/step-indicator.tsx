import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { WizardStep } from '../types';

export const WIZARD_STEPS = ['Basic & Loan Details', 'Loan & Enquiries Summary', 'Eligibility Results'] as const;

export interface StepIndicatorProps {
  current: WizardStep;
  hasResult: boolean;
  onSelect: (step: WizardStep) => void;
}

/** Completed: before the current step, or the results step once a result exists (spec part 1 §4). */
function isStepCompleted(step: WizardStep, current: WizardStep, hasResult: boolean): boolean {
  return step < current || (step === 3 && hasResult);
}

/** The clickable step circles: any step can be opened at any time. */
export function StepIndicator({ current, hasResult, onSelect }: StepIndicatorProps) {
  return (
    <nav aria-label="Wizard steps" className="mb-6">
      <ol className="flex items-start">
        {WIZARD_STEPS.map((title, index) => {
          const step = (index + 1) as WizardStep;
          const active = step === current;
          const done = !active && isStepCompleted(step, current, hasResult);
          return (
            <li key={title} className="relative flex flex-1 flex-col items-center">
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-5 right-1/2 h-0.5 w-full -translate-y-1/2',
                    step <= current ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-slate-200 dark:bg-slate-700',
                  )}
                />
              ) : null}
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-current={active ? 'step' : undefined}
                aria-label={`Step ${step}: ${title}${done ? ' (completed)' : ''}`}
                data-testid={`step-${step}`}
                className="group relative z-10 flex cursor-pointer flex-col items-center gap-2 rounded-lg px-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
              >
                <span
                  className={cn(
                    'flex size-10 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                    active && 'border-indigo-600 bg-indigo-600 text-white shadow-md shadow-indigo-600/25 dark:border-indigo-500 dark:bg-indigo-500',
                    done && 'border-emerald-600 bg-emerald-600 text-white dark:border-emerald-500 dark:bg-emerald-500',
                    !active &&
                      !done &&
                      'border-slate-300 bg-white text-slate-500 group-hover:border-indigo-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-400',
                  )}
                >
                  {done ? <Check className="size-5" strokeWidth={3} aria-hidden="true" /> : step}
                </span>
                <span
                  className={cn(
                    'max-w-36 text-center text-xs font-medium sm:text-sm',
                    active ? 'text-indigo-700 dark:text-indigo-300' : 'text-slate-600 dark:text-slate-400',
                  )}
                >
                  {title}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
