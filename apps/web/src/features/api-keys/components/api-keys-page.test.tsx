import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionActions } from '@/lib/session-store';
import { API_KEY_SCOPE_DESCRIPTIONS } from '@lbo/contracts/limits';
import type { ApiKeyItem } from '@lbo/contracts/shortener';
import { apiKeyListAnswer, createdApiKeyAnswer, revokedApiKeyAnswer } from '@lbo/contracts/shortener-answers';
import { plainBody } from '@/testing/answers';
import { stubClipboard } from '@/testing/clipboard';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow, adminAccess, openTable } from '@/testing/render-app';

const key = (over: Partial<ApiKeyItem> = {}): ApiKeyItem => ({
  apiKeyId: 'k1',
  label: 'Partner portal',
  businessId: 'BIZ-1',
  scopes: ['short.create'],
  keyPrefix: 'lbo_AbCd1234',
  active: true,
  expired: false,
  expiresAt: null,
  usageCount: 12,
  quota: 100,
  quotaWindowDays: 30,
  windowCount: 12,
  windowResetsAt: '2025-04-01T00:00:00.000Z',
  revokedAt: null,
  ownerId: 'u1',
  createdAt: '2025-03-01T00:00:00.000Z',
  ...over,
});
const listOf = (items: ApiKeyItem[], total = items.length) =>
  plainBody(apiKeyListAnswer, { items, total, page: 1, limit: 20, totalPages: Math.ceil(total / 20) || 1 });

/** The create answer: the key's fields with the plain key, shown this once. */
const created = (plainKey: string, message: string) => {
  const { apiKeyId, label, businessId, scopes, expiresAt, quota, quotaWindowDays, active, usageCount, createdAt, keyPrefix } = key();
  return plainBody(createdApiKeyAnswer, {
    apiKeyId,
    label,
    businessId,
    scopes,
    expiresAt,
    quota,
    quotaWindowDays,
    active,
    usageCount,
    createdAt,
    keyPrefix,
    plainKey,
    message,
  });
};

/** Opens the create dialog, fills in a label and a business id, and sends it. */
async function createPartnerKey() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create New API Key' }, slow));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Label/), { target: { value: 'Partner' } });
  fireEvent.change(within(dialog).getByLabelText(/Business ID/), { target: { value: 'BIZ-9' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create API Key' }));
  return dialog;
}

describe('API Keys page', () => {
  afterEach(() => sessionActions.clear());

  it('asks the server for 20 keys and shows 10 a page, shortened, with Active / Revoked and usage', async () => {
    const keys = Array.from({ length: 12 }, (_, i) => key({ apiKeyId: `k${i}`, label: `Key ${i}`, active: i !== 1 }));
    const fetch = mockFetch({ 'GET /api/apikeys': { body: listOf(keys) } });
    const table = await openTable('/api-keys', 'API keys');
    expect(await within(table).findByText('Key 0', {}, slow)).toBeTruthy();
    expect(within(table).queryByText('Key 10')).toBeNull();
    expect(within(table).getAllByText('lbo_AbCd1234…')).toHaveLength(10);
    expect(within(table).getByText('Revoked')).toBeTruthy();
    expect(within(table).getAllByText('12 / 100').length).toBeGreaterThan(0);
    const url = new URL(String(fetch.mock.calls.find((c) => String(c[0]).includes('/api/apikeys'))![0]), 'http://localhost');
    expect(url.searchParams.get('limit')).toBe('20');
  });

  it('creates a key with the defaults of §9 and shows it once with copy', async () => {
    let sent: Record<string, unknown> | null = null;
    mockFetch({
      'GET /api/apikeys': { body: listOf([]) },
      'POST /api/apikeys/create': ({ body }) => {
        sent = body as Record<string, unknown>;
        return { status: 201, body: created('lbo_secretsecretsecret', 'API Key created successfully!') };
      },
    });
    const writeText = stubClipboard();
    signInAs(adminAccess);
    renderApp('/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New API Key' }, slow));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/Quota \(requests\)/) as HTMLInputElement).value).toBe('100');
    expect((within(dialog).getByLabelText(/Quota window/) as HTMLInputElement).value).toBe('30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create API Key' }));
    expect(await within(dialog).findByText('Label is required')).toBeTruthy();
    expect(within(dialog).getByText('Business ID is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Quota \(requests\)/), { target: { value: '0' } });
    expect(await within(dialog).findByText('Valid quota is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Quota \(requests\)/), { target: { value: '100' } });
    fireEvent.change(within(dialog).getByLabelText(/Label/), { target: { value: 'Partner' } });
    fireEvent.change(within(dialog).getByLabelText(/Business ID/), { target: { value: 'BIZ-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create API Key' }));
    expect(await screen.findByText('API Key created successfully!')).toBeTruthy();
    expect(sent).toEqual({ label: 'Partner', businessId: 'BIZ-9', scopes: ['short.create'], quota: 100, quotaWindowDays: 30 });
    expect(((await screen.findByTestId('plain-key')) as HTMLInputElement).value).toBe('lbo_secretsecretsecret');
    fireEvent.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(await screen.findByText('API key copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('lbo_secretsecretsecret');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('plain-key')).toBeNull());
  });

  it('offers the six scopes in words with their codes, each described, with only short.create checked', async () => {
    mockFetch({ 'GET /api/apikeys': { body: listOf([]) } });
    signInAs(adminAccess);
    renderApp('/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New API Key' }, slow));
    const dialog = await screen.findByRole('dialog');
    const scopes = within(dialog).getAllByRole('checkbox');
    expect(scopes.map((box) => [box.getAttribute('aria-label'), box.getAttribute('aria-checked')])).toEqual([
      ['Create short links (short.create)', 'true'],
      ['List short links (short.read)', 'false'],
      ['Read click analytics (analytics.read)', 'false'],
      ['Evaluate applicants (evaluations.create)', 'false'],
      ['Read decisions and documents (evaluations.read)', 'false'],
      ['Read customers (customers.read)', 'false'],
    ]);
    const described = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-describedby')!)?.textContent;
    expect(described(scopes[3]!)).toBe(API_KEY_SCOPE_DESCRIPTIONS['evaluations.create']);
    expect(described(scopes[5]!)).toBe('List customers and read one with their evaluations');
  });

  it("lists a key's scopes in words with their codes beneath, and links to the API documentation", async () => {
    mockFetch({ 'GET /api/apikeys': { body: listOf([key({ scopes: ['evaluations.create', 'customers.read'] })]) } });
    const table = await openTable('/api-keys', 'API keys');
    const words = await within(table).findByText('Evaluate applicants', {}, slow);
    expect(words.closest('li')!.textContent).toBe('Evaluate applicantsevaluations.create');
    expect(words.closest('li')!.getAttribute('title')).toBe(API_KEY_SCOPE_DESCRIPTIONS['evaluations.create']);
    expect(within(table).getByText('Read customers')).toBeTruthy();
    const docs = screen.getByRole('link', { name: /API documentation/ });
    expect(docs.getAttribute('href')).toBe('/api/docs');
    expect(docs.getAttribute('target')).toBe('_blank');
  });

  it("says 'Failed to create API key' when the server gives no message", async () => {
    mockFetch({ 'GET /api/apikeys': { body: listOf([]) }, 'POST /api/apikeys/create': { status: 500, body: { status: false, statusCode: 500 } } });
    signInAs(adminAccess);
    renderApp('/api-keys');
    await createPartnerKey();
    expect(await screen.findByText('Failed to create API key', {}, slow)).toBeTruthy();
  });

  it("says 'Failed to create API Key.' when the server answers with an empty key", async () => {
    mockFetch({ 'GET /api/apikeys': { body: listOf([]) }, 'POST /api/apikeys/create': { status: 201, body: created('', 'ok') } });
    signInAs(adminAccess);
    renderApp('/api-keys');
    const dialog = await createPartnerKey();
    expect(await screen.findByText('Failed to create API Key.', {}, slow)).toBeTruthy();
    expect(within(dialog).queryByText(/shown once/i)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Create API Key' })).toBeTruthy();
  });

  it('revokes on the server after confirmation', async () => {
    let revoked = false;
    mockFetch({
      'GET /api/apikeys': () => ({ body: listOf([key({ active: !revoked })]) }),
      'POST /api/apikeys/revoke/k1': () => {
        revoked = true;
        return { body: plainBody(revokedApiKeyAnswer, { ...key({ active: false }), message: 'API key revoked' }) };
      },
    });
    signInAs(adminAccess);
    renderApp('/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Partner portal' }, slow));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    expect(await screen.findByText('Revoked')).toBeTruthy();
  });

  it("shows 'Failed to fetch API keys' when the list fails", async () => {
    mockFetch({ 'GET /api/apikeys': { status: 500, body: { status: false, statusCode: 500 } } });
    signInAs(adminAccess);
    renderApp('/api-keys');
    expect((await screen.findAllByText('Failed to fetch API keys', {}, slow)).length).toBeGreaterThan(0);
  });
});
