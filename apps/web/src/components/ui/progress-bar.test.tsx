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

  it('measures the server work once the server reports how far it has got', () => {
    render(<UploadProgress percent={100} serverWork="Checking every row…" server={{ percent: 62.4, label: 'Checking and importing the rows… 12,480 read' }} />);
    const bar = screen.getByRole('progressbar', { name: 'Checking and importing the rows… 12,480 read' });
    expect(bar.getAttribute('aria-valuenow')).toBe('62');
    expect(bar.hasAttribute('aria-busy')).toBe(false);
  });
});
