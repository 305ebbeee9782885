// The lists on the list kit, as a demanding user sees them (issue 17): a declined card payment leaves no history line
// (no money moved); a transfer the bank failed shows its debit as money out, reversed, and its reversal as money back
// in (issue 25: a line is money that moved); the audit log names actions and targets in words, its badges fit at
// 1440 px; an empty filtered list says what to do next; on a phone the filters sit behind one Filters button.
import type { Page } from '@playwright/test';
import { dateField, openCalendar } from '../support/date-field.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Starts a card funding of `amount` (naira text) and, when `outcome` is given, finishes it at the sandbox checkout. */
async function startFunding(page: Page, amount: string, outcome?: 'Fail payment') {
  await page.goto('/wallet/fund');
  await page.getByLabel('Amount (₦)').fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/FND-/);
  const reference = /FND-[\w-]+/.exec(page.url())![0];
  if (outcome) {
    await page.getByRole('button', { name: outcome }).click();
    await expect(page).toHaveURL(/\/dashboard\/verify-fund-status\?reference=FND-/);
  }
  return reference;
}

test('a declined card payment moves no money: its status page says it failed and the history has no line for it', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);
  const reference = await startFunding(page, '666.66', 'Fail payment');
  const status = page.getByTestId('fund-status');
  await expect(status).toContainText('Payment failed');
  await expect(status).toContainText(reference);
  await shot('declined payment, its status page');

  await page.goto(`/transaction-history?search=${reference}`);
  await expect(page.getByText('No matching transactions')).toBeVisible();
  await expect(page.getByTestId('transaction-row')).toHaveCount(0);
  await shot('no history line for the declined payment');
});

test('a transfer the bank failed is money out with its Reversed badge, and its reversal brings the money back', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);

  // The demo's transfer the bank failed (decision 0018): its debit and fee lines took the money out when they were
  // written and are marked reversed; the reversal line under the same reference gave it back.
  await page.goto(
    `/transaction-history?status=reversed&search=${encodeURIComponent('Office rent, first quarter')}`,
  );
  const debit = page.getByTestId('transaction-row').filter({ hasText: 'Office rent, first quarter' }).first();
  await expect(debit).toBeVisible();
  const counts = page.getByTestId('transaction-counts');
  await expect(counts.getByTestId('count-reversed')).toHaveText(/^[1-9]\d* reversed$/);
  await expect(counts).not.toContainText('failed');
  // The View button names the line's reference.
  const view = await debit.getByRole('button', { name: /^View / }).getAttribute('aria-label');
  const reference = view!.replace(/^View /, '');

  await page.goto(`/transaction-history?search=${reference}`);
  const lines = page.getByTestId('transaction-row');
  await expect(lines).toHaveCount(3);
  const out = lines.filter({ hasText: 'Office rent, first quarter' });
  const fee = lines.filter({ hasText: `${reference}-FEE` });
  const back = lines.filter({ hasText: 'Reversal' }).filter({ hasNotText: 'Office rent' });
  await expect(out).toContainText('Reversed');
  await expect(fee).toContainText('Reversed');
  await expect(back).toContainText('Successful');
  const amount = out.getByTestId('transaction-amount');
  await expect(amount).toHaveText('−₦450,000.00');
  const colour = await amount.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(r! - Math.max(g!, b!), `a reversed debit is money out, red (${colour})`).toBeGreaterThan(60);
  // The lines add up: what left (amount and fee) came back in the reversal.
  const signed = async (row: typeof out) => {
    const text = (await row.getByTestId('transaction-amount').textContent()) ?? '';
    return (text.startsWith('−') ? -1 : 1) * Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  };
  const [taken, charged, returned] = [await signed(out), await signed(fee), await signed(back)];
  expect(taken).toBe(-450_000_00);
  expect(charged).toBeLessThan(0);
  expect(returned).toBe(-(taken + charged));
  await shot('reversed transfer and its reversal in the history, 1440');

  // Its receipt says what happened to the money, and can be downloaded like any other.
  await out.getByRole('button', { name: /^View / }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('−₦450,000.00');
  await expect(receipt).toContainText('Reversed');
  await expect(receipt.getByTestId('reversed-note')).toHaveText(
    'This payment was reversed: its money left the wallet, then came back in the Reversal line with the same reference.',
  );
  await expect(receipt.getByRole('button', { name: 'Download receipt' })).toBeVisible();
  await shot('reversed transfer details');

  // The open receipt lives in the URL: a shared link or a reload opens it again, over the same filtered list;
  // closing it drops it from the URL and leaves the filters.
  await expect(page).toHaveURL(/[?&]open=[^&]+/);
  const shared = page.url();
  await page.goto('/dashboard');
  await page.goto(shared);
  await expect(page.getByTestId('receipt')).toContainText('−₦450,000.00');
  await expect(lines).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('receipt')).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]open=/);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${reference}`));
  // A link to a receipt that is not on the list's first page (or from another page) still opens it.
  const id = new URL(shared).searchParams.get('open')!;
  await page.goto(`/transaction-history?open=${id}`);
  await expect(page.getByTestId('receipt')).toContainText(reference);
});

test('the audit log names actions and targets in words (id on hover) and its badges fit at 1440 px', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);
  await startFunding(page, '1,000');

  await page.goto('/audit-logs');
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toBeVisible();
  // The action filter and the rows use the catalogue's words, not the code split at its dots.
  await page.getByRole('combobox', { name: 'Action', exact: true }).click();
  await page.getByRole('option', { name: 'Card funding started', exact: true }).click();
  await expect(page).toHaveURL(/[?&]action=wallet\.fund\.initiate(&|$)/);
  await expect(rows.first()).toContainText('Card funding started');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).not.toContainText(/[A-Z][a-z]+ · [a-z-]+ · /);

  // Targets: a kind in words and a short id; the whole id on hover.
  const targets = page.getByTestId('audit-target');
  await expect(targets.first()).toBeVisible();
  for (const target of await targets.all()) {
    await expect(target).toHaveText(/^[A-Z][A-Za-z ]+ · \S+$/);
    await expect(target).not.toHaveText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(await target.getAttribute('title')).toBeTruthy();
  }
  expect(await targets.first().getAttribute('title')).toMatch(UUID);

  // Every outcome badge shows its whole word.
  const cut = await page
    .getByTestId('audit-table')
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
  expect(cut, 'badges cut short').toEqual([]);
  await shot('audit log at 1440');

  // The column menu hides a column and brings it back.
  const table = page.getByTestId('audit-table');
  await expect(table.getByRole('columnheader', { name: 'IP address' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitem', { name: 'IP address' }).click();
  await expect(table.getByRole('columnheader', { name: 'IP address' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'IP address' }).click();
  await expect(table.getByRole('columnheader', { name: 'IP address' })).toBeVisible();
});

test('an empty filtered list says what to do next, and on a phone the filters sit behind one Filters button', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsDemo(page, mailbox);

  await page.goto('/audit-logs');
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toBeVisible();
  const outcome = page.getByRole('combobox', { name: 'Outcome', exact: true });
  await expect(outcome).toBeHidden();
  await shot('audit log at 390');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(outcome).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Search' }).fill('no-such-event-zz9');
  await shot('filters drawer at 390');
  // The date range in the drawer is the app's date field, its calendar usable on a phone.
  const calendar = await openCalendar(drawer, 'To');
  await shot('the To date picker open at 390');
  await dateField(drawer, 'To').click();
  await expect(calendar).toBeHidden();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/[?&]search=no-such-event-zz9(&|$)/);

  const empty = page.getByTestId('empty-state');
  await expect(empty).toBeVisible();
  await expect(empty).not.toContainText('Oops');
  await expect(empty).toContainText('No matching events');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await shot('empty filtered audit log at 390');
  // Every address the page takes from here: the old search must never come back, not even for a moment.
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await empty.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows.first()).toBeVisible();
  await expect(page).toHaveURL(/\/audit-logs$/);
  // The drawer opened again shows the cleared box and does not send the old search back.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(drawer.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  // A search typed just before the drawer closes still reaches the address.
  await drawer.getByRole('textbox', { name: 'Search' }).fill('no-such-event-zz8');
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/[?&]search=no-such-event-zz8(&|$)/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  expect(addresses.filter((address) => address.includes('zz9'))).toEqual([]);
});

test('select invited members and resend their invitations at once from the bulk-actions bar', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);
  const id = Date.now().toString(36);
  const people = [`bulk-a-${id}@e2e.paydesk.ng`, `bulk-b-${id}@e2e.paydesk.ng`];
  await page.goto('/settings/team-management');
  for (const [index, email] of people.entries()) {
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('First name').fill(index === 0 ? 'Chidi' : 'Ngozi');
    await dialog.getByLabel('Last name').fill('Eze');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: /^Administrator/ }).click();
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByTestId(`member-row-${email}`)).toBeVisible();
  }

  await page.goto('/settings/team-management?status=invited');
  const since = new Date();
  for (const email of people)
    await page.getByTestId(`member-row-${email}`).getByRole('checkbox', { name: 'Select row' }).check();
  const bar = page.getByTestId('bulk-actions');
  await expect(bar).toContainText('2 selected');
  await shot('two invitees selected');
  await bar.getByRole('button', { name: 'Resend 2 invites' }).click();
  await expect(page.getByText('Invite Sent to 2 people')).toBeVisible();
  await expect(bar).toBeHidden();
  for (const email of people)
    await mailbox.waitFor(email, { subject: /^You are invited to Adunni Foods Ltd/, since });
});
