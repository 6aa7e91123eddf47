import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionActions } from '@/lib/session-store';
import type { ShortUrlItem } from '@lbo/contracts/shortener';
import { deletedShortUrlAnswer, shortUrlItemSchema, shortUrlListAnswer } from '@lbo/contracts/shortener-answers';
import { plainBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow, adminAccess, openTable } from '@/testing/render-app';

const item = (over: Partial<ShortUrlItem> = {}): ShortUrlItem => ({
  id: 'l1',
  shortId: 'Ab3dE7x',
  destination: 'https://www.example-bank.in/offer',
  shortUrl: 'http://localhost:3000/s/Ab3dE7x',
  clicks: 42,
  ownerId: 'u1',
  apiKeyId: null,
  meta: { utm_source: 'mail', campaign_id: 'diwali' },
  createdAt: '2025-03-01T10:00:00.000Z',
  expiresAt: null,
  ttlSeconds: null,
  preferredLength: null,
  expired: false,
  ...over,
});
const listOf = (items: ShortUrlItem[]) => plainBody(shortUrlListAnswer, { items, total: items.length, page: 1, limit: 10, totalPages: 1 });

describe('URL Shortener page', () => {
  afterEach(() => sessionActions.clear());

  it('lists links 10 a page, newest first, with Active / Expired and Never', async () => {
    const fetch = mockFetch({
      'GET /api/short': {
        body: listOf([
          item(),
          item({ id: 'l2', shortId: 'Zz9', shortUrl: 'http://localhost:3000/s/Zz9', expiresAt: '2020-01-01T00:00:00.000Z', expired: true, clicks: 3 }),
        ]),
      },
    });
    const table = await openTable('/shortener', 'Short URLs');
    expect(await within(table).findByText('/s/Ab3dE7x', {}, slow)).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('Expired')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls.find((c) => String(c[0]).includes('/api/short'))![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: '1', limit: '10', sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('validates the create form with the messages of §5 and sends the link', async () => {
    let sent: unknown = null;
    mockFetch({
      'GET /api/short': { body: listOf([]) },
      'POST /api/short': ({ body }) => {
        sent = body;
        return { status: 201, body: plainBody(shortUrlItemSchema, item({ destination: 'https://example.com/x' })) };
      },
    });
    signInAs(adminAccess);
    renderApp('/shortener');
    const form = await screen.findByRole('form', { name: 'Create short URL' }, slow);
    fireEvent.click(within(form).getByRole('button', { name: 'Shorten URL' }));
    expect(await within(form).findByText('Destination URL is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Destination URL/), { target: { value: 'javascript:alert(1)' } });
    expect(await within(form).findByText('Please enter a valid URL with http:// or https://')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Preferred length'), { target: { value: '3' } });
    expect(await within(form).findByText('Preferred length must be between 4 and 20')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Destination URL/), { target: { value: 'https://example.com/x' } });
    fireEvent.change(within(form).getByLabelText('Preferred length'), { target: { value: '9' } });
    fireEvent.change(within(form).getByLabelText('Campaign ID'), { target: { value: 'spring' } });
    fireEvent.change(within(form).getByLabelText('TTL (seconds)'), { target: { value: '3600' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Shorten URL' }));
    expect(await screen.findByText('Short URL created successfully!')).toBeTruthy();
    expect(sent).toEqual({ destination: 'https://example.com/x', meta: { campaign_id: 'spring' }, ttlSeconds: 3600, preferredLength: 9 });
  });

  it('shows the server refusal of a loop on the field and as a toast', async () => {
    const message = 'A short URL cannot point to another short URL of this service';
    mockFetch({
      'GET /api/short': { body: listOf([]) },
      'POST /api/short': { status: 400, body: { status: false, statusCode: 400, message, errors: { destination: message } } },
    });
    signInAs(adminAccess);
    renderApp('/shortener');
    const form = await screen.findByRole('form', { name: 'Create short URL' }, slow);
    fireEvent.change(within(form).getByLabelText(/Destination URL/), { target: { value: 'http://localhost:3000/s/abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Shorten URL' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });

  it('deletes after the confirmation', async () => {
    let deleted = false;
    mockFetch({
      'GET /api/short': () => ({ body: listOf(deleted ? [] : [item()]) }),
      'DELETE /api/short/l1': () => {
        deleted = true;
        return { body: plainBody(deletedShortUrlAnswer, { id: 'l1', message: 'Short URL deleted successfully' }) };
      },
    });
    signInAs(adminAccess);
    renderApp('/shortener');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ab3dE7x' }, slow));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this short URL?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Short URL deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('/s/Ab3dE7x')).toBeNull());
  });

  it("shows the server's message, or 'Failed to load URLs'", async () => {
    mockFetch({ 'GET /api/short': { status: 500, body: { status: false, statusCode: 500 } } });
    signInAs(adminAccess);
    renderApp('/shortener');
    expect((await screen.findAllByText('Failed to load URLs', {}, slow)).length).toBeGreaterThan(0);
  });
});
