// Issue 10: /people/employees/add/upload-result/{jobId} follows the upload live over server-sent events and shows
// the final result; when the stream cannot be opened the page falls back to polling and still reaches the result.
import { EMPLOYEE_UPLOAD_COLUMNS } from '@paydesk/contracts';
import type { Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

const ROWS = 200;

/** A different five digits for each file of the run: its accounts are its own. */
let files = 0;
const fileDigits = () => String((Date.now() + files++ * 7919) % 100_000).padStart(5, '0');

function csv(tag: string) {
  const digits = fileDigits();
  const rows = Array.from({ length: ROWS }, (_, n) => {
    const values: Record<string, string> = {
      firstName: 'Ngozi',
      lastName: `Eze${n}`,
      email: `ngozi${n}-${tag}@e2e.paydesk.ng`,
      phoneNumber: '08035550142',
      staffId: `UP-${tag}-${n}`,
      bankCode: '000001',
      // An account per file and row: a file whose accounts employees already have is refused (ghost workers).
      accountNumber: `4${digits}${String(n).padStart(4, '0')}`,
      grossPayNaira: '98000',
    };
    return EMPLOYEE_UPLOAD_COLUMNS.map((c) => values[c] ?? '').join(',');
  });
  return [EMPLOYEE_UPLOAD_COLUMNS.join(','), ...rows].join('\n');
}

/** Commits a file through the API with the page's session, as the 'Upload many' tab does; answers the job id. */
async function commitUpload(page: Page, text: string): Promise<string> {
  return page.evaluate(async (body) => {
    const session = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}');
    const form = new FormData();
    form.append('file', new Blob([body], { type: 'text/csv' }), 'staff.csv');
    const response = await fetch('/api/b2b/employer/people/employees/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.state?.data?.token}` },
      body: form,
    });
    if (response.status !== 202) throw new Error(`commit answered ${response.status}`);
    return (await response.json()).data._id as string;
  }, text);
}

const isStatusPoll = (url: string, id: string) => new URL(url).pathname.endsWith(`/employees/upload/${id}`);

test('the result page shows the progress from the server-sent stream and the final result', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  const id = await commitUpload(page, csv(Date.now().toString(36)));
  const polls: string[] = [];
  page.on('request', (r) => {
    if (isStatusPoll(r.url(), id)) polls.push(r.url());
  });
  const stream = page.waitForRequest((r) => r.url().endsWith(`/employees/upload/${id}/stream`));
  await page.goto(`/people/employees/add/upload-result/${id}`);
  await stream;
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(`${ROWS} of ${ROWS} rows processed`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Employees Uploaded')).toBeVisible();
  await shot('the upload finished, followed live');
  // The stream carried the result: one status read when the page opened, no polling every second. Polling stops
  // once the job has finished, so every poll there would be was sent before the result showed: no wait needed.
  expect(polls.length).toBeLessThanOrEqual(1);
});

test('when the stream cannot be opened the page polls and still shows the final result', async ({
  page,
  mailbox,
}) => {
  await logInAsDemo(page, mailbox);
  const id = await commitUpload(page, csv(`f${Date.now().toString(36)}`));
  await page.route(`**/employees/upload/${id}/stream`, (route) => route.abort());
  // The first read sees the upload still queued, so only a later poll can bring the result.
  let first = true;
  await page.route(`**/employees/upload/${id}`, async (route) => {
    const response = await route.fetch();
    if (!first) return route.fulfill({ response });
    first = false;
    const body = await response.json();
    body.data = { ...body.data, status: 'queued', processed: 0, errorList: [] };
    return route.fulfill({ response, json: body });
  });
  await page.goto(`/people/employees/add/upload-result/${id}`);
  await expect(page.getByText(`0 of ${ROWS} rows processed`)).toBeVisible();
  await expect(page.getByText(`${ROWS} of ${ROWS} rows processed`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Employees Uploaded')).toBeVisible();
});
