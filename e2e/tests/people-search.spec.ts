// The employees search box: text sent at once with Enter stays sent. The list is held back so the debounce (300 ms)
// is still catching up when the page redraws with the new URL; a stale debounced value must not clear the search.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

test('a search sent with Enter stays in the URL and the box while the list is slow', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  // The first page's answer is held until the empty state is checked (the page may send its read before its code
  // has even arrived: app/early-reads.ts); every later answer is slow.
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  let first = true;
  await page.route('**/api/**/people/employees?**', async (route) => {
    if (first) {
      first = false;
      await firstHeld;
    } else await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  await page.goto('/people/employees');
  // While the first page loads there is nothing to select: the select-all box waits for the rows.
  const selectAll = page.getByRole('checkbox', { name: 'Select all rows on this page' });
  await expect(selectAll).toBeDisabled();
  releaseFirst();
  await expect(page.getByTestId('employees-table').getByRole('link').first()).toBeVisible();
  await expect(selectAll).toBeEnabled();
  const search = page.getByTestId('employees-search');
  await search.focus();
  await page.keyboard.type('Ngozi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=Ngozi/);
  const row = page.getByTestId('employees-table').getByRole('link', { name: /Ngozi/ }).first();
  await expect(row).toBeVisible();
  await expect(page.getByTestId('employees-table').getByRole('link', { name: /Musa Garba/ })).toBeHidden();
  // Past the debounce and the list's answer, the search is still what was sent.
  await expect(page).toHaveURL(/search=Ngozi/);
  await expect(search).toHaveValue('Ngozi');
  await shot('search sent with Enter');
});

test('typing slowly on a slow phone loses no letter while each pause sends the search', async ({
  page,
  mailbox,
}) => {
  await logInAsDemo(page, mailbox, '/people/employees');
  const search = page.getByTestId('employees-search');
  await expect(search).toBeVisible();
  // A phone's CPU (6× slower) and a typist who pauses about as long as the debounce: each pause sends what is in
  // the box, and the next letter arrives while that search comes back through the URL.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await search.focus();
  await page.keyboard.type('Ngozi Eze', { delay: 310 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(search).toHaveValue('Ngozi Eze');
  await expect(page).toHaveURL(/search=Ngozi(\+|%20)Eze/);
});

test('a search still waiting when the user leaves for a page whose code is loading does not bring the list back', async ({
  page,
  mailbox,
}) => {
  await logInAsDemo(page, mailbox, '/people/employees');
  const search = page.getByTestId('employees-search');
  await expect(search).toBeVisible();
  // The next page's code is held (a slow phone network): the address stays on the list until it arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route('**/assets/*.js', async (route) => {
    asked = true;
    await held;
    await route.fallback();
  });
  await search.fill('Ngo');
  // Before the debounce (300 ms) sends the search: g a, to approvals.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('g');
  await page.keyboard.press('a');
  await expect.poll(() => asked).toBe(true);
  // The debounce comes due while the approvals page is on its way; it must not cancel it.
  await page.waitForTimeout(900);
  release();
  await expect(page).toHaveURL(/\/approvals\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/approvals\/dashboard$/);
});
