// Bulk upload commit (issue 10, spec §4 upload: queue, status): the job adds the valid rows and lists the rest in
// errorList; the same file committed twice creates each employee once; another business's upload id answers 404;
// a member without the people permission gets 403; a bad file stores nothing.
import type { AddressInfo } from 'node:net';
import {
  type EmployeeUploadStatus,
  employeeUploadStatus,
  employeeUploadStatusResponse,
  PEOPLE_UPLOAD_PATHS,
} from '@paydesk/contracts';
import { employees, employeeUploads } from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPLOYEE_UPLOAD_JOB,
  runEmployeeUpload,
  UPLOAD_JOB_RETRIES,
  uploadGaveUp,
} from '../src/modules/people/upload/upload-job.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { BANK_CODE } from './helpers/people-fixtures.ts';
import { addMember, addRole, api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { accountOf, csvOf, person, sendFile } from './helpers/upload-fixtures.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let outsiderToken: string;
let companyId: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Jos Potatoes' });
  companyId = owner.companyId;
  token = (await signIn(t, owner)).token;
  const roleId = await addRole(t, companyId, 'Viewer', ['dashboard.view']);
  outsiderToken = (await signIn(t, await addMember(t, companyId, { roleId }))).token;
  otherToken = (await signIn(t, await createBusiness(t, { name: 'Warri Fish' }))).token;
});
afterAll(() => t.close());

const staffIds = async () =>
  (
    await t.server.database.db
      .select({ staffId: employees.staffId })
      .from(employees)
      .where(eq(employees.companyId, companyId))
  )
    .map((r) => r.staffId)
    .sort();

async function status(id: string, as = token) {
  const res = await t.app.inject({
    url: api(withId(PEOPLE_UPLOAD_PATHS.status, id)),
    headers: { authorization: `Bearer ${as}` },
  });
  return { status: res.statusCode, body: res.json() };
}

async function finished(id: string, seconds = 20) {
  for (let i = 0; i < seconds * 5; i++) {
    const res = await status(id);
    if (res.body.data?.status === 'completed') return employeeUploadStatusResponse.parse(res.body).data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the upload did not finish');
}

async function listening(): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** Opens the upload's progress stream; `events()` reads every `progress` event until the server ends it. */
async function openProgress(id: string, as: string) {
  const url = `http://127.0.0.1:${await listening()}${api(withId(PEOPLE_UPLOAD_PATHS.progressStream, id))}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${as}` } });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    async events() {
      const text = await response.text();
      return [...text.matchAll(/event: progress\ndata: (\{[^\n]*\})\n\n/g)].map((m) =>
        employeeUploadStatus.parse(JSON.parse(m[1]!)),
      );
    },
  };
}

const file = (bytes: Buffer) => ({ name: 'staff.csv', type: 'text/csv', bytes });

describe('committing an upload', () => {
  const rows = Array.from({ length: 12 }, (_, i) => person(`C${i}`));
  rows[3] = person('C3', { email: 'broken' }); // line 5

  it('adds the valid rows, lists the invalid ones, and a second commit of the same file adds nobody again', async () => {
    const first = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(csvOf(rows)), token);
    expect(first.status).toBe(202);
    const id = first.body.data._id as string;
    const done = await finished(id);
    expect(done).toMatchObject({ status: 'completed', processed: 12, total: 12 });
    expect(done.errorList).toEqual([
      { row: 5, staffId: 'IB-C3', message: 'Email: Enter a valid email address' },
    ]);
    const expected = rows
      .filter((_, i) => i !== 3)
      .map((r) => r.staffId!)
      .sort();
    expect(await staffIds()).toEqual(expected);

    const again = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(csvOf(rows)), token);
    expect(again.status).toBe(202);
    expect(again.body.data._id).toBe(id);
    await finished(id);
    expect(await staffIds()).toEqual(expected);
    const uploads = await t.server.database.db
      .select()
      .from(employeeUploads)
      .where(eq(employeeUploads.companyId, companyId));
    expect(uploads).toHaveLength(1);
  });

  it('stores every column of an uploaded row, and the column defaults for cells left blank', async () => {
    const blanks = { employmentType: '', payFrequency: '', nhf: '', employmentDate: '' };
    const res = await sendFile(
      t,
      PEOPLE_UPLOAD_PATHS.commit,
      file(csvOf([person('F1', { department: 'Farms', nhf: 'yes' }), person('F2', blanks)])),
      token,
    );
    await finished(res.body.data._id);
    const stored = await t.server.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, companyId), inArray(employees.staffId, ['IB-F1', 'IB-F2'])))
      .orderBy(employees.staffId);
    expect(stored[0]).toMatchObject({
      firstName: 'Tunde',
      lastName: 'BakareF1',
      email: 'tundef1@ibadan.ng',
      phoneNumber: '+2348031234567',
      department: 'Farms',
      stateOfResidence: 'Oyo',
      employmentDate: '2024-01-15',
      employmentType: 'full-time',
      bankCode: BANK_CODE,
      bankName: 'STERLING BANK',
      accountNumber: accountOf('F1'),
      accountName: 'TUNDE BAKAREF1',
      nameCheck: 'matched',
      grossPay: 15_000_050,
      payFrequency: 'monthly',
      nhf: true,
      status: 'active',
      onDemandState: 'not-invited',
      middleName: null,
      bvn: null,
    });
    expect(stored[1]).toMatchObject({
      staffId: 'IB-F2',
      employmentDate: null,
      employmentType: 'full-time',
      payFrequency: 'monthly',
      nhf: false,
    });
  });

  it('a job restarted after a crash mid-upload finishes without duplicating anyone', async () => {
    const batch = Array.from({ length: 5 }, (_, i) => person(`R${i}`));
    const res = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(csvOf(batch)), token);
    const id = res.body.data._id as string;
    await finished(id);
    const before = await staffIds();
    // The state a crash leaves when employees were inserted but the progress was not yet written.
    const db = t.server.database.db;
    await db
      .update(employeeUploads)
      .set({ status: 'processing', processed: 0 })
      .where(eq(employeeUploads.id, id));
    await runEmployeeUpload(db, { companyId, uploadId: id });
    expect(await staffIds()).toEqual(before);
    expect(await finished(id)).toMatchObject({ status: 'completed', processed: 5, errorList: [] });
  });

  it('committing a 10,000-row file twice creates each employee once', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => person(`M${i}`));
    const before = (await staffIds()).length;
    const bytes = csvOf(rows);
    const [first, second] = await Promise.all([
      sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(bytes), token),
      sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(bytes), token),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.data._id).toBe(first.body.data._id);
    expect(await finished(first.body.data._id, 50)).toMatchObject({
      status: 'completed',
      processed: 10_000,
      errorList: [],
    });
    const again = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(bytes), token);
    expect(again.body.data._id).toBe(first.body.data._id);
    await finished(first.body.data._id);
    const all = await staffIds();
    expect(all.length - before).toBe(10_000);
    expect(new Set(all).size).toBe(all.length);
  }, 60_000);

  it('a job that fails on every attempt marks the upload failed with the reason, not processing forever', async () => {
    const db = t.server.database.db;
    // A stored row the database refuses (no names): every attempt of the job throws.
    const [upload] = await db
      .insert(employeeUploads)
      .values({
        companyId,
        fileHash: 'broken-file',
        fileName: 'broken.csv',
        total: 1,
        rows: [{ row: 2, staffId: 'IB-BROKEN', employee: { staffId: 'IB-BROKEN' }, account: {} }],
      })
      .returning({ id: employeeUploads.id });
    await t.server.jobs.send(EMPLOYEE_UPLOAD_JOB, { companyId, uploadId: upload!.id });
    let body: EmployeeUploadStatus | undefined;
    for (let i = 0; i < 150 && body?.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      body = employeeUploadStatusResponse.parse((await status(upload!.id)).body).data;
    }
    expect(body).toMatchObject({
      status: 'failed',
      processed: 0,
      failureReason: uploadGaveUp(UPLOAD_JOB_RETRIES + 1),
    });
    expect(await staffIds()).not.toContain('IB-BROKEN');
  }, 40_000);

  it("another business's upload id answers 404 and a member without the permission gets 403", async () => {
    const res = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(csvOf([person('D1')])), token);
    const id = res.body.data._id as string;
    expect((await status(id, otherToken)).status).toBe(404);
    expect((await status(id, outsiderToken)).status).toBe(403);
    const refused = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(csvOf([person('D2')])), outsiderToken);
    expect(refused.status).toBe(403);
    await finished(id);
  });

  it('the progress stream sends the status as it changes and ends with the final result', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => person(`S${i}`));
    rows[10] = person('S10', { email: 'broken' }); // line 12
    const res = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(csvOf(rows)), token);
    const id = res.body.data._id as string;
    const stream = await openProgress(id, token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const events = await stream.events();
    expect(events.length).toBeGreaterThan(0);
    const processed = events.map((e) => e.processed);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({
      status: 'completed',
      processed: 3_000,
      total: 3_000,
      errorList: [{ row: 12, staffId: 'IB-S10', message: 'Email: Enter a valid email address' }],
    });
    // Another business's upload and a member without the permission are refused before any stream opens.
    expect((await openProgress(id, otherToken)).status).toBe(404);
    expect((await openProgress(id, outsiderToken)).status).toBe(403);
  }, 30_000);

  it('an empty file or a wrong type gets a 4xx and stores no upload', async () => {
    const before = await t.server.database.db.select().from(employeeUploads);
    expect((await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(csvOf([])), token)).status).toBe(400);
    const pdf = { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4') };
    expect((await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, pdf, token)).status).toBe(415);
    expect(await t.server.database.db.select().from(employeeUploads)).toHaveLength(before.length);
  });
});

describe('the ghost-worker check at commit (issue 29)', () => {
  it('adds none of the rows sharing a bank account, and says why in plain words', async () => {
    const owner = await createBusiness(t, { name: 'Kano Grains' });
    const as = (await signIn(t, owner)).token;
    const rows = [
      person('H1', { accountNumber: '3112345678' }),
      person('H2', { accountNumber: '3112345678' }),
      person('H3'),
    ];
    const res = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(csvOf(rows)), as);
    expect(res.status).toBe(202);
    const ghost = 'check it is not a ghost worker';
    expect(res.body.data.errorList).toEqual([
      { row: 2, staffId: 'IB-H1', message: `Account number: Same bank account as row 3: ${ghost}` },
      { row: 3, staffId: 'IB-H2', message: `Account number: Same bank account as row 2: ${ghost}` },
    ]);
    for (let i = 0; i < 100; i++) {
      if ((await status(res.body.data._id, as)).body.data.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const added = await t.server.database.db
      .select({ staffId: employees.staffId })
      .from(employees)
      .where(eq(employees.companyId, owner.companyId));
    expect(added).toEqual([{ staffId: 'IB-H3' }]);
    const done = await status(res.body.data._id, as);
    expect(done.body.data).toMatchObject({ status: 'completed', total: 3, refusedAtCheck: 2 });

    // The refused rows download as CSV: row, reason, and the row's cells under the template's headers.
    const csv = await t.app.inject({
      url: api(withId(PEOPLE_UPLOAD_PATHS.refused, res.body.data._id)),
      headers: { authorization: `Bearer ${as}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Row in the file,Why it was not added,First name,Middle name,Last name,Email,/);
    expect(lines[1]).toContain(
      `2,Account number: Same bank account as row 3: ${ghost},Tunde,,BakareH1,tundeH1@ibadan.ng,`,
    );
    expect(lines[1]).toContain(',3112345678,');
    // Another business does not find it.
    const other = await t.app.inject({
      url: api(withId(PEOPLE_UPLOAD_PATHS.refused, res.body.data._id)),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.statusCode).toBe(404);
  });
});
