// Every page of the spec is reachable by clicking (issue 29): from the dashboard, clicking only (sidebar, its groups,
// the phone menu, tabs, table links and row menus, and Back), the owner reaches every logged-in route of spec §2.3,
// at 1440 and at 390 px; a thin custom role reaches exactly the pages it may open and no click ends on the 401 or
// 404 page. The few routes that are a step of a form (reached by submitting the step before) or the landing of an
// outside flow are named below with the reason, and each has its own journey.
import { AUTH_PATHS, TEAM_PATHS } from '../../packages/contracts/src/index.ts';
import type { Api } from '../support/api.ts';
import { clickWalk, SPEC_PATTERNS, type WalkResult } from '../support/click-walk.ts';
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, type Shot, test } from '../support/fixtures.ts';
import { logIn } from '../support/flows.ts';
import { linkIn, type Mailbox } from '../support/mailbox.ts';
import { person, signInApi } from '../tests/approvals-helpers.ts';

const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 }, phone: false },
  { name: '390', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** Routes not reached by a link, each for a reason a person would recognise. */
const NOT_A_LINK: Record<string, string> = {
  '/': 'the dashboard at the site root: the walk starts on /dashboard, which it is',
};

const kinds = (walk: WalkResult) => new Set(walk.visits.map((v) => v.path).map((p) => specRouteOf(p) ?? p));
const specRouteOf = (path: string) => SPEC_PATTERNS.find((p) => p.regex.test(path))?.route;

function report(walk: WalkResult) {
  return walk.visits
    .map((v) => `${v.path}  ⇐  ${v.chain.map((c) => c.href).join(' → ') || '(start)'}`)
    .join('\n');
}

for (const size of SIZES) {
  test(`the owner reaches every spec route by clicking, at ${size.name} px`, async ({
    page,
    mailbox,
    shot,
  }) => {
    test.setTimeout(900_000);
    await page.setViewportSize(size.viewport);
    await logInAsDemo(page, mailbox);
    const walk = await clickWalk(page, { phone: size.phone });
    await test.info().attach('walk.txt', { body: report(walk), contentType: 'text/plain' });
    const reached = kinds(walk);
    const missing = SPEC_PATTERNS.map((p) => p.route).filter((r) => !reached.has(r) && !NOT_A_LINK[r]);
    expect(walk.deadEnds, 'links that end on the 401 or 404 page').toEqual([]);
    expect(missing.sort(), 'spec routes no click reaches').toEqual([]);
    await shot(`the last page of the walk at ${size.name} px`);
  });
}

/** A custom role with a handful of permissions, a member holding it with a password; answers the member. */
async function thinMember(api: Api, mailbox: Mailbox) {
  const ownerToken = await signInApi(api, mailbox, DEMO);
  const id = Date.now().toString(36);
  const role = await api.call<{ _id: string }>('POST', TEAM_PATHS.roles, {
    token: ownerToken,
    body: {
      name: `Wage desk ${id}`,
      description: 'Looks at people, withdrawals and payment notes',
      permissions: [
        'dashboard.view',
        'people.employees.view',
        'people.groups.view',
        'people.withdrawals.view',
        'payments.invoices.view',
      ],
    },
  });
  expect(role.status, role.message).toBe(201);
  const member = person('Bisi', 'Lawal');
  const since = new Date();
  const invited = await api.call('POST', TEAM_PATHS.invite, {
    token: ownerToken,
    body: {
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      role: 'custom',
      roleId: role.data._id,
    },
  });
  expect(invited.status, invited.message).toBe(201);
  const mail = await mailbox.waitFor(member.email, { subject: /^You are invited to/, since });
  const token = new URL(linkIn(mail.textBody, '/create-your-password/')).pathname.split('/').pop() ?? '';
  const created = await api.post(AUTH_PATHS.memberCreatePassword, {
    token,
    password: member.password,
    password_confirmation: member.password,
  });
  expect(created.status, created.message).toBe(200);
  return member;
}

/** What the thin role may open: its lists and their detail pages, and the settings every member has. */
const THIN_ROLE_PAGES = [
  '/dashboard',
  '/people/employees',
  '/invited-employees',
  '/people/employees/accepted',
  '/people/employees/crm',
  '/people/employees/ERA',
  '/people/employees/edit/:id',
  '/people/groups',
  '/people/groups/details/:id',
  '/people/groups/group-details/:id',
  '/withdrawals',
  '/payment-note',
  '/payment-note/details/:invoiceId',
  '/payment-history',
  '/settings/profile',
];

for (const size of SIZES) {
  test(`a thin custom role sees only what it may open, at ${size.name} px`, async ({
    page,
    api,
    mailbox,
    shot,
  }) => {
    test.setTimeout(600_000);
    const member = await thinMember(api, mailbox);
    await page.setViewportSize(size.viewport);
    await logIn(page, mailbox, member);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openMenuForShot(page, size.phone, shot);
    const walk = await clickWalk(page, { phone: size.phone });
    await test.info().attach('walk.txt', { body: report(walk), contentType: 'text/plain' });
    expect(walk.deadEnds, 'links that end on the 401 or 404 page').toEqual([]);
    const reached = [...kinds(walk)];
    for (const route of THIN_ROLE_PAGES) expect(reached, `${route} is reached`).toContain(route);
    const beyond = reached.filter(
      (r) => !THIN_ROLE_PAGES.includes(r) && !/^\/settings\/(login-security|preferences)$/.test(r),
    );
    expect(beyond, 'pages outside the role').toEqual([]);
  });
}

/** The sidebar (or the phone menu) as the member sees it. */
async function openMenuForShot(page: import('@playwright/test').Page, phone: boolean, shot: Shot) {
  if (!phone) {
    await page.getByTestId('nav-group-people').click();
    await shot('thin role: the sidebar');
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await shot('thin role: the phone menu');
  await page.keyboard.press('Escape');
}
