// Notifications (spec §2.6, §7): the bell's unread count, updated live when another login happens (server-sent,
// no reload); the panel's tabs All, Unread and Read with counts; clicking an unread item marks it read; 'Mark all as
// read'.
import type { Page } from '@playwright/test';
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughApi } from '../support/shell.ts';

const bellOf = (page: Page) => page.getByTestId('notification-bell');

/** The unread count the bell announces ('Notifications (3 unread)'), 0 when it shows none. */
async function bellCount(page: Page): Promise<number> {
  const label = (await bellOf(page).getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) unread\)/.exec(label)?.[1] ?? 0);
}

/** The counts on the three tabs, e.g. { all: 5, unread: 2, read: 3 }. */
async function tabCounts(page: Page) {
  const count = async (tab: string) => {
    const text = (await page.getByTestId(`notification-tab-${tab}`).textContent()) ?? '';
    return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN);
  };
  return { all: await count('all'), unread: await count('unread'), read: await count('read') };
}

test('the bell counts unread notifications live; the panel reads one, shows the tabs and marks all as read', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  const bell = bellOf(page);
  // This login wrote a 'New login' notification: at least one is unread.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
  const before = await bellCount(page);
  await expect(bell).toHaveAccessibleName(`Notifications (${before} unread)`);
  await shot('bell with the unread count');

  // Another device logs in: the count goes up on this page without a reload.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await logInThroughApi(api, mailbox, DEMO);
  await expect(bell).toHaveAccessibleName(`Notifications (${before + 1} unread)`, { timeout: 15_000 });
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    'the page was not reloaded',
  ).toBe(true);
  await shot('the count went up live after another login');

  // The panel: tabs with counts; the new login is on top, unread.
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Notifications', { exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-tab-unread')).toHaveText(`Unread (${before + 1})`);
  // The tabs are read one after another while other notifications may arrive live: read them until they agree.
  let start = await tabCounts(page);
  await expect
    .poll(async () => {
      start = await tabCounts(page);
      return start.all - start.unread - start.read;
    })
    .toBe(0);
  expect(start.unread).toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByTestId('notification-tab-all')).toHaveText(`All (${start.all})`);
  await expect(page.getByTestId('notification-tab-read')).toHaveText(`Read (${start.read})`);
  // The list area is 340px high (spec §9).
  expect(Math.round((await page.getByTestId('notification-list').boundingBox())?.height ?? 0)).toBe(340);
  const newest = panel.getByTestId('notification-item').first();
  await expect(newest).toHaveAttribute('data-unread', /.*/);
  await expect(newest).toContainText('New login to your account from');
  await shot('panel: all tab');

  // Unread tab: only unread items.
  await page.getByTestId('notification-tab-unread').click();
  await expect(page.getByTestId('notification-tab-unread')).toHaveAttribute('aria-selected', 'true');
  const unreadItems = panel.getByTestId('notification-item');
  await expect(unreadItems.first()).toBeVisible();
  expect(await unreadItems.count()).toBe(Math.min(start.unread, 20));
  for (const item of await unreadItems.all()) await expect(item).toHaveAttribute('data-unread', /.*/);
  await shot('panel: unread tab');

  // Clicking an unread item marks it read (PATCH …/notifications/{id}) and refreshes the list and counts.
  const markOne = page.waitForResponse(
    (r) =>
      /\/api\/b2b\/employer\/notifications\/[^/]+$/.test(new URL(r.url()).pathname) &&
      r.request().method() === 'PATCH',
  );
  await unreadItems.first().click();
  expect((await markOne).status()).toBe(200);
  await expect(page.getByTestId('notification-tab-unread')).toHaveText(`Unread (${start.unread - 1})`);
  await expect(page.getByTestId('notification-tab-read')).toHaveText(`Read (${start.read + 1})`);
  await expect(page.getByTestId('notification-tab-all')).toHaveText(`All (${start.all})`);
  await expect(bell).toHaveAccessibleName(
    start.unread - 1 > 0 ? `Notifications (${start.unread - 1} unread)` : 'Notifications',
  );
  await shot('one item marked read');

  // Read tab: only read items, the one just read among them.
  await page.getByTestId('notification-tab-read').click();
  const readItems = panel.getByTestId('notification-item');
  await expect(readItems.first()).toBeVisible();
  for (const item of await readItems.all()) await expect(item).toHaveAttribute('data-read', /.*/);
  await expect(readItems.first()).toContainText('New login to your account from');

  // 'Mark all as read' (PATCH …/mark-all-read with an empty payload).
  await page.getByTestId('notification-tab-all').click();
  const markAll = page.waitForRequest(
    (r) => r.url().endsWith('/api/b2b/employer/notifications/mark-all-read') && r.method() === 'PATCH',
  );
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  const body = (await markAll).postData();
  expect(body === null || body === '' || body === '{}', `mark all read payload: ${body}`).toBe(true);
  await expect(page.getByTestId('notification-tab-unread')).toHaveText('Unread (0)');
  await expect(page.getByTestId('notification-tab-read')).toHaveText(`Read (${start.all})`);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  for (const item of await panel.getByTestId('notification-item').all())
    await expect(item).toHaveAttribute('data-read', /.*/);
  await page.getByTestId('notification-tab-unread').click();
  await expect(panel.getByTestId('notifications-empty')).toHaveText('You are all caught up.');
  await shot('all read: unread tab is empty');

  // Still read after a reload (the server kept it), and the next login counts again, live.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications');
  await logInThroughApi(api, mailbox, DEMO);
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)', { timeout: 15_000 });
  await shot('a later login shows 1 unread');
});
