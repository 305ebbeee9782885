// A registered business verifies itself (business information, documents, directors), an operator created with
// `npm run ops -- create-operator` approves it in /ops, and the business's sidebar is no longer dimmed,
// /dashboard opens and Settings → Business information shows the RC number, TIN, address and contact submitted.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newOwner } from '../support/api.ts';
import { ROOT_DIR } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { enterCode, logIn } from '../support/flows.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e5d2f50000000049454e44ae426082',
  'hex',
);

function createOperator(email: string, password: string) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT_DIR, 'scripts/ops.mjs'),
      'create-operator',
      '--email',
      email,
      '--first-name',
      'Ada',
      '--last-name',
      'Obi',
      '--password',
      password,
    ],
    {
      cwd: ROOT_DIR,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    },
  );
  if (result.status !== 0) throw new Error(`create-operator failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

const sidebarDimmed = (page: Page) => page.locator('nav [data-dimmed]');

/** Toasts sit bottom-right, over the page's own bottom-right buttons: wait for them to close (5 s). */
async function closeToasts(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-toast-kind]')).toHaveCount(0, { timeout: 15_000 });
}

test('a registered business is verified by an operator, then the sidebar is no longer dimmed', async ({
  page,
  browser,
  api,
  mailbox,
  shot,
}) => {
  test.setTimeout(180_000);
  const owner = await api.createConfirmedOwner(
    mailbox,
    newOwner({ companyName: `Eze Logistics ${Date.now().toString(36)}` }),
  );
  await logIn(page, mailbox, owner);

  // Unverified: compliance onboarding, with the sidebar dimmed except Verification.
  await expect(page).toHaveURL(/\/compliance\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Verify your business' })).toBeVisible();
  await expect(sidebarDimmed(page).first()).toBeVisible();
  await expect(page.getByTestId('nav-verification')).not.toHaveAttribute('data-dimmed');
  await shot('compliance onboarding');

  await page.getByRole('link', { name: 'Start verification' }).click();
  await expect(page).toHaveURL(/\/compliance\/select-business-type$/);
  await page
    .getByRole('radio', { name: /registered business/i })
    .first()
    .check();
  await shot('select business type');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/compliance\/verification\/registered-business$/);
  await expect(page.getByRole('heading', { name: 'Registered business verification' })).toBeVisible();
  await shot('registered progress');

  // Step 1: business information; the CAC test number for "not found" answers with the server's message.
  await page.getByRole('link', { name: 'Start Business information' }).click();
  await page.getByLabel('Business name (as on your CAC certificate)').fill(owner.companyName);
  await page.getByLabel('CAC RC number').fill('RC0000001');
  await page.getByLabel('Tax identification number (TIN)').fill('12345678-0001');
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Logistics' }).click();
  await page.getByLabel('Street address').fill('12 Adeola Odeku Street');
  await page.getByLabel('City or town').fill('Victoria Island');
  await page.getByRole('combobox', { name: 'State' }).fill('Lag');
  await page.getByRole('option', { name: 'Lagos' }).click();
  await page.getByLabel('Contact email').fill('hello@ezelogistics.ng');
  await page.getByLabel('Contact phone number').fill('08031234567');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('No CAC registration was found for RC0000001').first()).toBeVisible();
  await shot('business information cac not found');
  await page.getByLabel('CAC RC number').fill('RC1234567');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: documents; a file of the wrong type is refused in the Dropzone.
  await expect(page).toHaveURL(/\/business-documents$/);
  await page.getByLabel('Upload CAC certificate').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a document'),
  });
  await expect(page.getByTestId('document-cac_certificate-error')).toHaveText(
    'This file type is not accepted. Upload a PDF, JPEG or PNG file.',
  );
  await shot('documents wrong type');
  await page
    .getByLabel('Upload CAC certificate')
    .setInputFiles({ name: 'cac.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('document-cac_certificate-file')).toContainText('cac.pdf');
  await page
    .getByLabel('Upload Memorandum and articles of association')
    .setInputFiles({ name: 'memart.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('document-memorandum_and_articles-file')).toContainText('memart.pdf');
  await page
    .getByLabel('Upload Proof of address')
    .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('document-proof_of_address-file')).toContainText('bill.png');
  await shot('documents uploaded');
  await closeToasts(page);
  await page.getByRole('link', { name: 'Continue to directors' }).click();

  // Step 3: directors; a BVN under another name is refused with the server's message.
  await expect(page).toHaveURL(/\/directors-information$/);
  await page.getByRole('button', { name: 'Add director' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Ngozi');
  await dialog.getByLabel('Last name').fill('Okeke');
  await dialog.getByLabel('Bank verification number (BVN)').fill('00000000002');
  await dialog.getByRole('button', { name: 'Add director' }).click();
  await expect(dialog.getByText(/The name on record for this BVN is not Ngozi Okeke/)).toBeVisible();
  await shot('director bvn mismatch');
  await dialog.getByLabel('Bank verification number (BVN)').fill('22212345678');
  await dialog.getByRole('button', { name: 'Add director' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('director')).toContainText('Ngozi Okeke');
  await expect(page.getByTestId('director')).toContainText('BVN verified');
  await shot('directors');
  await closeToasts(page);
  await page.getByRole('link', { name: 'Done' }).click();

  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  await shot('all steps complete');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/compliance\/status$/);
  await expect(page.getByTestId('compliance-status')).toHaveAttribute('data-status', 'submitted');
  await shot('status submitted');

  // An operator, created with the ops command, approves it in the console.
  const operator = {
    email: `ops-${Date.now().toString(36)}@paydesk.ng`,
    password: 'Console-Keeper-Ikoyi-77',
  };
  expect(createOperator(operator.email, operator.password)).toContain('Operator created: Ada Obi');
  const console_ = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const ops = await console_.newPage();
  await ops.goto('/ops');
  await expect(ops).toHaveURL(/\/ops\/login$/);
  await ops.getByRole('textbox', { name: 'Email' }).fill(operator.email);
  await ops.getByRole('textbox', { name: 'Password' }).fill(operator.password);
  const since = new Date();
  await ops.getByRole('button', { name: 'Sign in' }).click();
  const codeMail = await mailbox.waitFor(operator.email, { subject: /^Your console code: \d{6}$/, since });
  await shot('ops login code', ops);
  await enterCode(ops, 'Console code', /\d{6}/.exec(codeMail.subject)![0]);
  await expect(ops.getByRole('heading', { name: 'Verification queue' })).toBeVisible();
  const row = ops.getByTestId('queue-row').filter({ hasText: owner.companyName });
  await expect(row).toBeVisible();
  await shot('ops queue', ops);
  await row.getByRole('link', { name: 'Review' }).click();
  await expect(ops.getByRole('heading', { name: owner.companyName })).toBeVisible();
  await ops.getByRole('button', { name: 'Start review' }).click();
  await expect(ops.getByText('In review')).toBeVisible();
  await shot('ops submission', ops);
  await ops.getByRole('button', { name: 'Approve' }).click();
  await ops.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByText('Approved', { exact: true })).toBeVisible();
  await shot('ops approved', ops);
  await console_.close();

  // Back in the business: the status page shows the approval and refreshes the session.
  await page.reload();
  await expect(page.getByTestId('compliance-status')).toHaveAttribute('data-status', 'approved');
  await expect(sidebarDimmed(page)).toHaveCount(0);
  await expect(page.getByTestId('nav-verification')).toHaveCount(0);
  await shot('status approved');
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebarDimmed(page)).toHaveCount(0);
  await shot('dashboard open');

  // The approval filled the business information it submitted (issue 29: it showed "—"), locked on record.
  await page.goto('/settings/info');
  const info = page.getByTestId('business-information');
  const rc = info.getByRole('textbox', { name: 'RC number' });
  await expect(rc).toHaveValue('RC1234567');
  await expect(rc).not.toBeEditable();
  await expect(info.getByRole('textbox', { name: 'Tax identification number' })).toHaveValue('12345678-0001');
  await expect(info.getByRole('textbox', { name: 'Street address' })).toHaveValue('12 Adeola Odeku Street');
  await expect(info.getByRole('textbox', { name: 'Contact email' })).toHaveValue('hello@ezelogistics.ng');
  await shot('business information from verification');
});
