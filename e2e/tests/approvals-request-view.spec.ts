// Issue 29, honest states: an approval request for a bank transfer says its money in naira (the fee too), its bank by
// name, no internal key (the idempotency key, the bank's code), names who may decide each stage, and the list shows
// the amount its title states. The workflow (a narrow range no other journey sends) and the administrator's transfer
// are arranged through the API, once (a retry finds them); the owner reads the request in the approvals dashboard.
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { settledPageWidth } from '../support/phone-overflow.ts';
import { arrangeTransferAwaitingOwner, person } from './approvals-helpers.ts';

const AMOUNT = 263_417_00;
const initiator = person('Sade', 'Alabi');

test('a transfer request shows naira, bank names, named approvers and no internal keys', async ({
  api,
  mailbox,
  page,
  shot,
}) => {
  await arrangeTransferAwaitingOwner(api, mailbox, { amount: AMOUNT, naira: '₦263,417', initiator });

  await logInAsDemo(page, mailbox, '/approvals/dashboard');
  const row = page.getByRole('row').filter({ hasText: '₦263,417.00' }).first();
  await expect(row).toBeVisible();
  // The list's amount is the title's.
  await expect(row.getByText(/^Transfer ₦263,417\.00 to /)).toBeVisible();
  await row.click();
  const drawer = page.getByTestId('request-drawer');
  await expect(drawer.getByTestId('request-amount')).toHaveText('₦263,417.00');
  const details = drawer.getByTestId('request-payload');
  await expect(details).toContainText(/Fee\s*₦\d[\d,]*\.\d\d/);
  await expect(details).toContainText('Bank');
  await expect(details).toContainText('GTBANK PLC');
  await expect(details).not.toContainText(/idempotency|000013/i);
  await expect(details).not.toContainText(/Fee\s*\d/);
  await expect(drawer.getByTestId('request-stage-approvers')).toHaveText(`Any one of: ${DEMO.memberName}`);
  await shot('transfer request at 1440');
  // On a phone the same request reads whole, with no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(drawer.getByTestId('request-amount')).toHaveText('₦263,417.00');
  expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
  await shot('transfer request at 390');
});

// Issue 29, a living demo: the seeded history has a request approved by both stages that ran — done, when, the
// reference of the money it moved, and who approved each stage.
test('the demo shows a request approved by both stages and done, with its reference', async ({
  mailbox,
  page,
  shot,
}) => {
  await logInAsDemo(page, mailbox, '/approvals/dashboard');
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('row').filter({ hasText: 'Move ₦600,000.00 between own wallets' }).click();
  const drawer = page.getByTestId('request-drawer');
  await expect(drawer.getByTestId('request-outcome')).toHaveText(
    /Done on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}, reference MOV-\S+\./,
  );
  await expect(drawer).toContainText('Tunde Bakare approved');
  await expect(drawer).toContainText(`${DEMO.memberName} approved`);
  await shot('executed request');
});
