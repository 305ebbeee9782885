// Spec §4 guard rule 4 on /trade: a freelance (unregistered) business sees the restricted-feature page, never the
// trade list or the request form. The business is set up through the API: the demo owner adds a freelance
// business it manages itself (a sub-account session counts as approved, rule 7, so rule 4 is the one that applies),
// then switches to it in the browser and opens Trade from the sidebar.

import { BUSINESS_PATHS } from '../../packages/contracts/src/businesses.ts';
import { Api } from '../support/api.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

test('a freelance business opening /trade sees the restricted-feature page', async ({
  page,
  mailbox,
  shot,
  baseURL,
}) => {
  const name = `Chiamaka Designs ${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('paydesk.session') ?? '{}').state.data.token as string,
  );
  const api = await Api.connect(baseURL!);
  const added = await api.call<{ _id: string; businessType: string }>('POST', BUSINESS_PATHS.addSubAccount, {
    token,
    body: {
      company: {
        companyName: name,
        businessType: 'freelance business (not registered)',
        industry: 'Food and beverages',
      },
      manager: { type: 'self' },
    },
    encrypted: true,
  });
  expect(added.status, added.message).toBe(201);
  expect(added.data.businessType).toBe('freelance business (not registered)');

  // Switch to it from the profile menu (after a reload: the page's list of businesses predates the API call).
  await page.reload();
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch business' }).click();
  const switcher = page.getByTestId('business-switcher');
  await switcher
    .locator('[data-testid^="business-row-"]', { hasText: name })
    .getByRole('button', { name: 'Switch' })
    .click();
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByTestId('company-name')).toHaveText(name);

  const listCalls: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/trade/advances') listCalls.push(r.status());
  });
  await page.getByTestId('nav-trade').click();
  await expect(page).toHaveURL(/\/trade$/);
  const restricted = page.getByTestId('restricted-feature');
  await expect(restricted.getByRole('heading', { name: 'Available to registered businesses' })).toBeVisible();
  await expect(restricted).toContainText('Your business is a freelance business (not registered).');
  await expect(page.getByRole('button', { name: 'Request an advance' })).toHaveCount(0);
  await expect(page.getByTestId('trade-export')).toHaveCount(0);
  expect(listCalls).toEqual([]);
  await shot('trade restricted, 1440');

  // A direct visit is gated the same way.
  await page.goto('/trade');
  await expect(restricted).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('trade restricted, 390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await restricted.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
