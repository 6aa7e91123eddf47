import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';
import { WEBHOOK_MESSAGES } from '@lbo/contracts/webhooks';
import { apiToken } from '../support/api-token';
import { signIn } from '../support/sign-in';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
/** What reached /ping: the test events of the second test. */
const pings: Received[] = [];
let receiver: Server;

// A partner's receiver on the port global-setup let the app deliver to (WEBHOOK_ALLOWED_HOSTS).
test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const delivery = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      if (req.method === 'POST' && req.url === '/hook') received.push(delivery);
      if (req.method === 'POST' && req.url === '/ping') pings.push(delivery);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(Number(process.env.E2E_WEBHOOK_PORT), '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** Standard Webhooks: base64 HMAC-SHA256 of `id.timestamp.body` under the secret's bytes, as `v1,…`. */
function expectedSignature(secret: string, delivery: Received): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${delivery.headers['webhook-id']}.${delivery.headers['webhook-timestamp']}.${delivery.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

/** WCAG 2.1 AA by axe-core on what the page shows now: the screens with rows, forms and open details. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Webhooks: an endpoint added in the console receives a signed `decision.created` when a decision
 * is made through the API; its delivery log shows the 200, and Send again delivers the same
 * message a second time.
 */
test('webhooks: add an endpoint, receive a decision, read the delivery log, send again', async ({ page, request }) => {
  test.slow();
  const url = `http://127.0.0.1:${process.env.E2E_WEBHOOK_PORT}/hook`;
  const auth = { Authorization: `Bearer ${await apiToken(request)}` };

  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveTitle('Webhooks · Loan Back Office');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
  await form.getByLabel('URL').fill(url);
  await form.getByRole('checkbox', { name: 'decision.created' }).check();
  await form.getByLabel('Description').fill('Partner CRM (e2e receiver)');
  await page.screenshot({ path: test.info().outputPath('webhook-create.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  const shown = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(shown).toContainText(WEBHOOK_MESSAGES.secretShownOnce);
  const secret = await shown.getByTestId('webhook-secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await page.screenshot({ path: test.info().outputPath('webhook-secret.png') });
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: url });
  await expect(row).toContainText('Active');

  // A decision made through the API: the receiver hears of it, signed with the secret just shown.
  const company = (await (await request.get('/api/company/getAllCompanies?search=Infosys&page=1&limit=5', { headers: auth })).json()).data.companies[0];
  const city = (await (await request.get('/api/cities/getAllcities?search=Mumbai&page=1&limit=5', { headers: auth })).json()).data.cities[0];
  const applied = await request.post('/api/loanapplication/apply', {
    headers: auth,
    data: sampleApplicant({ companyid: company.id, cityId: city.id }, { user_name: 'Webhook Applicant' }),
  });
  expect(applied.ok()).toBe(true);
  const applicationId = (await applied.json()).data.applicationId as string;
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
  const first = received[0]!;
  const event = JSON.parse(first.body) as { type: string; data: { applicationId: string; source: string } };
  expect(event.type).toBe('decision.created');
  expect(event.data).toMatchObject({ applicationId, source: 'console' });
  expect(first.headers['webhook-signature']).toBe(expectedSignature(secret, first));

  // The delivery log: succeeded with 200, the attempt's answer and the payload inside.
  await row.getByRole('button', { name: `Deliveries of ${url}` }).click();
  await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible();
  const delivery = page.getByTestId('webhook-delivery');
  await expect(delivery).toHaveCount(1);
  await expect(delivery).toHaveAttribute('data-state', 'succeeded');
  await expect(delivery).toContainText('decision.created');
  await expect(delivery.getByRole('cell').nth(4)).toHaveText('200');
  await delivery.getByRole('button', { name: 'Attempts and payload' }).click();
  const attempts = page.getByTestId('webhook-attempt');
  await expect(attempts).toHaveCount(1);
  await expect(attempts.first()).toContainText('HTTP 200');
  await expect(attempts.first()).toContainText('{"received":true}');
  await expect(page.getByRole('region', { name: 'Payload' })).toContainText(applicationId);
  await page.screenshot({ path: test.info().outputPath('webhook-delivery-log.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Send again: the same message (same webhook-id) reaches the receiver once more, and the log shows a second attempt.
  await delivery.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText(WEBHOOK_MESSAGES.resent)).toBeVisible();
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
  expect(received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
  await expect(delivery).toHaveAttribute('data-state', 'succeeded', { timeout: 30_000 });
  await expect(attempts).toHaveCount(2);
  await expect(attempts.nth(1)).toContainText('HTTP 200');
  await expect(delivery.getByRole('cell').nth(3)).toHaveText('2');
  await page.screenshot({ path: test.info().outputPath('webhook-delivery-log-sent-again.png'), fullPage: true });
});

/**
 * Send test event: from an endpoint's row, a signed `test.ping` reaches the receiver at once, and
 * the endpoint's delivery log (which the button opens) shows it delivered with the receiver's 200.
 */
test('webhooks: Send test event on the screen, and the signed test.ping in the delivery log', async ({ page, request }) => {
  const url = `http://127.0.0.1:${process.env.E2E_WEBHOOK_PORT}/ping`;
  const auth = { Authorization: `Bearer ${await apiToken(request)}` };
  // An event nothing in this file makes: only the test event reaches /ping.
  const created = await request.post('/api/webhooks', { headers: auth, data: { url, events: ['consent.withdrawn'], description: 'Receiver being set up' } });
  expect(created.status()).toBe(201);
  const endpoint = (await created.json()).data as { id: string; secret: string };

  await signIn(page);
  await page.goto('/webhooks');
  await expect(page.getByRole('link', { name: /API documentation/ })).toHaveAttribute('href', '/api/docs');
  const row = page.getByRole('row').filter({ hasText: url });
  await expect(row).toContainText('Consent withdrawn');
  await row.getByRole('button', { name: `Send test event to ${url}` }).click();
  await expect(page.getByText(WEBHOOK_MESSAGES.testQueued)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible();
  const delivery = page.getByTestId('webhook-delivery');
  await expect(delivery).toHaveCount(1);
  await expect(delivery).toContainText('Test event');
  await expect(delivery).toContainText('test.ping');
  await expect(delivery).toHaveAttribute('data-state', 'succeeded', { timeout: 30_000 });
  await expect(delivery.getByRole('cell').nth(4)).toHaveText('200');
  await expect.poll(() => pings.length, { timeout: 30_000 }).toBe(1);
  expect(pings[0]!.headers['webhook-signature']).toBe(expectedSignature(endpoint.secret, pings[0]!));
  expect(JSON.parse(pings[0]!.body)).toMatchObject({ type: 'test.ping', data: { endpointId: endpoint.id } });
  await page.screenshot({ path: test.info().outputPath('webhook-test-event.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
