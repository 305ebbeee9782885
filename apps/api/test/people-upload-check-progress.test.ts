// Issue 29: while a preview checks a file (each row's bank asked by name enquiry), the rows checked so far are read
// by the id the caller gave the check: "Checking 312 of 600…". Another business never reads it; once the preview
// answers, the check is gone.

import { randomUUID } from 'node:crypto';
import { employeeUploadCheckProgressResponse, PEOPLE_UPLOAD_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipart } from './helpers/compliance.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { csvOf, person } from './helpers/upload-fixtures.ts';

const ROWS = 120;

let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  // Each enquiry takes 40 ms, eight at a time: the check of 120 rows runs for about 0.6 s.
  t = await startTestApp({ encryption: false, env: { BANK_NAME_ENQUIRY_DELAY_MS: '40' } });
  token = (await signIn(t, await createBusiness(t, { name: 'Ilorin Mills' }))).token;
  otherToken = (await signIn(t, await createBusiness(t, { name: 'Abeokuta Dyes' }))).token;
});
afterAll(() => t.close());

const progress = (check: string, as = token) =>
  t.app.inject({
    url: api(withId(PEOPLE_UPLOAD_PATHS.previewProgress, check)),
    headers: { authorization: `Bearer ${as}` },
  });

it('answers the rows checked of the file while the preview runs, to its business only', async () => {
  const check = randomUUID();
  const { payload, headers } = multipart({
    name: 'staff.csv',
    type: 'text/csv',
    bytes: csvOf(Array.from({ length: ROWS }, (_, i) => person(`K${i}`))),
  });
  const running = t.app.inject({
    method: 'POST',
    url: `${api(PEOPLE_UPLOAD_PATHS.preview)}?check=${check}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  let finished = false;
  void running.then(() => {
    finished = true;
  });
  const seen: number[] = [];
  while (!finished) {
    const res = await progress(check);
    if (res.statusCode === 200) {
      const data = employeeUploadCheckProgressResponse.parse(res.json()).data;
      expect(data.total).toBe(ROWS);
      seen.push(data.checked);
      expect((await progress(check, otherToken)).statusCode).toBe(404);
    } else expect(res.statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 20));
  }
  expect((await running).statusCode).toBe(200);
  // Read part-way through, and never going back.
  expect(seen.some((n) => n > 0 && n < ROWS)).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect((await progress(check)).statusCode).toBe(404);
});

it('a check id that is not a UUID is refused', async () => {
  expect((await progress('not-a-check')).statusCode).toBe(400);
});
