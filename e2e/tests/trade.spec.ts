// Trade finance (issue 16): the demo business requests an advance on an invoice with its document from /trade, an
// operator (created with `npm run ops -- create-operator`) reviews and approves it in /ops, and the business sees it
// disbursed with its wallet credited, exports the disbursed advances as CSV, then repays part of it with the PIN.
// Screens at 1440 and 390 px.
import { readFileSync } from 'node:fs';
import { lagosToday, pickDate } from '../support/date-field.ts';
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { enterCode } from '../support/flows.ts';
import { createOperator } from '../support/operators.ts';
import { chipBalance, confirmWithPin } from './wallets-helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('request a trade advance with a document, an operator approves it, the business sees it disbursed', async ({
  page,
  browser,
  mailbox,
  shot,
}) => {
  test.setTimeout(240_000);
  await logInAsDemo(page, mailbox);
  const before = await chipBalance(page);

  // /trade from the sidebar: the demo's seeded advances and the total outstanding.
  await page.getByTestId('nav-trade').click();
  await expect(page).toHaveURL(/\/trade$/);
  await expect(page.getByRole('heading', { name: 'Trade', exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('trade-row').first()).toBeVisible();
  await shot('trade list, 1440');

  // The request form: errors first, then a real request with its PDF.
  const invoiceNumber = `INV-E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('button', { name: 'Request an advance' }).first().click();
  const form = page.getByRole('dialog', { name: 'Request an advance' });
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(form.getByText('Buyer name is required')).toBeVisible();
  await shot('request form errors');
  await form.getByLabel('Buyer name').fill('Shoprite Nigeria Ltd');
  await form.getByLabel('Buyer email').fill('payables@shoprite.example');
  await form.getByLabel('Invoice number').fill(invoiceNumber);
  await form.getByLabel('Invoice amount (₦)').fill('1,000,000');
  const today = lagosToday();
  const inThirtyDays = new Date(Date.parse(`${today}T12:00:00Z`) + 30 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await pickDate(form, 'Issue date', today);
  await pickDate(form, 'Due date', inThirtyDays);
  await form.getByLabel('Invoice document').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(form.getByTestId('trade-document-name')).toHaveText('invoice.pdf');
  await form.getByLabel('Advance requested (₦)').fill('900,000');
  await expect(form.getByText('At most ₦800,000.00 (80% of the invoice)')).toBeVisible();
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(form.getByText('You can ask for up to 80% of the invoice amount')).toBeVisible();
  await form.getByLabel('Advance requested (₦)').fill('750,000');
  await shot('request form filled');
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Advance requested. We will review your invoice')).toBeVisible();
  const details = page.getByTestId('trade-details');
  await expect(page.getByRole('dialog', { name: `Trade advance · ${invoiceNumber}` })).toBeVisible();
  await expect(details.getByTestId('trade-status')).toHaveText('Submitted');
  await shot('request submitted');
  await page.keyboard.press('Escape');

  // The operator signs in to the console and approves ₦700,000 from the Trade queue.
  const operator = {
    email: `ops-trade-${Date.now().toString(36)}@paydesk.ng`,
    password: 'Console-Keeper-Ikoyi-77',
  };
  createOperator({ ...operator, firstName: 'Ada', lastName: 'Obi', passwordBy: 'flag' });
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const ops = await context.newPage();
  await ops.goto('/ops/login');
  await ops.getByRole('textbox', { name: 'Email' }).fill(operator.email);
  await ops.getByRole('textbox', { name: 'Password' }).fill(operator.password);
  const since = new Date();
  await ops.getByRole('button', { name: 'Sign in' }).click();
  const codeMail = await mailbox.waitFor(operator.email, { subject: /^Your console code: \d{6}$/, since });
  await enterCode(ops, 'Console code', /\d{6}/.exec(codeMail.subject)![0]);
  await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Trade' }).click();
  await expect(ops.getByRole('heading', { name: 'Trade advances' })).toBeVisible();
  const row = ops.getByTestId('ops-trade-row').filter({ hasText: invoiceNumber });
  await expect(row).toBeVisible();
  await shot('ops trade queue', ops);
  await row.click();
  await expect(ops.getByRole('heading', { name: `${DEMO.company} · ${invoiceNumber}` })).toBeVisible();
  await expect(ops.getByRole('button', { name: /Download invoice \(invoice\.pdf\)/ })).toBeVisible();
  await ops.getByRole('button', { name: 'Start review' }).click();
  await expect(ops.getByText('Under review')).toBeVisible();
  await ops.getByLabel('Amount to approve (₦)').fill('800,000.01');
  await ops.getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByText('Enter an amount up to ₦800,000.00')).toBeVisible();
  await ops.getByLabel('Amount to approve (₦)').fill('700,000');
  await shot('ops review', ops);
  await ops.getByRole('button', { name: 'Approve' }).click();
  await ops.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByText(`₦700,000.00 disbursed to ${DEMO.company}`)).toBeVisible();
  await expect(ops.getByText('Disbursed', { exact: true })).toBeVisible();
  await shot('ops approved', ops);
  await context.close();

  // The business sees it disbursed and its wallet credited.
  await page.reload();
  const mine = page.getByTestId('trade-row').filter({ hasText: invoiceNumber });
  await expect(mine.getByTestId('trade-status')).toHaveText('Disbursed');
  await expect(async () => {
    await page.reload();
    expect(await chipBalance(page)).toBe(before + 700_000_00);
  }).toPass({ timeout: 20_000 });

  // The list's CSV export takes its status filter: the disbursed tab exports the new advance, all rows disbursed.
  await page.locator('.mantine-SegmentedControl-label', { hasText: /^Disbursed$/ }).click();
  await expect(page).toHaveURL(/status=disbursed/);
  await expect(mine).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('trade-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^trade-advances-disbursed-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toMatch(/^Reference,Invoice number,Buyer,/);
  const line = csv.find((l) => l.includes(invoiceNumber));
  expect(line).toContain(
    'Shoprite Nigeria Ltd,payables@shoprite.example,1000000.00,750000.00,700000.00,21000.00',
  );
  expect(csv.slice(1).every((l) => l.includes(',Disbursed,'))).toBe(true);

  await mine.click();
  await expect(details.getByText('Disbursed to your main wallet')).toBeVisible();
  await expect(details).toContainText('₦721,000.00'); // outstanding: ₦700,000 + 3% fee
  await shot('advance disbursed, 1440');

  // Repay ₦21,000 of it with the PIN.
  await details.getByTestId('trade-repay').click();
  const repay = page.getByRole('dialog', { name: 'Repay the advance' });
  await repay.getByLabel('Amount (₦)').fill('21,000');
  await repay.getByRole('button', { name: 'Repay', exact: true }).click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByText('Repayment received')).toBeVisible();
  await expect(details).toContainText('₦700,000.00');
  await expect(details.getByText('Repaid ₦21,000.00')).toBeVisible();
  await shot('advance part repaid');

  await page.setViewportSize({ width: 390, height: 844 });
  await shot('advance details, 390');
  await page.keyboard.press('Escape');
  await shot('trade list, 390');
  await page.setViewportSize({ width: 1440, height: 900 });
});
