// Every page of the spec is reachable by clicking (issue 29): from the dashboard, clicking only (sidebar, its groups,
// the phone menu, tabs, table links and row menus, and Back), the owner reaches every logged-in route of spec §2.3,
// at 1440 and at 390 px; a thin custom role reaches exactly the pages it may open and no click ends on the 401 or
// 404 page. The few routes that are a step of a form (reached by submitting the step before) or the landing of an
// outside flow are named below with the reason, and each has its own journey.
//
// The owner's walk is also the one sweep of the signed-in pages for the checks that look at every page, so the suite
// opens each page once per size: axe at both sizes (issue 30, no serious or critical violation; the routes no click
// reaches are opened by address after the walk and scanned too; the logged-out pages are a11y-axe.spec.ts's), the
// date-shape scan at 1440 px (issue 29, 'One date and time rule'; the scan's own test is
// packages/contracts/src/date-shapes.test.ts) and, at 390 px, what a phone cuts or hides (issue 29, 'A living demo').
import { AUTH_PATHS, PAYROLL_SETUP_PATHS, TEAM_PATHS } from '../../packages/contracts/src/index.ts';
import type { Api } from '../support/api.ts';
import { KNOWN_VIOLATIONS, navigateInApp, settled, trackRequests, violations } from '../support/axe.ts';
import { clickWalk, pageKind, SPEC_PATTERNS, type WalkResult } from '../support/click-walk.ts';
import { NATIVE_DATE_INPUTS, otherDateShapes } from '../support/date-shapes.ts';
import { DEMO, logInAsDemo, logInWithApi } from '../support/demo.ts';
import { expect, type Shot, test } from '../support/fixtures.ts';
import { linkIn, type Mailbox } from '../support/mailbox.ts';
import { phoneOverflow } from '../support/phone-overflow.ts';
import { LOGGED_IN_ROUTES } from '../support/spec-routes.ts';
import { person, signInApi } from '../tests/approvals-helpers.ts';

// At 390 px the walk goes through the phone menu; it also checks every page it reaches for a cut badge, a tab
// hidden with no way to scroll to it and a sideways scroll (support/phone-overflow.ts).
const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 }, phone: false },
  { name: '390', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** Routes not reached by a link, each for a reason a person would recognise. */
const STEP = 'a step of a form, reached by submitting the step before';
const NOT_A_LINK: Record<string, string> = {
  '/': 'the dashboard at the site root: the walk starts on /dashboard, which it is',
  '/account/add/user': STEP,
  '/account/add/preview': STEP,
  '/people/employees/add/upload-result/:id': 'the result of an upload, reached by submitting one',
  '/dashboard/verify-fund-status': 'where a card checkout returns, from the payment page outside the app',
  '/settings/team-management/roles/create/permissions': STEP,
  '/settings/team-management/roles/edit/:id/permissions': STEP,
  '/payments/bills/power':
    'the electricity page under its other name (spec §2.3 lists both); its tab opens electricity',
  '/payments/bills/tv':
    'the cable TV page under its other name (spec §2.3 lists both); its tab opens cable-tv',
  '/transaction-history':
    'the hidden link of spec §2.6, shown only to a company with the employeeEva flag, which the demo has not',
  '/payroll-configuration/pay-groups/assign':
    'redirects to the pay groups list: employees join a pay group on its own page',
  '/payments/transfers/recurring-transfers/:id/history':
    'a recurring transfer’s row menu opens it; the demo has none (the recurring transfers journey opens it)',
  '/payroll/:id/pay-salary':
    'a run opens it from the payroll list once approved and unpaid; the demo has none (the payroll journeys pay one)',
};

/**
 * The verification flow is for a business not yet verified (the Verification link shows only then); the demo
 * business is verified, so its pages are walked by the compliance journeys instead.
 */
const VERIFICATION_FLOW = /^\/compliance\//;

const kinds = (walk: WalkResult) => new Set(walk.visits.map((v) => v.path).map((p) => specRouteOf(p) ?? p));
const specRouteOf = (path: string) => SPEC_PATTERNS.find((p) => p.regex.test(path))?.route;

function report(walk: WalkResult) {
  return walk.visits
    .map((v) => `${v.path}  ⇐  ${v.chain.map((c) => c.href).join(' → ') || '(start)'}`)
    .join('\n');
}

/**
 * The routes of spec §2.3 (as LOGGED_IN_ROUTES gives them, with made-up ids) whose kind of page the walk did not
 * reach: those of NOT_A_LINK and the verification flow. An employee's page with its name slug counts apart.
 */
const unwalked = (walk: WalkResult) =>
  Object.values(LOGGED_IN_ROUTES)
    .flat()
    .filter(
      (route) =>
        !walk.visits.some(
          (v) => pageKind(v.path) === pageKind(route) && v.path.split('/').length === route.split('/').length,
        ),
    );

for (const size of SIZES) {
  test(`the owner reaches every spec route by clicking, with axe on each page, at ${size.name} px`, async ({
    page,
    api,
    mailbox,
    shot,
  }) => {
    test.setTimeout(900_000);
    await ownerHasOneOfEach(api, mailbox);
    await page.setViewportSize(size.viewport);
    // The app honours it (theme.respectReducedMotion): transitions end at once, so axe reads the final colours.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requests = trackRequests(page);
    await logInAsDemo(page, mailbox);
    // axe on every page (issue 30), once it has settled: no request in flight, no loader, a still DOM.
    const axeFound: string[] = [];
    const unsettled: string[] = [];
    const axe = async (path: string) => {
      if (!(await settled(requests))) unsettled.push(path);
      axeFound.push(...(await violations(page, path, { known: KNOWN_VIOLATIONS })));
    };
    // At 1440 px each page is also scanned for other date shapes and native date inputs.
    const dates: string[] = [];
    const nativeInputs: string[] = [];
    const scan = async (path: string) => {
      await axe(path);
      // The page's text and its native date inputs, read at once.
      const [text, native] = await page.evaluate(
        (inputs) => [document.body.innerText, document.querySelectorAll(inputs).length] as const,
        NATIVE_DATE_INPUTS,
      );
      for (const found of otherDateShapes(text)) dates.push(`${path} — ${found}`);
      if (native > 0) nativeInputs.push(path);
    };
    // At 390 px each page is checked for a cut badge, a tab hidden with no way to scroll to it and a sideways
    // scroll (issue 29, 'A living demo'): the walk's own visits, no extra page loads.
    const cut: string[] = [];
    const checkPhone = async (path: string) => {
      await axe(path);
      for (const found of await phoneOverflow(page)) cut.push(`${path} — ${found}`);
    };
    const started = Date.now();
    const walk = await clickWalk(page, { phone: size.phone, onPage: size.phone ? checkPhone : scan });
    const walked = Math.round((Date.now() - started) / 1000);
    // The routes no click reaches, opened by address inside the app as the walk left it (no reload) and checked as
    // the walk's own pages are: axe at both sizes, the date scan at 1440 px, what a phone cuts at 390 px.
    const rest = unwalked(walk);
    for (const route of rest) {
      await navigateInApp(page, route);
      await expect(
        page
          .getByTestId('app-header')
          .or(page.getByRole('heading', { name: 'Payroll Configuration', level: 1 })),
      ).toBeVisible();
      await (size.phone ? checkPhone : scan)(route);
    }
    await test.info().attach('walk.txt', {
      body:
        `${walk.visits.length} pages in ${walked} s, then ${rest.length} routes by address in ` +
        `${Math.round((Date.now() - started) / 1000) - walked} s; scanned unsettled: ${unsettled.join(', ') || 'none'}\n` +
        `${report(walk)}\nby address: ${rest.join(', ')}`,
      contentType: 'text/plain',
    });
    const reached = kinds(walk);
    const missing = SPEC_PATTERNS.map((p) => p.route).filter(
      (r) => !reached.has(r) && !NOT_A_LINK[r] && !VERIFICATION_FLOW.test(r),
    );
    expect.soft(walk.deadEnds, 'links that end on the 401 or 404 page').toEqual([]);
    expect.soft(missing.sort(), 'spec routes no click reaches').toEqual([]);
    expect.soft(axeFound, 'serious or critical axe violations').toEqual([]);
    expect.soft(dates, 'other date shapes on screen').toEqual([]);
    expect.soft(nativeInputs, 'native date inputs').toEqual([]);
    expect.soft(cut, 'cut badges, hidden tabs and sideways scrolls at 390 px').toEqual([]);
    await shot(`the last page of the walk at ${size.name} px`);
  });
}

/**
 * What the demo lacks for a link to show: a custom role (its edit link), a benefit and an allowance (their pages).
 * Named by the moment, so each run (and each size) adds its own.
 */
async function ownerHasOneOfEach(api: Api, mailbox: Mailbox) {
  const token = await signInApi(api, mailbox, DEMO);
  const id = Date.now().toString(36);
  const made = await Promise.all([
    api.call('POST', TEAM_PATHS.roles, {
      token,
      body: { name: `Walk desk ${id}`, description: 'Views people', permissions: ['people.employees.view'] },
    }),
    api.call('POST', PAYROLL_SETUP_PATHS.benefitsInKind, {
      token,
      body: { name: `Company car ${id}`, monthlyValue: 5_000_000 },
    }),
    api.call('POST', PAYROLL_SETUP_PATHS.allowancesAndBonuses, {
      token,
      body: {
        name: `Meal allowance ${id}`,
        kind: 'allowance',
        recurrence: 'recurring',
        taxable: true,
        amount: { kind: 'fixed', kobo: 2_000_000 },
      },
    }),
  ]);
  for (const answer of made) expect(answer.status, answer.message).toBe(201);
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
  // An on-demand account's transactions: its permission is people.employees.view, which the role has.
  '/people/employees/era/:id/transactions',
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
    test.setTimeout(180_000);
    const member = await thinMember(api, mailbox);
    await page.setViewportSize(size.viewport);
    // As in the owner's walk: the menus, drawers and groups open and close at once (theme.respectReducedMotion).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInWithApi(page, mailbox, member);
    await openMenuForShot(page, size.phone, shot);
    const walk = await clickWalk(page, { phone: size.phone });
    await test.info().attach('walk.txt', { body: report(walk), contentType: 'text/plain' });
    expect.soft(walk.deadEnds, 'links that end on the 401 or 404 page').toEqual([]);
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

test('the 390 px check itself finds a cut badge, a hidden tab and a sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const badge = (width: number) =>
    `<span class="mantine-Badge-root" style="display:inline-block;width:${width}px;overflow:hidden">` +
    `<span class="mantine-Badge-label" style="display:block;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">ACTIVE</span></span>`;
  const tabs = (overflow: string) =>
    `<div role="tablist" style="display:flex;overflow-x:${overflow};width:390px">` +
    ['Withdrawals', 'Reconciliation', 'Payment notes', 'Payment history', 'Settings']
      .map((t) => `<button role="tab" style="flex:none;width:120px">${t}</button>`)
      .join('') +
    '</div>';
  await page.setContent(`<body style="margin:0">${badge(200)}${tabs('auto')}</body>`);
  expect(await phoneOverflow(page)).toEqual([]);
  await page.setContent(`<body style="margin:0">${badge(30)}${tabs('hidden')}</body>`);
  expect(await phoneOverflow(page)).toEqual([
    'badge cut: "ACTIVE"',
    'tab hidden: "Payment history"',
    'tab hidden: "Settings"',
  ]);
  await page.setContent(
    '<body style="margin:0"><main data-testid="wide-area"><div class="wide" style="width:600px">wide</div></main></body>',
  );
  expect(await phoneOverflow(page)).toEqual([
    'page scrolls sideways: 600 px wide at 390 (widest: <div class="wide"> "wide" in [data-testid="wide-area"])',
  ]);
});
