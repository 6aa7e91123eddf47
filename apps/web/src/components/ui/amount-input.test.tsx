import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AmountInput, amountDigits, groupAmount } from './amount-input';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <AmountInput aria-label="Salary" value={value} onChange={setValue} />
      <output data-testid="digits">{value}</output>
    </>
  );
}

describe('AmountInput', () => {
  it('groups the Indian way and keeps the digits', () => {
    expect(groupAmount('1234567')).toBe('12,34,567');
    expect(groupAmount('100000.5')).toBe('1,00,000.5');
    expect(groupAmount('')).toBe('');
    expect(amountDigits('12,34,5a67')).toBe('1234567');
    expect(amountDigits('1.2.34')).toBe('1.23');
  });

  it('shows 12,34,567 while the form holds 1234567', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Salary') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input.value).toBe('12,34,567');
    expect(screen.getByTestId('digits').textContent).toBe('1234567');
    fireEvent.change(input, { target: { value: '12,34,56' } });
    expect(input.value).toBe('1,23,456');
    expect(screen.getByTestId('digits').textContent).toBe('123456');
  });
});
