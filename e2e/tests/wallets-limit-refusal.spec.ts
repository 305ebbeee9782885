// Issue 17, errors next to the field they concern: a transfer refused because it is above the member's
// transaction limit (LIMIT_EXCEEDED) shows under the Amount field of the transfer form, once, not under the PIN
// boxes and with no error toast beside it. Limits apply to money sent, not to moves between the business's own
// wallets (issue 29): the same amount moved between two wallets goes through. The demo owner's own single limit is
// set through the API for this journey only and put back as it was afterwards, so the specs after it send money
// as before.
import type { Page } from '@playwright/test';
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { settledPageWidth } from '../support/phone-overflow.ts';
import { chooseOption, confirmWithPin } from './wallets-helpers.ts';

type Pair = { single: number | null; daily: number | null };

const LIMITS = '/api/b2b/employer/settings/transaction-limits';

/** Calls the limits API with the signed-in page's own session; answers the status and the body's data. */
async function limitsApi<T>(page: Page, method: 'GET' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}').state?.data?.token;
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: (await response.json()).data };
    },
    { method, path, body },
  ) as Promise<{ status: number; data: T }>;
}

test('a transfer above the transaction limit shows once, under the amount; a move is not limited', async ({
  page,
  mailbox,
  shot,
}) => {
  const name = `Limit test ${Date.now().toString(36).slice(-5)}`;
  await logInAsDemo(page, mailbox);

  const before = await limitsApi<{ members: { memberId: string; email: string; own: Pair | null }[] }>(
    page,
    'GET',
    LIMITS,
  );
  expect(before.status).toBe(200);
  const me = before.data.members.find((m) => m.email === DEMO.email);
  expect(me).toBeDefined();
  const memberPath = `${LIMITS}/members/${me!.memberId}`;

  // ₦5.00 a transaction for the demo owner only; the transfer and the move below are ₦10.00.
  const set = await limitsApi(page, 'PATCH', memberPath, { single: 500, daily: null });
  expect(set.status).toBe(200);
  try {
    await page.goto('/payments/transfers/instant-transfers');
    await page.getByTestId('transfer-beneficiary').click();
    await page.getByRole('listbox', { name: 'Beneficiary' }).getByRole('option').first().click();
    const amount = page.getByTestId('transfer-amount');
    await amount.fill('10');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm with PIN' }).click();
    await confirmWithPin(page, mailbox);

    // Back on the details step: the refusal is the Amount field's own error, and the PIN boxes are gone.
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    const refusal = page.getByText('₦10.00 is above your single transaction limit of ₦5.00.');
    await expect(refusal).toHaveCount(1);
    await expect(refusal).toHaveClass(/mantine-InputWrapper-error|mantine-TextInput-error/);
    const errorId = await refusal.getAttribute('id');
    expect(errorId).toBeTruthy();
    await expect(amount).toHaveAttribute('aria-describedby', new RegExp(`(^|\\s)${errorId}(\\s|$)`));
    await expect(page.getByLabel('Transaction PIN, digit 1 of 4', { exact: true })).toHaveCount(0);
    await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);

    // Under the amount box and above the next field.
    const amountBox = await amount.boundingBox();
    const messageBox = await refusal.boundingBox();
    const narrationBox = await page.getByLabel('Narration (optional)').boundingBox();
    expect(messageBox!.y).toBeGreaterThanOrEqual(amountBox!.y + amountBox!.height);
    expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(narrationBox!.y);
    await shot('limit refusal under the amount');
    // On a phone the refusal still sits under the amount, whole, with no sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(refusal).toBeVisible();
    expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
    await shot('limit refusal under the amount at 390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Changing the amount clears the refusal.
    await amount.fill('5');
    await expect(refusal).toHaveCount(0);
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');

    // The same ₦10.00 moved to another of the business's own wallets is not money sent: it moves.
    await page.goto('/account/all-accounts');
    await page.getByRole('button', { name: 'Add wallet' }).click();
    const addDialog = page.getByRole('dialog');
    await addDialog.getByLabel('Wallet name').fill(name);
    await addDialog.getByRole('radio', { name: 'Collection' }).check();
    await addDialog.getByRole('button', { name: 'Create wallet' }).click();
    await expect(page.getByText('Wallet created')).toBeVisible();
    await page.getByTestId('wallet-card').filter({ hasText: 'Main wallet' }).click();
    await expect(page.getByTestId('wallet-detail-balance')).toBeVisible();
    await page.getByRole('button', { name: 'Move money' }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(dialog.getByLabel('To'), name);
    await dialog.getByLabel('Amount (₦)').fill('10');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await confirmWithPin(page, mailbox);
    await expect(page.getByText('Money moved')).toBeVisible();
  } finally {
    const restored = me!.own
      ? await limitsApi(page, 'PATCH', memberPath, me!.own)
      : await limitsApi(page, 'DELETE', memberPath);
    expect(restored.status).toBe(200);
  }
});
