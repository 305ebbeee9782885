// Webhooks (issue 16): the owner adds an endpoint pointing at a small HTTP server this test starts, copies the
// secret shown once, sends a test event and sees the delivery in the log with its status code; the request that
// arrived carries a signature the secret verifies. Screenshots at 1440×900 and 390×844.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { logInAsDemo } from '../support/demo.ts';
import { e2eWebhookPort } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  // The port the server names in WEBHOOK_LOOPBACK_PORTS: loopback is reachable on no other.
  await new Promise<void>((resolve) => server.listen(e2eWebhookPort(), '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/paydesk/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('add a webhook endpoint, send a test event and see the delivery in the log with its status code', async ({
  page,
  mailbox,
  shot,
}) => {
  const receiver = await startReceiver();
  try {
    await logInAsDemo(page, mailbox, '/settings/integrations/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    // The demo seed's endpoint (disabled, on localhost) keeps the list from being empty.
    await expect(page.getByTestId('webhook-row').first()).toBeVisible();
    await shot('webhooks list 1440');

    await page.getByRole('link', { name: 'Add endpoint' }).first().click();
    await expect(page).toHaveURL(/\/settings\/integrations\/webhooks\/manage$/);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Choose at least one event')).toBeVisible();
    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByLabel('Description').fill('Ledger sync');
    await page.getByLabel('Transfer settled').check();
    await page.getByLabel('Payroll completed').check();
    await shot('new endpoint form');
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    const dialog = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(dialog).toBeVisible();
    const secret = (await dialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await shot('secret shown once');
    await dialog.getByRole('button', { name: 'I have saved it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/manage\?id=/);
    await expect(page.getByTestId('webhook-secret-prefix')).toHaveText(
      `Secret starting ${secret.slice(0, 12)}…`,
    );
    await expect(page.getByText(secret)).toHaveCount(0);

    await page.getByTestId('webhook-send-test').click();
    const row = page.getByTestId('delivery-row').first();
    await expect(row.getByTestId('delivery-status')).toHaveText('202');
    await expect(row).toContainText('Test event');
    await expect(row.getByTestId('delivery-duration')).toContainText('ms');
    await shot('delivery log 1440');

    // What the server received is signed with the secret the page showed once.
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.headers['paydesk-event']).toBe('webhook.test');
    const [t, v1] = String(delivery!.headers['paydesk-signature']).split(',');
    const timestamp = t!.replace('t=', '');
    const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery!.body}`).digest('hex');
    expect(v1).toBe(`v1=${expected}`);

    // Replay from the log sends it again.
    await row.getByRole('button', { name: 'Replay' }).click();
    await expect(page.getByTestId('delivery-row')).toHaveCount(2);
    expect(receiver.received).toHaveLength(2);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('delivery-row').first()).toBeVisible();
    await shot('manage page 390');
    await page.goto('/settings/integrations/webhooks');
    await expect(page.getByTestId('webhook-row').filter({ hasText: receiver.url })).toBeVisible();
    await shot('webhooks list 390');
  } finally {
    await receiver.close();
  }
});

test('the webhooks page shows how to verify a signature, with copyable Node and Python code and no repository path', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAsDemo(page, mailbox, '/settings/integrations/webhooks');
  const recipe = page.getByTestId('signature-recipe');
  await expect(recipe.getByRole('heading', { name: 'Verify the signature' })).toBeVisible();
  await expect(recipe).toContainText('Paydesk-Signature: t=<unix seconds>,v1=<signature>');
  await expect(recipe).toContainText('HMAC-SHA256 of "<t>.<raw body>"');
  await expect(page.locator('body')).not.toContainText(/docs\/|\.md\b/);

  const node = recipe.getByTestId('recipe-node');
  await expect(node).toContainText("createHmac('sha256', secret)");
  await expect(node).toContainText('timingSafeEqual');
  await recipe.getByRole('button', { name: 'Copy Node.js code' }).click();
  await expect(recipe.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('verifyPaydeskSignature');
  await shot('signature recipe, Node, 1440');

  await recipe.getByRole('tab', { name: 'Python' }).click();
  const python = recipe.getByTestId('recipe-python');
  await expect(python).toContainText('hmac.new(secret.encode(), signed, hashlib.sha256)');
  await expect(python).toContainText('hmac.compare_digest');
  await recipe.getByRole('button', { name: 'Copy Python code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('def verify_paydesk_signature');
  await shot('signature recipe, Python, 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(python).toBeVisible();
  await shot('signature recipe, Python, 390');
});
