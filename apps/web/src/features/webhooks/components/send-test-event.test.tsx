import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toAccessMap } from '@lbo/contracts/permissions';
import { WEBHOOK_EVENT_SAMPLES } from '@lbo/contracts/webhook-events';
import { NODE_VERIFY_SNIPPET, PYTHON_VERIFY_SNIPPET } from '@lbo/contracts/webhook-snippets';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_MESSAGES, webhookDeliveryAnswer, webhookDeliveryListAnswer } from '@lbo/contracts/webhooks';
import { sessionActions } from '@/lib/session-store';
import { okReply } from '@/testing/answers';
import { stubClipboard } from '@/testing/clipboard';
import { mockFetch } from '@/testing/mock-fetch';
import { adminAccess, openTable, renderApp, signInAs, slow } from '@/testing/render-app';
import { delivery, endpoint, listOf } from './webhooks-test-data';

const viewOnly = toAccessMap([{ module_id: 'webhooks', view: true, create: false, edit: false, delete: false, export: false }]);
const ping = delivery({
  id: 'd-ping',
  event: 'test.ping',
  payload: WEBHOOK_EVENT_SAMPLES['test.ping'],
  state: 'pending',
  attempts: 0,
  lastStatusCode: null,
  lastLatencyMs: null,
  attemptLog: [],
});
const deliveriesOf = (items: ReturnType<typeof delivery>[]) =>
  okReply(webhookDeliveryListAnswer, { items, total: items.length, page: 1, limit: 20, totalPages: 1 });

describe('Webhooks: setting up a receiver', () => {
  afterEach(() => sessionActions.clear());

  it('sends a test event from the endpoint’s row and shows it in the delivery log, pending then delivered', async () => {
    let sent = false;
    let asked = 0;
    const fetch = mockFetch({
      'GET /api/webhooks': listOf([endpoint()]),
      'POST /api/webhooks/e1/test': () => {
        sent = true;
        return okReply(webhookDeliveryAnswer, ping, 202);
      },
      'GET /api/webhooks/e1/deliveries': () => {
        if (sent) asked += 1;
        const items = !sent ? [] : asked === 1 ? [ping] : [{ ...ping, state: 'succeeded' as const, attempts: 1, lastStatusCode: 200, lastLatencyMs: 31 }];
        return deliveriesOf(items);
      },
    });
    signInAs(adminAccess);
    const { router } = renderApp('/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Send test event to https://crm.partner.in/hooks/lbo' }, slow));
    expect(await screen.findByText(WEBHOOK_MESSAGES.testQueued)).toBeTruthy();
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/webhooks/e1/test') && init?.method === 'POST')).toBe(true);
    // The log opens on the endpoint, where the test event waits, then shows the receiver's answer.
    await waitFor(() => expect(router.state.location.search).toContain('id=e1'));
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    const row = await within(log).findByTestId('webhook-delivery');
    expect(within(row).getByText('Test event')).toBeTruthy();
    expect(within(row).getByText('test.ping')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(await within(log).findByText('Succeeded', {}, slow)).toBeTruthy();
    expect(within(row).getByText('31 ms')).toBeTruthy();
  });

  it('sends a test event from the delivery log too, and offers it to no one who may not edit', async () => {
    mockFetch({
      'GET /api/webhooks': listOf([endpoint()]),
      'POST /api/webhooks/e1/test': okReply(webhookDeliveryAnswer, ping, 202),
      'GET /api/webhooks/e1/deliveries': deliveriesOf([]),
    });
    signInAs(adminAccess);
    renderApp('/webhooks?id=e1');
    fireEvent.click(await screen.findByRole('button', { name: 'Send test event' }, slow));
    expect(await screen.findByText(WEBHOOK_MESSAGES.testQueued)).toBeTruthy();
    sessionActions.clear();

    const table = await openTable('/webhooks', 'Webhook endpoints', viewOnly);
    await within(table).findByText('https://crm.partner.in/hooks/lbo', {}, slow);
    expect(within(table).queryByRole('button', { name: /^Send test event/ })).toBeNull();
  });

  it('describes each event in words with its code and a sample payload, and links to the API documentation', async () => {
    mockFetch({ 'GET /api/webhooks': listOf([endpoint({ events: ['decision.created', 'kfs.acknowledged'] })]) });
    const table = await openTable('/webhooks', 'Webhook endpoints');
    const words = await within(table).findByText('Decision made', {}, slow);
    expect(words.closest('li')!.textContent).toBe('Decision madedecision.created');
    expect(within(table).getByText('KFS acknowledged')).toBeTruthy();

    const docs = screen.getByRole('link', { name: /API documentation/ });
    expect([docs.getAttribute('href'), docs.getAttribute('target')]).toEqual(['/api/docs', '_blank']);

    const events = screen.getByRole('list', { name: 'Events' });
    const items = within(events).getAllByTestId('webhook-event-sample');
    expect(items).toHaveLength(7);
    expect(items[0]!.textContent).toContain(WEBHOOK_EVENT_DESCRIPTIONS['decision.created']);
    expect(items[6]!.textContent).toContain('Endpoints cannot subscribe to it.');
    const sample = within(items[0]!).getByLabelText('Sample payload of decision.created');
    expect(JSON.parse(sample.textContent!)).toEqual(WEBHOOK_EVENT_SAMPLES['decision.created']);
  });

  it('shows the signature checks in Node.js and Python, each copied whole', async () => {
    mockFetch({ 'GET /api/webhooks': listOf([]) });
    const writeText = stubClipboard();
    signInAs(adminAccess);
    renderApp('/webhooks');
    // Radix tabs switch on mouse down.
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Check signatures: Node.js' }, slow), { button: 0 });
    expect(screen.getByLabelText('Signature check in Node.js').textContent).toBe(NODE_VERIFY_SNIPPET);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Node.js code' }));
    expect(await screen.findByText('Code copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(NODE_VERIFY_SNIPPET);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Check signatures: Python' }), { button: 0 });
    expect(screen.getByLabelText('Signature check in Python').textContent).toBe(PYTHON_VERIFY_SNIPPET);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Python code' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(PYTHON_VERIFY_SNIPPET));
  });
});
