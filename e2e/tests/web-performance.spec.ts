// Issue 30, what a phone on a slow network is sent for the sign-in page: compressed scripts and styles, the Latin
// font preloaded, and none of the signed-in app's code (charts, tables, date pickers, the dashboard, the shell).
// Screenshots of /login at 1440 and 390 px show the font still drawn.
import { expect, test } from '../support/fixtures.ts';

// Chunk names come from the modules they hold (rolldown names a chunk after its first module).
const SIGNED_IN_CODE =
  /\/assets\/([A-Za-z]*Chart|recharts|DatePicker[A-Za-z]*|Calendar|dates|date-field|Table|[a-z-]*table|dashboard|AppShell|app-layout|settings-layout|ops-layout)-[\w-]+\.(js|css)$/;

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
