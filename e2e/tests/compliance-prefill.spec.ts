// Issue 17: compliance asked again for what sign-up collected. The business type comes preselected, and the
// business-information step starts with the business name, contact email and phone given at sign-up.
import { newOwner } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/flows.ts';

test('compliance starts from what sign-up collected', async ({ page, api, mailbox, shot }) => {
  const owner = await api.createConfirmedOwner(
    mailbox,
    newOwner({ companyName: `Okoro Bakeries ${Date.now().toString(36)}` }),
  );
  await logIn(page, mailbox, owner);
  await expect(page).toHaveURL(/\/compliance\/onboarding$/);
  await page.getByRole('link', { name: 'Start verification' }).click();
  await expect(page.getByRole('radio', { name: /registered business/i }).first()).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Start Business information' }).click();
  await expect(page.getByLabel('Business name (as on your CAC certificate)')).toHaveValue(owner.companyName);
  await expect(page.getByLabel('Contact email')).toHaveValue(owner.email);
  await expect(page.getByLabel('Contact phone number')).toHaveValue(owner.phoneNumber);
  await shot('business information prefilled');
});
