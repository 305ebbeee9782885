// Issue 16: the business owner reaches Settings → Integrations → API keys by clicking, creates a key with a scope,
// an expiry and no IP allow-list, sees its secret once, calls the public API with it from outside the browser and
// reads the wallet balance; edits its name and scopes and sees them in the list (the new scope works); rotates it (the old secret gets a 401, the new one works); after revoking it in the
// page, the call gets a 401.

import { pickDate } from '../support/date-field.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

const KEY_NAME = `E2E books ${Date.now().toString(36)}`;
const EDITED_NAME = `${KEY_NAME} (payroll)`;

test('create an API key, call the public API with it, edit it, revoke it and see 401', async ({
  page,
  mailbox,
  request,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  await page.getByTestId('nav-settings').click();
  await page
    .getByRole('navigation', { name: 'Settings navigation' })
    .getByRole('link', { name: 'Integrations' })
    .click();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  await expect(page.getByTestId('integration-webhooks')).toBeVisible();
  await shot('integrations index with API keys and webhooks');

  await page.getByTestId('integration-api-keys').getByRole('link', { name: 'Manage API keys' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/api-keys$/);
  // The demo business has a key already (its secret was never printed).
  await expect(page.getByTestId('api-key-row-Accounting sync')).toBeVisible();
  await shot('API keys list with the demo key');

  await page.getByRole('link', { name: 'Create API key' }).first().click();
  await expect(page).toHaveURL(/\/settings\/integrations\/api-keys\/manage$/);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Choose at least one scope')).toBeVisible();
  await page.getByLabel('Name').fill(KEY_NAME);
  await page.locator('[data-scope="wallets.view"]').check();
  const nextYear = `${new Date().getFullYear() + 1}-06-30`;
  await pickDate(page, 'Expires on (optional)', nextYear);
  await shot('the key form with a scope and an expiry');
  await page.getByRole('button', { name: 'Create key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Copy this secret now. It will not be shown again.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  const secret = (await dialog.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^pdk_test_/);
  await shot('the secret shown once');
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/api-keys$/);
  const row = page.getByTestId(`api-key-row-${KEY_NAME}`);
  await expect(row).toContainText('Active');
  await expect(row).toContainText(secret.slice(0, 15));
  await expect(page.getByText(secret)).toHaveCount(0);

  const wallets = await request.get('/api/v1/wallets', { headers: { authorization: `Bearer ${secret}` } });
  expect(wallets.status()).toBe(200);
  const body = (await wallets.json()) as {
    data: { totalWalletBalance: number; accounts: { balance: number }[] };
  };
  expect(body.data.accounts.length).toBeGreaterThan(0);
  expect(body.data.totalWalletBalance).toBeGreaterThan(0);
  expect(body.data.totalWalletBalance).toBe(
    body.data.accounts.reduce((sum, account) => sum + account.balance, 0),
  );
  // The e2e server runs on sandbox rails: the same secret as a live key is refused (a test key never moves real money).
  const asLive = await request.get('/api/v1/wallets', {
    headers: { authorization: `Bearer ${secret.replace(/^pdk_test_/, 'pdk_live_')}` },
  });
  expect(asLive.status()).toBe(401);
  // Outside its scope, the key is refused.
  const employees = await request.get('/api/v1/employees', { headers: { 'x-api-key': secret } });
  expect(employees.status()).toBe(403);

  await page.reload();
  await expect(row).not.toContainText('Never');

  // Editing the key: a new name and the employees scope; the list shows both, and the key may now read employees.
  await row.getByRole('button', { name: `Actions: ${KEY_NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/api-keys\/manage\?id=/);
  await expect(page.getByRole('heading', { name: 'Edit API key' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(KEY_NAME);
  await expect(page.locator('[data-scope="wallets.view"]')).toBeChecked();
  await page.getByLabel('Name').fill(EDITED_NAME);
  await page.locator('[data-scope="people.employees.view"]').check();
  await shot('editing the key');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('API key updated')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/integrations\/api-keys$/);
  const edited = page.getByTestId(`api-key-row-${EDITED_NAME}`);
  await expect(edited).toContainText('2 scopes');
  await expect(edited).toContainText(secret.slice(0, 15));
  await expect(row).toHaveCount(0);
  await shot('the edited key in the list');
  const nowAllowed = await request.get('/api/v1/employees', { headers: { 'x-api-key': secret } });
  expect(nowAllowed.status()).toBe(200);

  // Rotating shows a new secret once; the old one stops at once.
  await edited.getByRole('button', { name: `Actions: ${EDITED_NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Rotate' }).click();
  await page.getByRole('dialog', { name: 'Rotate API key' }).getByRole('button', { name: 'Rotate' }).click();
  const rotatedDialog = page.getByRole('dialog', { name: 'Your new API key secret' });
  await expect(rotatedDialog.getByText('Copy this secret now. It will not be shown again.')).toBeVisible();
  const rotated = (await rotatedDialog.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(rotated).toMatch(/^pdk_test_/);
  expect(rotated).not.toBe(secret);
  await shot('the rotated secret shown once');
  await rotatedDialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(rotatedDialog).toBeHidden();
  const old = await request.get('/api/v1/wallets', { headers: { authorization: `Bearer ${secret}` } });
  expect(old.status()).toBe(401);
  const fresh = await request.get('/api/v1/wallets', { headers: { authorization: `Bearer ${rotated}` } });
  expect(fresh.status()).toBe(200);
  await edited.getByRole('button', { name: `Actions: ${EDITED_NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm).toContainText(EDITED_NAME);
  await shot('revoke confirmation');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(edited).toContainText('Revoked');
  await shot('the key revoked');

  const refused = await request.get('/api/v1/wallets', { headers: { authorization: `Bearer ${rotated}` } });
  expect(refused.status()).toBe(401);
});

// Issue 29: the public API has its own reference, branded, listing only the routes an API key may call.
test('the integrations page opens the public API reference, which lists only /api/v1', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox, '/settings/integrations');
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Read the API documentation' }).click();
  const reference = await opened;
  await expect(reference).toHaveURL(/\/developers\/api\/?/);
  await expect(reference).toHaveTitle('Paydesk public API');
  await expect(reference.getByRole('heading', { name: /Paydesk public API/ })).toBeVisible();
  const operations = reference.locator('.opblock-summary-path');
  await expect(operations.filter({ hasText: /^\/api\/v1\/transfers$/ }).first()).toBeVisible();
  const paths = await operations.allTextContents();
  expect(paths.length).toBeGreaterThan(10);
  expect(paths.filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
  await shot('public API reference', reference);
});

test('the API keys pages on a phone', async ({ page, mailbox, shot }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsDemo(page, mailbox, '/settings/integrations');
  await expect(page.getByTestId('integration-api-keys')).toBeVisible();
  await shot('integrations index on a phone');
  await page.getByRole('link', { name: 'Manage API keys' }).click();
  await expect(page.getByTestId('api-key-row-Accounting sync')).toBeVisible();
  await shot('API keys list on a phone');
  await page.getByRole('link', { name: 'Create API key' }).first().click();
  await expect(page.getByLabel('Name')).toBeVisible();
  await shot('key form on a phone');
});
