import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@lbo/contracts/limits';
import { cn } from '@/lib/cn';

export interface OtpInputProps {
  /** The digits typed so far; a cleared box in the middle is a space. */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** Ids of elements describing the boxes (e.g. the error text). */
  describedBy?: string | undefined;
}

function toSlots(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => {
    const ch = value[i] ?? '';
    return /\d/.test(ch) ? ch : '';
  });
}

function fromSlots(slots: string[]): string {
  return slots
    .map((s) => s || ' ')
    .join('')
    .trimEnd();
}

/**
 * One box per digit: typing moves to the next box, Backspace on an empty box
 * goes back, and pasting a whole code (or the browser's one-time-code
 * autofill) fills every box.
 */
export function OtpInput({ value, onChange, length = OTP_LENGTH, disabled, invalid, autoFocus, describedBy }: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const slots = toSlots(value, length);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (index: number, digits: string) => {
    const next = [...slots];
    // A full code always starts at the first box, wherever it was pasted.
    const start = digits.length >= length ? 0 : index;
    for (let i = 0; i < digits.length && start + i < length; i++) next[start + i] = digits[i] ?? '';
    onChange(fromSlots(next));
    focusBox(Math.min(start + digits.length, length - 1));
  };

  const handleChange = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) {
      const next = [...slots];
      next[index] = '';
      onChange(fromSlots(next));
      return;
    }
    if (digits.length > 1) {
      // Either autofill of a whole code, or a digit typed into a box that already had one.
      if (digits.length >= length) return fillFrom(0, digits.slice(0, length));
      const previous = slots[index] ?? '';
      return fillFrom(index, digits.length === 2 && previous ? digits.replace(previous, '') : digits);
    }
    fillFrom(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      if (slots[index]) return; // the change handler clears this box
      event.preventDefault();
      if (index > 0) {
        const next = [...slots];
        next[index - 1] = '';
        onChange(fromSlots(next));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    event.preventDefault();
    if (digits) fillFrom(index, digits);
  };

  return (
    <div role="group" aria-label="One-time code" className="flex justify-between gap-2 sm:gap-3">
      {slots.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? length : 2}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => handleChange(index, e.target.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.target.select()}
          className={cn(
            'h-12 w-full min-w-0 max-w-14 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 shadow-sm transition-colors sm:h-14',
            'focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:opacity-50',
            'dark:border-slate-700 dark:bg-slate-900 dark:text-white',
            invalid && 'border-red-500 focus:border-red-500 focus:ring-red-500/30 dark:border-red-500',
          )}
        />
      ))}
    </div>
  );
}
