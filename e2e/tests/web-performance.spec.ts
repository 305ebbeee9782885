// Issue 30, what a phone on a slow network is sent for the sign-in page: compressed scripts and styles, the Latin
// font preloaded, and none of the signed-in app's code (charts, tables, date pickers, the dashboard, the shell).
// Screenshots of /login at 1440 and 390 px show the font still drawn. The form draws without zod, the contracts'
// schemas or the API client; they load once the user starts on it, and the login still validates and goes through.
// The dashboard paints from HTML the API draws with the session's reads (in the page's own HTML when the browser
// sends the app's first-paint cookie, else asked for by the boot), which the code then takes over; the
// employees list and the payroll list send their first reads before the signed-in code arrives.
// The dashboard and the payroll list draw whole at 390 px: nothing they show later (the compliance alert above the
// cards) pushes what they drew down (CLS under 0.05, the goal bench/web-vitals.ts measures).
import { inflateRawSync } from 'node:zlib';
import { type BrowserContext, devices, type Page, type Request } from '@playwright/test';
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.ts';
import { latePayroll } from './payroll-helpers.ts';

// Chunk names come from the modules they hold (rolldown names a chunk after its first module).
const SIGNED_IN_CODE =
  /\/assets\/([A-Za-z]*Chart|recharts|DatePicker[A-Za-z]*|Calendar|dates|date-field|Table|[a-z-]*table|dashboard|AppShell|app-layout|shell|settings-layout|ops-layout)-[\w-]+\.(js|css)$/;

test('/login loads compressed, preloads its font and none of the signed-in app', async ({ page, shot }) => {
  const responses: { url: string; type: string; encoding?: string }[] = [];
  page.on('response', async (response) => {
    const headers = await response.allHeaders();
    responses.push({
      url: response.url(),
      type: response.request().resourceType(),
      encoding: headers['content-encoding'],
    });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const code = responses.filter((r) => r.type === 'script' || r.type === 'stylesheet');
  expect(code.length).toBeGreaterThan(2);
  expect(code.map((r) => r.url).filter((url) => SIGNED_IN_CODE.test(url))).toEqual([]);
  for (const r of responses.filter((r) => ['script', 'stylesheet', 'document'].includes(r.type)))
    expect([r.url, r.encoding]).toEqual([r.url, expect.stringMatching(/^(br|gzip)$/)]);

  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('href')).toMatch(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  // The page's text is drawn in Inter, not in the fallback.
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Welcome back'))).toBe(true);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.includes('Inter') && f.status === 'loaded'),
    ),
  ).toBe(true);
  await shot('login 1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await shot('login 390');
});

// zod's runtime names its schema classes with string literals that survive minification.
const ZOD_RUNTIME = '$ZodType';

test('/login draws its form without zod or the request layer; they load as the user starts, and login works', async ({
  page,
}) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  const apiCalls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const withZod = async () =>
    (
      await Promise.all(scripts.map(async (s) => ((await s.body).includes(ZOD_RUNTIME) ? s.url : null)))
    ).filter(Boolean);
  expect(scripts.length).toBeGreaterThan(2);
  expect(await withZod()).toEqual([]);
  expect(apiCalls).toEqual([]);

  // The first focus fetches the form's schema and the calls, and asks for the caller's IP address.
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.focus();
  await expect.poll(async () => (await withZod()).length).toBeGreaterThan(0);
  await expect.poll(() => apiCalls.filter((p) => p.endsWith('/auth/client-info')).length).toBe(1);

  // The schema's messages, then a real stage-1 login.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await email.fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\/two-factor-auth$/);
});

// /login arrives prerendered (apps/web/build/prerender.ts): with its scripts held back, the HTML alone shows the page
// with the server's support address, its form disabled; once the code runs React takes over the same elements (no
// hydration error) and the form comes alive. A signed-in visitor still goes on to the app.
test('/login paints from its HTML, its form waiting for the code, which takes the same markup over', async ({
  page,
  shot,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts delay DOMContentLoaded: the HTML is all there is until they are released.
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: 'Welcome back' });
  await expect(heading).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'support@paydesk.ng' })).toHaveAttribute(
    'href',
    'mailto:support@paydesk.ng',
  );
  expect(await page.content()).not.toContain('__PAYDESK_SUPPORT_EMAIL__');
  await heading.evaluate((element) => element.setAttribute('data-drawn-by', 'html'));
  await shot('login from its HTML 390');

  release();
  await expect(email).toBeEnabled();
  // Hydrated, not replaced: the element the HTML drew is the one on screen.
  await expect(heading).toHaveAttribute('data-drawn-by', 'html');
  await shot('login hydrated 390');
  await email.fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\/two-factor-auth$/);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in visitor of the prerendered /login goes on to the dashboard, with no error', async ({
  page,
  mailbox,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await logInAsDemo(page, mailbox);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('week-panel')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

// The dashboard of a stored session is drawn by the API with the member's reads (apps/web/src/first-paint.tsx), in
// the page's HTML when the browser sends the first-paint cookie the app keeps (app/first-paint-cookie.ts): with the
// scripts held back, the HTML alone shows the figures; once the code runs, React takes over the same elements (no
// hydration error) with the reads the markup was drawn with, so none of them is sent again.
async function coldPage(context: BrowserContext, viewport?: { width: number; height: number }) {
  const cold = await context.newPage();
  if (viewport) await cold.setViewportSize(viewport);
  const consoleErrors: string[] = [];
  cold.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  cold.on('pageerror', (error) => consoleErrors.push(error.message));
  const reads: string[] = [];
  const asked: Request[] = [];
  cold.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/web/first-paint') asked.push(r);
    else if (
      url.pathname.startsWith('/api/') &&
      r.method() === 'GET' &&
      !url.pathname.endsWith('/notifications/stream')
    )
      reads.push(`${url.pathname}${url.search}`);
  });
  return { cold, consoleErrors, reads, asked };
}

/** The first-paint cookie's stored state, as the API reads it. */
async function paintCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'paydesk_first_paint');
  if (!cookie) return undefined;
  return {
    cookie,
    stored: JSON.parse(inflateRawSync(Buffer.from(cookie.value, 'base64url')).toString()) as {
      session: string;
      preferences: string | null;
      onboarding: string | null;
      viewport: { desktop: boolean; phone: boolean };
    },
  };
}

/**
 * Resolves once the cookie is the copy of what `page` stores now and has stayed so for a second: the app writes it
 * after each change of its stores, and a page that goes on changing them (the reads after a sign-in) would leave a
 * visit with a copy of what it stored a moment before (the boot then rightly asks for a paint instead).
 */
async function settledCookie(page: Page) {
  let last = '';
  await expect
    .poll(
      async () => {
        const found = await paintCookie(page.context());
        const stored = await page.evaluate(() => {
          const parsed = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}');
          parsed.state.data.refreshToken = '';
          return {
            session: JSON.stringify(parsed),
            preferences: localStorage.getItem('paydesk.ui-preferences'),
            onboarding: localStorage.getItem('paydesk.product-onboarding'),
          };
        });
        const same =
          found?.stored.session === stored.session &&
          found.stored.preferences === stored.preferences &&
          found.stored.onboarding === stored.onboarding;
        const now = same ? found.cookie.value : '';
        const settled = now !== '' && now === last;
        last = now;
        return settled;
      },
      { intervals: [1_000], timeout: 30_000 },
    )
    .toBe(true);
}

test('the dashboard paints from its HTML before its code, which takes it over without reading again', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);
  // The cookie: sent with the dashboard's HTML only, the access token without the refresh token.
  await settledCookie(page);
  const { cookie, stored } = (await paintCookie(page.context()))!;
  expect(stored.viewport).toEqual({ desktop: true, phone: false });
  expect(cookie).toMatchObject({ path: '/dashboard', sameSite: 'Strict', httpOnly: false });
  expect(JSON.parse(stored.session).state.data.token).toMatch(/\S/);
  expect(JSON.parse(stored.session).state.data.refreshToken).toBe('');

  const { cold, consoleErrors, reads, asked } = await coldPage(page.context(), { width: 1440, height: 900 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await cold.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const html = await cold.goto('/dashboard', { waitUntil: 'commit' });
  expect(html?.headers()['cache-control']).toBe('no-store');
  expect(await html?.text()).toMatch(/<html data-first-paint-embedded /);
  const total = cold.getByTestId('dashboard-total');
  await expect(total).toContainText('₦');
  await expect(cold.getByTestId('week-panel')).toBeVisible();
  await expect(cold.getByTestId('sidebar')).toBeVisible();
  await total.evaluate((element) => element.setAttribute('data-drawn-by', 'server'));
  await shot('dashboard from its HTML 1440', cold);

  // A click on the drawn markup before the code has run is held (first-paint-boot.ts holdEarlyInput) and happens
  // again once the code has taken the markup over: the profile menu opens then.
  await cold.getByRole('button', { name: /profile menu/i }).click();
  await cold.waitForTimeout(300);
  await expect(cold.getByRole('menuitem', { name: 'View Profile' })).toHaveCount(0);
  release();
  await expect(cold.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
  await cold.keyboard.press('Escape');
  // Hydrated, not replaced: the element the server drew is the one on screen.
  await expect(total).toHaveAttribute('data-drawn-by', 'server');
  await shot('dashboard hydrated 1440', cold);
  await cold.waitForTimeout(1_000);
  expect(asked).toEqual([]);
  expect(reads).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await cold.close();
});

// A phone opens the dashboard with a cookie written elsewhere (here a desktop's): the paint in its HTML was drawn for
// another screen, so the boot asks the API for one drawn with what the phone stores and answers now, never the
// refresh token; the app then writes the phone's cookie, and the next visit paints from its HTML.
test('on a phone, a paint drawn for another screen is not used: it asks for its own, then paints from its HTML', async ({
  page,
  mailbox,
  browser,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  await expect.poll(async () => (await paintCookie(page.context()))?.stored.viewport.desktop).toBe(true);
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: new URL(page.url()).origin,
    storageState: await page.context().storageState(),
  });
  try {
    const first = await coldPage(phone);
    const painted = first.cold.waitForResponse((r) => r.url().endsWith('/api/web/first-paint'));
    await first.cold.goto('/dashboard');
    const answer = await painted;
    expect(answer.status()).toBe(200);
    const body = JSON.parse(answer.request().postData() ?? '{}');
    expect(body.viewport).toEqual({ desktop: false, phone: true });
    expect(JSON.parse(body.session).state.data.refreshToken).toBe('');
    await expect(first.cold.getByTestId('dashboard-total')).toContainText('₦');
    await expect(first.cold.getByTestId('sidebar')).toBeHidden();
    await expect
      .poll(async () => (await paintCookie(phone))?.stored.viewport)
      .toEqual({ desktop: false, phone: true });
    await settledCookie(first.cold);
    expect(first.consoleErrors).toEqual([]);
    await first.cold.close();

    const again = await coldPage(phone);
    const html = await again.cold.goto('/dashboard');
    expect(await html?.text()).toMatch(/<html data-first-paint-embedded /);
    await expect(again.cold.getByTestId('dashboard-total')).toContainText('₦');
    await expect(again.cold.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await shot('dashboard from its HTML on a phone', again.cold);
    await again.cold.waitForTimeout(1_000);
    expect(again.asked).toEqual([]);
    expect(again.reads).toEqual([]);
    expect(again.consoleErrors).toEqual([]);
  } finally {
    await phone.close();
  }
});

// The pages most visits open first send their first reads as the app starts (apps/web/src/app/early-reads.ts), not
// once the signed-in shell's code has arrived: on a phone network that code takes seconds. Each read is sent once:
// the page takes the early answer (an early URL that drifted from the page's would be sent twice).
for (const [path, drawn] of [
  ['/people/employees', 'employees-table'],
  ['/payroll', 'payroll-row'],
] as const)
  test(`${path} sends its first reads before the shell's code is asked for, each once`, async ({
    page,
    mailbox,
  }) => {
    await logInAsDemo(page, mailbox);
    const cold = await page.context().newPage();
    const sent: string[] = [];
    cold.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && r.method() === 'GET') sent.push(`${url.pathname}${url.search}`);
      else if (/\/assets\/shell-[\w-]+\.js$/.test(url.pathname)) sent.push('(the shell)');
    });
    await cold.goto(path);
    await expect(cold.getByTestId(drawn).first()).toBeVisible();
    await cold.waitForTimeout(1_500);
    const reads = sent.filter((s) => s !== '(the shell)' && !s.endsWith('/notifications/stream'));
    expect(sent.indexOf('(the shell)'), sent.join('\n')).toBeGreaterThan(2);
    expect(sent.slice(0, 3), sent.join('\n')).toEqual([
      '/api/b2b/employer/profile',
      '/api/b2b/employer/dashboard/wallet-balance',
      '/api/b2b/employer/notifications?status=unread&page=1&limit=1',
    ]);
    expect(
      reads.filter((read, i) => reads.indexOf(read) !== i),
      sent.join('\n'),
    ).toEqual([]);
    await cold.close();
  });

test('the dashboard draws whole at 390 px: no card moves as its reads answer (CLS under 0.05)', async ({
  page,
  mailbox,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  // Its reads come with its first paint (or, when there is none, one by one).
  const summary = page.waitForResponse(
    (r) => r.url().includes('/api/payroll/compliance/summary') || r.url().endsWith('/api/web/first-paint'),
  );
  await logInAsDemo(page, mailbox);
  await expect(page.getByTestId('week-panel')).toBeVisible();
  await expect(page.getByTestId('dashboard-total')).toBeVisible();
  // The last read the page draws from has answered; a shift it causes is recorded by the frames after it drew.
  await summary;
  const { cls, shifts } = await layoutShifts(page);
  expect(cls, JSON.stringify(shifts)).toBeLessThan(0.05);
});

test('the payroll list draws whole at 390 px: the compliance alert does not push the overview down (CLS under 0.05)', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(240_000);
  await logInAsDemo(page, mailbox);
  // The demo is late or due with a remittance only some days of a month: a payroll of the test's own, in a state
  // no other journey leaves late, makes sure the alert is drawn.
  await latePayroll(page, mailbox, { tag: `cls${Date.now().toString(36)}`, state: 'Ogun' });
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  const summary = page.waitForResponse((r) => r.url().includes('/api/payroll/compliance/summary'));
  const runs = page.waitForResponse((r) => /\/api\/payroll\/runs\?/.test(r.url()));
  await page.goto('/payroll');
  await expect(page.getByTestId('payroll-row').first()).toBeVisible();
  await expect(page.getByTestId('compliance-alert')).toHaveAttribute('data-tone', 'late');
  await Promise.all([summary, runs]);
  const { cls, shifts } = await layoutShifts(page);
  expect(cls, JSON.stringify(shifts)).toBeLessThan(0.05);
});
