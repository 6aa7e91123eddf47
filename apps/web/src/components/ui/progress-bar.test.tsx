import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './progress-bar';

describe('UploadProgress', () => {
  it('shows the bytes sent, then the server at work instead of a bar stuck at 100 %', () => {
    const { rerender } = render(<UploadProgress percent={40} serverWork="Checking every row…" />);
    expect(screen.getByRole('progressbar', { name: 'Uploading' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();
    rerender(<UploadProgress percent={100} serverWork="Checking every row…" />);
    const working = screen.getByRole('progressbar', { name: 'Checking every row…' });
    expect(working.hasAttribute('aria-valuenow')).toBe(false);
    expect(working.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('100%')).toBeNull();
  });
});
