import type { KeyboardEvent, WheelEvent } from 'react';

const BLOCKED = new Set(['-', '+', 'e', 'E', 'ArrowUp', 'ArrowDown']);

/** Number inputs take digits only: no signs or exponents, and no arrow-key or wheel steps (spec §5). */
export const wholeNumberInputProps = {
  inputMode: 'numeric' as const,
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
    if (BLOCKED.has(event.key)) event.preventDefault();
  },
  onWheel: (event: WheelEvent<HTMLInputElement>) => event.currentTarget.blur(),
};
