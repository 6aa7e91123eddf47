import { fireEvent, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Confirms a ReasonDialog that requires a reason: first without one (it refuses and nothing is
 * sent, `sent` staying empty), then with `reason`.
 */
export async function confirmWithReason(dialog: HTMLElement, confirmLabel: string, reason: string, sent: readonly unknown[]) {
  fireEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
  expect(await within(dialog).findByText('Give a reason for this change')).toBeTruthy();
  expect(sent).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText(/Reason for this change/), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
}
