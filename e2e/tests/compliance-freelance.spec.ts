// A freelance business (not registered) verifies its owner's identity with the code sent by SMS to the phone on
// record — read from the dev mailbox, where phone messages sit beside the emails — then its address, and submits.
import type { Page } from '@playwright/test';
import { newOwner } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { enterCode, logIn } from '../support/flows.ts';

// Sandbox KYC (docs/sandbox.md): the phone on record ends with the number's last 8 digits.
const BVN = '22287654321';

interface PhoneMessage {
  id: string;
  channel: string;
  to: string;
  subject: string;
  textBody: string;
  createdAt: string;
}

/** The newest SMS to the phone of BVN written after `since`, from the dev mailbox. */
async function smsCode(baseURL: string, since: Date): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(new URL('/dev/mailbox/api/messages?limit=100', baseURL));
        const { data } = (await response.json()) as { data: PhoneMessage[] };
        const sms = data.find(
          (m) =>
            m.channel === 'sms' &&
            m.to.endsWith(BVN.slice(-8)) &&
            Date.parse(m.createdAt) >= since.getTime() - 1000,
        );
        code = sms ? (/\b(\d{6})\b/.exec(sms.textBody)?.[1] ?? '') : '';
        return code;
      },
      { message: 'an SMS code in the dev mailbox', timeout: 15_000, intervals: [200, 500] },
    )
    .not.toBe('');
  return code;
}

async function closeToasts(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-toast-kind]')).toHaveCount(0, { timeout: 15_000 });
}

test('a freelance business confirms its identity with the code from the mailbox and submits', async ({
  page,
  api,
  mailbox,
  shot,
  baseURL,
}) => {
  const owner = await api.createConfirmedOwner(
    mailbox,
    newOwner({ businessType: 'freelance business (not registered)', companyName: 'Chiamaka Designs' }),
  );
  await logIn(page, mailbox, owner);
  await expect(page).toHaveURL(/\/compliance\/onboarding$/);
  await page.getByRole('link', { name: 'Start verification' }).click();

  // The type given at sign-up is already chosen.
  await expect(page.getByRole('radio', { name: /Freelance business \(not registered\)/ })).toBeChecked();
  await shot('select business type');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Freelance business verification' })).toBeVisible();
  await shot('freelance progress');

  await page.getByRole('link', { name: 'Start Business information' }).click();
  await page.getByLabel('Business name').fill('Chiamaka Designs');
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Professional services' }).click();
  await page.getByLabel('Contact email').fill('studio@chiamaka.ng');
  await page.getByLabel('Contact phone number').fill('08031234567');
  await shot('business information');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Identity: a number with no record first, then the owner's BVN by SMS.
  await expect(page).toHaveURL(/\/identity$/);
  await page.getByLabel('Bank verification number (BVN)').fill('00000000001');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('No record was found for this BVN. Check the 11 digits and try again.').first(),
  ).toBeVisible();
  await shot('identity not found');
  await page.getByLabel('Bank verification number (BVN)').fill(BVN);
  await page.getByRole('radio', { name: 'SMS' }).check();
  const since = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a 6-digit code by SMS to \*+4321/)).toBeVisible();
  await shot('identity code sent');
  const code = await smsCode(baseURL!, since);
  await enterCode(page, 'Verification code', code);

  // Address, then submit.
  await expect(page).toHaveURL(/\/address$/);
  await page.getByLabel('Street address').fill('4 Bode Thomas Street');
  await page.getByLabel('City or town').fill('Surulere');
  await page.getByRole('combobox', { name: 'State' }).fill('Lag');
  await page.getByRole('option', { name: 'Lagos' }).click();
  await shot('address');
  await closeToasts(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/compliance\/verification\/unregistered-business$/);
  await expect(page.getByTestId('step-identity')).toContainText('Completed');
  await shot('all steps complete');
  await closeToasts(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/compliance\/status$/);
  await expect(page.getByTestId('compliance-status')).toHaveAttribute('data-status', 'submitted');
  await shot('status submitted');

  // Until it is verified, other pages still lead back to verification (spec §4 rule 3 comes first).
  await page.goto('/payroll');
  await expect(page).toHaveURL(/\/compliance\/onboarding$/);
});
