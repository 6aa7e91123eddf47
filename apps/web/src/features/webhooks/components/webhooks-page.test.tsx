import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toAccessMap } from '@lbo/contracts/permissions';
import {
  WEBHOOK_MESSAGES,
  webhookDeletedAnswer,
  webhookDeliveryAnswer,
  webhookDeliveryListAnswer,
  webhookEndpointAnswer,
  webhookEndpointWithSecretAnswer,
  type WebhookEndpoint,
} from '@lbo/contracts/webhooks';
import { sessionActions } from '@/lib/session-store';
import { okReply } from '@/testing/answers';
import { stubClipboard } from '@/testing/clipboard';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow, adminAccess, openTable } from '@/testing/render-app';
import { delivery, endpoint, listOf } from './webhooks-test-data';

const viewOnly = toAccessMap([{ module_id: 'webhooks', view: true, create: false, edit: false, delete: false, export: false }]);
/** Opens the Add endpoint dialog and fills in a URL and the decision event. */
async function fillNewEndpoint(url: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }, slow));
  const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
  fireEvent.change(within(dialog).getByLabelText(/URL/), { target: { value: url } });
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Decision made (decision.created)' }));
  return dialog;
}

describe('Webhooks page', () => {
  afterEach(() => sessionActions.clear());

  it('lists endpoints with their events, status, why the server switched one off, and the last 24 h', async () => {
    const fetch = mockFetch({
      'GET /api/webhooks': listOf([
        endpoint(),
        endpoint({ id: 'e2', url: 'https://old.partner.in/hook', description: '', active: false, disabledReason: 'Every delivery failed for 5 days' }),
      ]),
    });
    const table = await openTable('/webhooks', 'Webhook endpoints');
    expect(await within(table).findByText('https://crm.partner.in/hooks/lbo', {}, slow)).toBeTruthy();
    expect(within(table).getByText('Partner CRM')).toBeTruthy();
    expect(within(table).getAllByText('decision.created')).toHaveLength(2);
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('Disabled')).toBeTruthy();
    expect(within(table).getByText('Every delivery failed for 5 days')).toBeTruthy();
    expect(within(table).getAllByText('12 delivered')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: 'Delete https://old.partner.in/hook' })).toBeTruthy();
    const url = new URL(String(fetch.mock.calls.find((c) => String(c[0]).includes('/api/webhooks'))![0]), 'http://localhost');
    expect(url.searchParams.get('limit')).toBe('10');
  });

  it('offers no changes to a role that may only view', async () => {
    mockFetch({ 'GET /api/webhooks': listOf([endpoint()]) });
    const table = await openTable('/webhooks', 'Webhook endpoints', viewOnly);
    await within(table).findByText('https://crm.partner.in/hooks/lbo', {}, slow);
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Deliveries of https://crm.partner.in/hooks/lbo' })).toBeTruthy();
  });

  it('checks the form with the contract, creates, and shows the signing secret once with copy', async () => {
    let sent: Record<string, unknown> | null = null;
    mockFetch({
      'GET /api/webhooks': listOf([]),
      'POST /api/webhooks': ({ body }) => {
        sent = body as Record<string, unknown>;
        return okReply(webhookEndpointWithSecretAnswer, { ...endpoint({ url: 'https://hooks.example.com/lbo' }), secret: 'whsec_c2VjcmV0c2VjcmV0' }, 201);
      },
    });
    const writeText = stubClipboard();
    signInAs(adminAccess);
    renderApp('/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlRequired)).toBeTruthy();
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/URL/), { target: { value: 'ftp://hooks.example.com' } });
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/URL/), { target: { value: 'https://hooks.example.com/lbo' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Decision made (decision.created)' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'File failed (bulk_job.failed)' }));
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Partner CRM' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByText(WEBHOOK_MESSAGES.created)).toBeTruthy();
    expect(sent).toEqual({ url: 'https://hooks.example.com/lbo', events: ['decision.created', 'bulk_job.failed'], description: 'Partner CRM', active: true });
    const secretDialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secretDialog).getByText(WEBHOOK_MESSAGES.secretShownOnce)).toBeTruthy();
    expect((within(secretDialog).getByTestId('webhook-secret') as HTMLInputElement).value).toBe('whsec_c2VjcmV0c2VjcmV0');
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Copy signing secret' }));
    expect(await screen.findByText('Signing secret copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('whsec_c2VjcmV0c2VjcmV0');
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
  });

  it('shows the server’s refusal of the address on the URL field', async () => {
    const refusal = 'The URL points to a private or loopback address';
    mockFetch({
      'GET /api/webhooks': listOf([]),
      'POST /api/webhooks': { status: 400, body: { status: false, statusCode: 400, message: refusal, errors: { url: refusal } } },
    });
    signInAs(adminAccess);
    renderApp('/webhooks');
    const dialog = await fillNewEndpoint('http://10.0.0.7/hook');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const url = within(dialog).getByLabelText(/URL/);
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    const described = url.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(refusal);
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('rotates the secret after confirmation and shows the new one once', async () => {
    mockFetch({
      'GET /api/webhooks': listOf([endpoint()]),
      'POST /api/webhooks/e1/rotate-secret': okReply(webhookEndpointWithSecretAnswer, {
        ...endpoint({ previousSecretExpiresAt: '2026-11-21T05:00:00.000Z' }),
        secret: 'whsec_bmV3c2VjcmV0',
      }),
    });
    signInAs(adminAccess);
    renderApp('/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate secret of https://crm.partner.in/hooks/lbo' }, slow));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.secretRotated)).toBeTruthy();
    const secretDialog = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect((within(secretDialog).getByTestId('webhook-secret') as HTMLInputElement).value).toBe('whsec_bmV3c2VjcmV0');
    // The old secret keeps signing for a day: the dialog says until when, in India time.
    expect(secretDialog.textContent).toContain('signature by the previous secret too until 21 Nov 2026, 10:30');
  });

  it('opens the delivery log: attempts and payload open per delivery, and Send again resends and refreshes', async () => {
    let resent = false;
    const fetch = mockFetch({
      'GET /api/webhooks': listOf([endpoint()]),
      'GET /api/webhooks/e1/deliveries': () =>
        okReply(webhookDeliveryListAnswer, {
          items: [delivery(resent ? { state: 'pending', nextAttemptAt: '2026-11-25T05:01:00.000Z' } : {})],
          total: 1,
          page: 1,
          limit: 20,
          totalPages: 1,
        }),
      'POST /api/webhooks/e1/deliveries/d1/resend': () => {
        resent = true;
        return okReply(webhookDeliveryAnswer, delivery({ state: 'pending' }), 202);
      },
    });
    signInAs(adminAccess);
    const { router } = renderApp('/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries of https://crm.partner.in/hooks/lbo' }, slow));
    expect(await screen.findByRole('heading', { name: 'Delivery log' })).toBeTruthy();
    expect(router.state.location.search).toContain('id=e1');
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    const row = await within(log).findByTestId('webhook-delivery');
    expect(within(row).getByText('Succeeded')).toBeTruthy();
    expect(within(row).getByText('84 ms')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Attempts and payload' }));
    expect(within(log).getByText('{"received":true}')).toBeTruthy();
    expect(within(log).getByText(/"applicationId": "a-1"/)).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.resent)).toBeTruthy();
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/webhooks/e1/deliveries/d1/resend') && init?.method === 'POST')).toBe(true);
    expect(await within(log).findByText('Pending')).toBeTruthy();
  });

  it('edits an endpoint with its own values and deletes one after confirmation', async () => {
    let put: Record<string, unknown> | null = null;
    let deleted = false;
    mockFetch({
      'GET /api/webhooks': () => listOf(deleted ? [] : [endpoint()]),
      'PUT /api/webhooks/e1': ({ body }) => {
        put = body as Record<string, unknown>;
        return okReply(webhookEndpointAnswer, endpoint(body as Partial<WebhookEndpoint>));
      },
      'DELETE /api/webhooks/e1': () => {
        deleted = true;
        return okReply(webhookDeletedAnswer, { id: 'e1' });
      },
    });
    signInAs(adminAccess);
    renderApp('/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit https://crm.partner.in/hooks/lbo' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook endpoint' });
    expect((within(dialog).getByLabelText(/URL/) as HTMLInputElement).value).toBe('https://crm.partner.in/hooks/lbo');
    expect(within(dialog).getByRole('checkbox', { name: 'Decision made (decision.created)' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.updated)).toBeTruthy();
    expect(put).toEqual({ url: 'https://crm.partner.in/hooks/lbo', events: ['decision.created'], description: 'Partner CRM', active: false });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete https://crm.partner.in/hooks/lbo' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.deleted)).toBeTruthy();
    expect(await screen.findByText('No webhook endpoints yet.')).toBeTruthy();
  });

  it('asks again by itself while a delivery is pending', async () => {
    let asked = 0;
    mockFetch({
      'GET /api/webhooks': listOf([endpoint()]),
      'GET /api/webhooks/e1/deliveries': () => {
        asked += 1;
        const item = asked === 1 ? delivery({ state: 'pending', attempts: 0, lastStatusCode: null, lastLatencyMs: null, attemptLog: [] }) : delivery();
        return okReply(webhookDeliveryListAnswer, { items: [item], total: 1, page: 1, limit: 20, totalPages: 1 });
      },
    });
    const log = await openTable('/webhooks?id=e1', 'Deliveries');
    expect(await within(log).findByText('Pending', {}, slow)).toBeTruthy();
    expect(await within(log).findByText('Succeeded', {}, slow)).toBeTruthy();
    expect(asked).toBe(2);
  });

  it('tells a role without the webhooks permission', async () => {
    mockFetch({ 'GET /api/webhooks': listOf([]) });
    signInAs(toAccessMap([{ module_id: 'api-keys', view: true, create: true, edit: true, delete: true, export: true }]));
    renderApp('/webhooks');
    expect(await screen.findByText(/does not allow you to view Webhooks/, {}, slow)).toBeTruthy();
  });
});
