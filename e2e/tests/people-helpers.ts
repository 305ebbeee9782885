// Arranging employees through the People API with the signed-in page's own session, when the journey is not about
// adding them; and opening the People pages the way a user does, from the sidebar.
import { expect, type Page } from '@playwright/test';

export interface ArrangedEmployee {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** As stored: '+234…'. */
  phoneNumber: string;
  bankCode: string;
  accountNumber: string;
}

/** Creates `count` employees named '<first> <tag>-<n>' in the signed-in business, through POST …/people/employees;
 *  the n-th in `departments[n - 1]` when given. */
export async function createEmployees(
  page: Page,
  tag: string,
  count: number,
  departments: string[] = [],
): Promise<ArrangedEmployee[]> {
  return page.evaluate(
    async ({ tag, count, departments }) => {
      const session = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}');
      const token = session.state?.data?.token;
      const created = [];
      for (let n = 1; n <= count; n += 1) {
        const response = await fetch('/api/b2b/employer/people/employees', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            firstName: 'Tunde',
            lastName: `${tag}-${n}`,
            email: `${tag}-${n}@e2e.paydesk.ng`,
            phoneNumber: `0803${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7)}`,
            staffId: `${tag}-${n}`,
            bankCode: '000015',
            accountNumber: `30${String(Date.now()).slice(-6)}${n}`.slice(0, 10).padEnd(10, '7'),
            grossPay: 15_000_000,
            ...(departments[n - 1] ? { department: departments[n - 1] } : {}),
          }),
        });
        const body = await response.json();
        if (response.status !== 201 && response.status !== 200)
          throw new Error(`create employee answered ${response.status}: ${JSON.stringify(body)}`);
        created.push(body.data);
      }
      return created;
    },
    { tag, count, departments },
  );
}

export async function openFromSidebar(page: Page, link: 'Employees' | 'Groups') {
  const sidebar = page.getByTestId('sidebar');
  const item = sidebar.getByRole('link', { name: link, exact: true });
  const people = sidebar.getByTestId('nav-group-people');
  // The People group opens by itself on a people page, and the sidebar comes back a moment after a phone-sized
  // viewport returns to a desktop one: toggle it only while it says it is closed (a toggle on a glance at the link
  // closed a group that had just opened), and look again until the link shows.
  await expect(async () => {
    if (!(await item.isVisible()) && (await people.getAttribute('aria-expanded')) !== 'true')
      await people.click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}
