import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** The digits (and one decimal point) of what was typed: "12,34,5a67" → "1234567". */
export function amountDigits(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length > 0 ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
}

/** Digits shown with Indian grouping: "1234567.5" → "12,34,567.5". */
export function groupAmount(digits: string): string {
  if (digits === '') return '';
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole === '' ? '0' : grouping.format(BigInt(whole));
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * A ₹ amount grouped as it is typed (12,34,567) while the form keeps the plain digits. The caret
 * stays after the same digit when the grouping commas move.
 */
export function AmountInput({
  value,
  onChange,
  className,
  ...props
}: Omit<InputProps, 'type' | 'value' | 'onChange'> & { value: string; onChange: (digits: string) => void }) {
  const ref = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  const shown = groupAmount(value);

  useLayoutEffect(() => {
    const input = ref.current;
    if (!input || caretDigits.current === null || document.activeElement !== input) return;
    let seen = 0;
    let position = 0;
    while (position < shown.length && seen < caretDigits.current) {
      if (/[\d.]/.test(shown[position]!)) seen++;
      position++;
    }
    input.setSelectionRange(position, position);
    caretDigits.current = null;
  }, [shown]);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const caret = e.target.selectionStart ?? e.target.value.length;
    caretDigits.current = e.target.value.slice(0, caret).replace(/[^\d.]/g, '').length;
    onChange(amountDigits(e.target.value));
  };

  return (
    <Input
      {...props}
      ref={(node) => {
        ref.current = node;
      }}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={change}
      className={cn('tabular-nums', className)}
    />
  );
}
