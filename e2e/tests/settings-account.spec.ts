// Settings (issue 16): change the password and see the other browser's session end; revoke a session; update the
// profile and photo and see them in the header's profile menu; screenshots at 1440×900 and 390×844.
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import type { Api } from '../support/api.ts';
import { DEMO, logInWithApi } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { type Mailbox, sixDigits } from '../support/mailbox.ts';
import { addAdministrator, person, signInApi } from './approvals-helpers.ts';

const NEW_PASSWORD = 'Victoria-Island-Tide-88';

// Each journey signs in two or three people with emailed codes; on a loaded machine that passes the default minute.
test.describe.configure({ timeout: 180_000 });

/** A real 64×64 PNG (one colour), made here so the upload passes the server's content and size checks. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0)]);
  for (let x = 0; x < size; x++) row.set([30, 120, 200], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A member of the verified demo business (the settings pages sit behind verification): the demo owner invites an
 * administrator, who sets a password from the emailed link, through the API (team-administrators.spec.ts is the
 * journey of those pages).
 */
async function verifiedMember(api: Api, mailbox: Mailbox) {
  const member = person('Tunde', 'Bakare');
  await addAdministrator(api, mailbox, await signInApi(api, mailbox, DEMO), member);
  return member;
}

/**
 * The member signed in on another device (its own browser context, at `viewport`), through the API's two login
 * stages: the login pages are the journey of their own specs.
 */
async function ownerIn(
  browser: Browser,
  mailbox: Mailbox,
  owner: { email: string; password: string },
  viewport = { width: 1440, height: 900 },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await logInWithApi(page, mailbox, owner);
  return { context, page };
}

/** Types into a labelled PinInput ('<label>, digit 1 of N'). */
async function typeDigits(page: Page, label: string, digits: string) {
  await page.getByLabel(`${label}, digit 1 of ${digits.length}`, { exact: true }).click();
  await page.keyboard.type(digits, { delay: 30 });
}

async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  return page.getByTestId('profile-menu');
}

test('change the password: the other browser’s session ends, the toast says Password Update', async ({
  page,
  api,
  browser,
  mailbox,
  shot,
}) => {
  const owner = await verifiedMember(api, mailbox);
  const other = await ownerIn(browser, mailbox, owner);
  await logInWithApi(page, mailbox, owner, '/settings/login-security');
  await expect(page.getByRole('heading', { name: 'Login & Security', level: 1 })).toBeVisible();
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await shot('login and security');

  // A wrong current password: a field message, nothing changes.
  const section = page.getByTestId('password-section');
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Your current password is incorrect')).toBeVisible();
  await shot('wrong current password');

  await section.getByLabel('Current password').fill(owner.password);
  await section.getByRole('button', { name: 'Change password' }).click();
  const toast = page.locator('[data-toast-kind="success"]').filter({ hasText: 'Password Update' });
  await expect(toast).toContainText(
    'Your password has been updated. Every other session has been signed out.',
  );
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await shot('password updated');

  // The other browser is signed out at its next call.
  await other.page.goto('/settings/profile');
  await expect(other.page).toHaveURL(/\/login$/);
  await shot('other browser signed out', other.page);
  await other.context.close();
});

test('revoke a session from the list, and sign out all others', async ({
  page,
  api,
  browser,
  mailbox,
  shot,
}) => {
  const owner = await verifiedMember(api, mailbox);
  const phone = await ownerIn(browser, mailbox, owner, { width: 390, height: 844 });
  const laptop = await ownerIn(browser, mailbox, owner);
  await logInWithApi(page, mailbox, owner, '/settings/login-security');
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(3);

  await rows.filter({ hasNotText: 'This device' }).first().getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Session signed out')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await shot('one session revoked');

  await page.getByTestId('revoke-others').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('This device');

  for (const other of [phone, laptop]) {
    await other.page.goto('/settings/profile');
    await expect(other.page).toHaveURL(/\/login$/);
    await other.context.close();
  }
  // The history lists the three logins.
  await expect(page.getByTestId('login-history-row')).toHaveCount(3);
  await shot('sessions and history');
});

test('update the profile and photo and see them in the header; every settings page at 1440×900 and 390×844', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  const owner = await verifiedMember(api, mailbox);
  await logInWithApi(page, mailbox, owner, '/settings/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await page.getByLabel('First name').fill('Folake');
  await page.getByLabel('Job title').fill('Head of Finance');
  await page.getByTestId('save-profile').click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('Photo updated')).toBeVisible();
  await expect(page.getByTestId('photo-preview').locator('img')).toBeVisible();
  await shot('profile with photo');

  const menu = await openProfileMenu(page);
  await expect(menu).toContainText(`Folake ${owner.lastName}`);
  await expect(menu.getByTestId('member-photo')).toHaveAttribute('data-has-photo', 'true');
  await expect(menu.getByTestId('member-photo').locator('img')).toBeVisible();
  await shot('photo in the profile menu');
  await page.keyboard.press('Escape');

  // A file that is not an image is refused by content, whatever its name says.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not an image') });
  await expect(page.locator('[data-toast-kind="error"]')).toContainText('content');

  for (const [path, heading] of [
    ['/settings/profile', 'Profile'],
    ['/settings/info', 'Company Details'],
    ['/settings/preferences', 'Preferences'],
    ['/settings/login-security', 'Login & Security'],
  ] as const) {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
      await shot(`${heading} ${viewport.width}`);
    }
  }
});

test('the default source wallet of Preferences is the one Move money starts from', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  const member = await verifiedMember(api, mailbox);
  await logInWithApi(page, mailbox, member, '/account/all-accounts');
  const name = `Float ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add wallet' }).click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByLabel('Wallet name').fill(name);
  await addDialog.getByRole('radio', { name: 'Collection' }).check();
  await addDialog.getByRole('button', { name: 'Create wallet' }).click();
  await expect(page.getByText('Wallet created')).toBeVisible();

  await page.goto('/settings/preferences');
  await page.getByRole('combobox', { name: 'Default source wallet' }).click();
  await page.getByRole('option', { name }).click();
  await page.getByTestId('save-preferences').click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await shot('default source chosen');

  // The preferences answer only after the dialog has opened (a slow network): it still starts from the default.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const preferencesRead = '**/api/b2b/settings/preferences';
  await page.route(preferencesRead, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  await page.goto('/account/all-accounts');
  await page.getByRole('button', { name: 'Move money' }).click();
  await expect(page.getByRole('dialog').getByLabel('From')).toBeVisible();
  answer();
  await expect(page.getByRole('dialog').getByLabel('From').locator('option:checked')).toContainText(name);
  await page.unroute(preferencesRead);
  await shot('move money starts from it');
  await page.keyboard.press('Escape');

  // A transfer starts from it too.
  await page.goto('/payments/transfers/instant-transfers');
  await expect(page.getByTestId('transfer-source').locator('option:checked')).toContainText(name);

  // Amounts in whole naira: the shared formatter honours it, the header balance first.
  await page.goto('/settings/preferences');
  await page.getByRole('radio', { name: 'Whole naira (₦1,235)' }).check();
  await page.getByTestId('save-preferences').click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  const balance = page.getByTestId('wallet-balance-chip').getByTestId('wallet-balance-amount');
  await expect(balance).toHaveText(/^₦[\d,]+$/);
  await page.goto('/payments/transfers/instant-transfers');
  await expect(page.getByTestId('transfer-source').locator('option:checked')).toHaveText(/· ₦[\d,]+$/);
  await shot('amounts in whole naira');
});

test('the transaction PIN is created on Login & Security with an emailed code', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  const member = await verifiedMember(api, mailbox);
  await logInWithApi(page, mailbox, member, '/settings/login-security');
  const section = page.getByTestId('pin-section');
  await expect(section.getByTestId('pin-state')).toHaveText('No PIN yet');
  await section.getByRole('button', { name: 'Create your transaction PIN' }).click();
  const dialog = page.getByRole('dialog');
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  const mail = await mailbox.waitFor(member.email, { subject: /^Your transaction PIN code/, since });
  await typeDigits(page, 'Code from your email', sixDigits(mail.textBody));
  await typeDigits(page, 'New PIN', '1234');
  await typeDigits(page, 'Confirm new PIN', '1234');
  await expect(dialog.getByText('Choose a PIN that is not a run of digits like 1234')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save PIN' })).toBeDisabled();
  await typeDigits(page, 'New PIN', '2580');
  await typeDigits(page, 'Confirm new PIN', '2580');
  await expect(dialog.getByText('Choose a PIN that is not a run of digits like 1234')).toHaveCount(0);
  await shot('pin entered');
  await dialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Transaction PIN saved')).toBeVisible();
  await expect(section.getByTestId('pin-state')).toHaveText('PIN set');
  await expect(section.getByRole('button', { name: 'Reset your transaction PIN' })).toBeVisible();
  await shot('pin set');
});
