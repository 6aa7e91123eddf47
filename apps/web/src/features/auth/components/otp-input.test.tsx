import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input';

function Harness({ onValue }: { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <OtpInput
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

/** The six boxes, rendered with a spy on every code they report. */
function renderBoxes() {
  const onValue = vi.fn();
  render(<Harness onValue={onValue} />);
  return { onValue, list: boxes() };
}

describe('OtpInput', () => {
  it('renders six single-digit boxes with accessible names', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeTruthy();
  });

  it('moves focus to the next box after a digit', () => {
    render(<Harness />);
    const [first, second] = boxes();
    first!.focus();
    fireEvent.change(first!, { target: { value: '4' } });
    expect(first!.value).toBe('4');
    expect(document.activeElement).toBe(second);
    fireEvent.change(second!, { target: { value: '2' } });
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('ignores letters', () => {
    const [first] = renderBoxes().list;
    fireEvent.change(first!, { target: { value: 'a' } });
    expect(first!.value).toBe('');
    expect(document.activeElement).not.toBe(boxes()[1]);
  });

  it('goes back and clears the previous box on Backspace in an empty box', () => {
    const { onValue, list } = renderBoxes();
    fireEvent.change(list[0]!, { target: { value: '1' } });
    fireEvent.change(list[1]!, { target: { value: '2' } });
    expect(document.activeElement).toBe(list[2]);
    fireEvent.keyDown(list[2]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(list[1]);
    expect(list[1]!.value).toBe('');
    expect(onValue).toHaveBeenLastCalledWith('1');
  });

  it('fills every box when a whole code is pasted, wherever the cursor is', () => {
    const { onValue, list } = renderBoxes();
    fireEvent.paste(list[3]!, { clipboardData: { getData: () => ' 123-456 ' } });
    expect(list.map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onValue).toHaveBeenLastCalledWith('123456');
    expect(document.activeElement).toBe(list[5]);
  });

  it('fills every box from a one-time-code autofill into the first box', () => {
    const { onValue } = renderBoxes();
    fireEvent.change(boxes()[0]!, { target: { value: '987654' } });
    expect(onValue).toHaveBeenLastCalledWith('987654');
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('987654');
  });

  it('replaces the digit of a box that already has one', () => {
    const { list } = renderBoxes();
    fireEvent.change(list[0]!, { target: { value: '5' } });
    fireEvent.change(list[0]!, { target: { value: '57' } });
    expect(list[0]!.value).toBe('7');
    expect(document.activeElement).toBe(list[1]);
  });

  it('moves between boxes with the arrow keys', () => {
    render(<Harness />);
    const list = boxes();
    list[2]!.focus();
    fireEvent.keyDown(list[2]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(list[1]);
    fireEvent.keyDown(list[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(list[2]);
  });
});
