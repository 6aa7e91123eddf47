import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from './number-input';
import { YesNoSelect } from './yes-no-select';

describe('YesNoSelect', () => {
  it("offers Yes and No as 'true' and 'false'", () => {
    const onChange = vi.fn();
    render(<YesNoSelect aria-label="Active" defaultValue="true" onChange={(e) => onChange(e.target.value)} />);
    const select = screen.getByRole('combobox', { name: 'Active' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['true', 'Yes'],
      ['false', 'No'],
    ]);
    fireEvent.change(select, { target: { value: 'false' } });
    expect(onChange).toHaveBeenCalledWith('false');
  });

  it('may start with an empty choice for an unanswered flag', () => {
    render(<YesNoSelect aria-label="CIBIL Required" emptyLabel="Not set" defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'CIBIL Required' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Not set', 'Yes', 'No']);
    expect(select.value).toBe('');
  });
});

describe('NumberInput', () => {
  it('is a number field that lets go of focus when the wheel turns over it', () => {
    render(<NumberInput aria-label="Age" min={0} />);
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    input.focus();
    expect(document.activeElement).toBe(input);
    fireEvent.wheel(input);
    expect(document.activeElement).not.toBe(input);
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });
});
