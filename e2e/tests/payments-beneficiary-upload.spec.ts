// Issue 12, bulk beneficiaries (spec §3, §8): a CSV confirmed by an emailed code. A wrong code is counted on screen
// from 0 and not toasted; the right code saves the good rows, lists the rows in error, and resets the counter.
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { sixDigits } from '../support/mailbox.ts';

const stamp = String(Date.now()).slice(-8);

test('a bulk beneficiary upload counts a wrong code and saves with the right one', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox, '/payments/beneficiaries/bulk-upload');
  const dialog = page.getByRole('dialog');
  const csv = ['bankCode,accountNumber,nickname', `000015,46${stamp},Cleaner`, '999,12,Broken'].join('\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'beneficiaries.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  const mail = await mailbox.waitFor(DEMO.email, { subject: /^Your beneficiaries upload code/, since });
  const code = sixDigits(mail.subject);
  const counter = dialog.getByTestId('wrong-code-count');
  await expect(counter).toHaveText('Wrong code entered 0 times');

  const wrong = code === '111111' ? '222222' : '111111';
  await page.getByLabel('Code from your email, digit 1 of 6', { exact: true }).click();
  await page.keyboard.type(wrong, { delay: 30 });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(counter).toHaveText('Wrong code entered 1 time');
  await expect(dialog.getByRole('alert')).toHaveText('Error: Otp does not match');
  await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);
  await shot('wrong code counted');

  await page.getByLabel('Code from your email, digit 1 of 6', { exact: true }).click();
  await page.keyboard.type(code, { delay: 30 });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const result = dialog.getByTestId('beneficiary-upload-result');
  await expect(result).toContainText('1 added.');
  await expect(result).toContainText('Row 3');
  await expect(counter).toHaveText('Wrong code entered 0 times');
  await shot('uploaded with one row in error');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId(`beneficiary-row-46${stamp}`)).toContainText('Cleaner');
});
