// Issue 17: editing a role with an unknown id spun forever after the API's 404. Every detail page says the record
// does not exist and leads back to its list.
import { randomUUID } from 'node:crypto';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

const DETAIL_PAGES = [
  {
    path: `/settings/team-management/roles/edit/${randomUUID()}/details`,
    message: 'This role does not exist, or it belongs to another business.',
    back: 'Back to roles',
    list: /\/settings\/team-management\/roles$/,
  },
  {
    path: `/settings/administrators/edit/${randomUUID()}`,
    message: 'This administrator does not exist, or they belong to another business.',
    back: 'Back to administrators',
    list: /\/settings\/administrators$/,
  },
  {
    path: `/account/all-accounts/${randomUUID()}`,
    message: 'This wallet does not exist, or it belongs to another business.',
    back: 'All accounts',
    list: /\/account\/all-accounts$/,
  },
  {
    path: `/people/employees/edit/${randomUUID()}/adaeze-nwosu`,
    message: 'This employee does not exist, or they belong to another business.',
    back: 'Back to employees',
    list: /\/people\/employees$/,
  },
  {
    path: `/people/groups/group-details/${randomUUID()}`,
    message: 'This group does not exist, or it belongs to another business.',
    back: 'Back to groups',
    list: /\/people\/groups$/,
  },
];

test('detail pages of unknown records say so and lead back to their list', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  for (const detail of DETAIL_PAGES) {
    await page.goto(detail.path);
    const state = page.getByTestId('not-found-state');
    await expect(state.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(state.getByText(detail.message)).toBeVisible();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    await shot(`not found ${detail.back}`);
    await state.getByRole('link', { name: detail.back }).click();
    await expect(page).toHaveURL(detail.list);
  }
});

test('on a phone the breadcrumb above the page leads back without repeating its title', async ({
  page,
  mailbox,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsDemo(page, mailbox, '/settings/team-management');
  await expect(page.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();
  const crumbs = page.getByTestId('mobile-breadcrumb');
  await expect(crumbs.getByTestId('breadcrumb-back')).toHaveText('Settings');
  await expect(crumbs).not.toContainText('Team Management');
});
