import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useEscapeToClose } from './use-escape-to-close';

function Form({ onClose, enabled = true }: { onClose: () => void; enabled?: boolean }) {
  const onKeyDown = useEscapeToClose(onClose, enabled);
  return (
    <form aria-label="Inline" onKeyDown={onKeyDown}>
      <input aria-label="Name" />
    </form>
  );
}

describe('useEscapeToClose', () => {
  it('closes the form on Escape from any field, and not on other keys or when busy', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Form onClose={onClose} />);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Form onClose={onClose} enabled={false} />);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
