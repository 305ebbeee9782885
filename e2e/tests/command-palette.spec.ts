// Issue 30, "Find anything, act safely": the command palette (Ctrl/⌘+K) finds an employee of the demo and opens
// them, finds a page, opens the Move money form without moving anything; `g p` goes to people; `?` lists the
// shortcuts; at desktop and phone sizes.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the command palette and shortcuts at ${viewport.width}px`, async ({ page, mailbox, shot }) => {
    await page.setViewportSize(viewport);
    await logInAsDemo(page, mailbox);
    const palette = page.getByRole('dialog').filter({ has: page.getByPlaceholder(/Search pages/) });
    const search = page.getByPlaceholder(/Search pages/);

    // An employee by name, opened from the palette.
    // The palette is its own chunk, loaded after the page: the first press may come before it listens.
    await expect(async () => {
      await page.keyboard.press('Control+K');
      await expect(search).toBeFocused({ timeout: 1_000 });
    }).toPass();
    await shot(`palette open ${viewport.width}`);
    await search.fill('Tunde');
    const employee = palette.getByRole('button', { name: /Tunde Bakare/ });
    await expect(employee).toBeVisible();
    await shot(`palette employee ${viewport.width}`);
    await employee.click();
    await expect(page).toHaveURL(/\/people\/employees\/edit\/[^/]+\/tunde-bakare$/);
    await expect(page.getByRole('heading', { name: 'Tunde Bakare' })).toBeVisible();
    await expect(search).toBeHidden();

    // A page, chosen with the keyboard (the header's search button opens the palette too).
    await page.getByTestId('open-command-palette').click();
    await search.fill('approvals');
    await expect(palette.getByTestId('palette-page-approvals')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/approvals\/dashboard$/);

    // Move money opens its form and moves nothing: the balances are the same after closing it.
    await page.goto('/account/all-accounts');
    const total = page.getByTestId('accounts-total');
    await expect(total).toBeVisible();
    const before = await total.textContent();
    await page.keyboard.press('Control+K');
    await search.fill('move');
    await palette.getByTestId('palette-action-move-money').click();
    const form = page.getByRole('dialog', { name: 'Move money' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel(/Amount/)).toHaveValue('');
    await shot(`move money form ${viewport.width}`);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await page.reload();
    await expect(total).toHaveText(before ?? '');

    // g then p: people. Not while typing in a field.
    await page.goto('/dashboard');
    await expect(page.getByTestId('app-header')).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await expect(page).toHaveURL(/\/people\/employees$/);
    // The list's search field shows on a desktop (a phone keeps it behind Filters): g d typed there stays text.
    if (viewport.width >= 1024) {
      const field = page
        .locator('input[type="text"]:visible, input[type="search"]:visible, input:not([type]):visible')
        .first();
      await field.click();
      await page.keyboard.press('g');
      await page.keyboard.press('d');
      // The keys are text there: no jump to the dashboard.
      await expect(field).toHaveValue('gd');
      // Rather than wait a while for a jump that should not come: g a from the page goes to approvals, and one
      // step back is the people list, not a dashboard visited in between.
      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await page.keyboard.press('g');
      await page.keyboard.press('a');
      await expect(page).toHaveURL(/\/approvals\/dashboard$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/people\/employees/);
    }

    // ?: the shortcuts.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help).toContainText('Go to People');
    await expect(help).toContainText('Open the command palette');
    await shot(`shortcuts ${viewport.width}`);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });
}
