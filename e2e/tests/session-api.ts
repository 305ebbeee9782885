// Steps the payroll journeys share: one API call with the signed-in page's own session (to arrange data through
// the API where the journey is not the point), and an employee of a pay group made for one test.
import type { Page } from '@playwright/test';

export /** One API call as the signed-in user (the web's own base path and token). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}');
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          authorization: `Bearer ${session.state?.data?.token}`,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = await response.json().catch(() => ({}));
      if (response.status >= 300)
        throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
      return json.data;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** An employee for a test's own pay group: unique contacts, staff ID and account, ₦300,000 a month, Lagos. */
export const groupEmployee = (tag: string, n: number) => ({
  firstName: `Group${n}`,
  lastName: tag,
  email: `${tag}-${n}@e2e.paydesk.ng`,
  phoneNumber: `0806${String(Date.now() + n).slice(-7)}`,
  staffId: `${tag}-${n}`,
  bankCode: '000015',
  accountNumber: `6${String(Date.now() + n).slice(-7)}${n}${Math.floor(Math.random() * 9)}`,
  grossPay: 30_000_000,
  stateOfResidence: 'Lagos',
});
