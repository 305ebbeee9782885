// Steps the payroll journeys share: one API call with the signed-in page's own session (to arrange data through
// the API where the journey is not the point), and an employee of a pay group made for one test.
import { expect, type Page } from '@playwright/test';
import { addMonths, demoPayMonth } from '../support/demo.ts';

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

/**
 * What the remittance parties credit an employee by — a Tax ID for PAYE, a PFA (the reference list's first) and an
 * RSA PIN for pension: without them a payroll is blocked before approval.
 */
export const remittanceIdentity = (n = 0) => ({
  taxId: `TIN-${String(Date.now()).slice(-8)}${n}`,
  pfaId: 1,
  rsaPin: `PEN${String(Date.now() + n)
    .slice(-12)
    .padStart(12, '0')}`,
});

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
  ...remittanceIdentity(n),
});

/** The demo's 'Standard staff' pay structure, which the payroll journeys put their own pay groups on. */
export async function standardStructureId(page: Page): Promise<string> {
  const structures = await call<{ docs: Array<{ _id: string; name: string }> }>(
    page,
    'GET',
    '/payroll/pay-structure?page=1&limit=100',
  );
  const standard = structures.docs.find((s) => s.name === 'Standard staff');
  expect(standard, "the demo seeds the 'Standard staff' structure").toBeTruthy();
  return standard!._id;
}

/** A pay group of a test's own with `employeeIds` in it; on 'Standard staff' unless `structure` is false. */
export async function payGroupOf(page: Page, name: string, employeeIds: string[], { structure = true } = {}) {
  const group = await call<{ _id: string }>(page, 'POST', '/payroll/pay-group', {
    name,
    ...(structure ? { pay_structure_id: await standardStructureId(page) } : {}),
  });
  await call(page, 'PATCH', `/payroll/pay-group/${group._id}/assign-employees`, {
    employee_ids: employeeIds,
  });
  return group._id;
}

/**
 * A month after the demo's pay month (`2026-12` for `monthAhead(1)` from 29 October to 28 November 2026), for a
 * journey's own regular run on the demo business: the demo's pay month runs to the 28th (Lagos), it has a run for
 * everyone of each of the twelve months before it and its draft, so one payroll a period refuses any of those months
 * to a run of the journey's pay group.
 */
export const monthAhead = (n: number): string => addMonths(demoPayMonth(), n);

/** A month (`YYYY-MM`, as `monthAhead(n)` names it), first to last day. */
export function monthDays(month: string): { start: string; end: string } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  return { start: `${month}-01`, end: `${month}-${new Date(Date.UTC(year, mm, 0)).getUTCDate()}` };
}

/**
 * The month before the demo's year (`2025-10` from 29 October to 28 November 2026): free for a journey's own run like `monthAhead`, and
 * with no earlier payroll for everyone, so its review compares the run with no demo payroll.
 */
export const monthBeforeDemoYear = () => monthAhead(-13);

/** A payroll run of the pay groups for one month (`2025-09`), created and computed: answers its id. */
export async function computedRun(page: Page, name: string, month: string, groupIds: string[]) {
  const { start, end } = monthDays(month);
  const run = await call<{ _id: string }>(page, 'POST', '/payroll/runs', {
    name,
    periodStart: start,
    periodEnd: end,
    pay_group_ids: groupIds,
  });
  await call(page, 'POST', `/payroll/runs/${run._id}/run`);
  await expect
    .poll(
      async () => (await call<{ state: string }>(page, 'GET', `/payroll/runs/${run._id}/progress`)).state,
      { timeout: 60_000 },
    )
    .toBe('completed');
  return run._id;
}

/**
 * Acknowledges every warning of the run's variance check still unacknowledged (issue 28: approval waits for each),
 * for journeys whose point is not the review step; answers how many.
 */
export async function acknowledgeWarnings(page: Page, runId: string) {
  type Check = { issues: { key: string; severity: string; acknowledgement: unknown }[] };
  const check = await call<Check>(page, 'GET', `/payroll/runs/${runId}/variance`);
  const open = check.issues.filter((i) => i.severity === 'warning' && !i.acknowledgement);
  for (const warning of open)
    await call(page, 'POST', `/payroll/runs/${runId}/variance/acknowledge`, { key: warning.key });
  return open.length;
}

/** A new employee of the demo, `groupEmployee(tag, 1)` with `extra`, added through the API. */
export const addGroupEmployee = (page: Page, tag: string, extra: Record<string, unknown> = {}) =>
  call<{ _id: string; email: string }>(page, 'POST', '/b2b/employer/people/employees', {
    ...groupEmployee(tag, 1),
    ...extra,
  });

/**
 * `employeeIds` in a pay group of their own, their `month` (`2025-09`) computed, submitted with `comment` and its
 * warnings acknowledged, ready for the approver: answers the run's id.
 */
export async function submittedRun(
  page: Page,
  {
    group,
    run,
    month,
    employeeIds,
    comment,
  }: {
    group: string;
    run: string;
    month: string;
    employeeIds: string[];
    comment: string;
  },
) {
  const groupId = await payGroupOf(page, group, employeeIds);
  const runId = await computedRun(page, run, month, [groupId]);
  await call(page, 'POST', `/payroll/runs/${runId}/submit`, { comment });
  await acknowledgeWarnings(page, runId);
  return runId;
}
