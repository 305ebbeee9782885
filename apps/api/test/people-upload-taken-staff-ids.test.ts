// Issue 26: an upload never reports rows it did not add. Two employee uploads with the same staff IDs and different
// people, committed at once, both passed the check at commit and both reported 'completed, 20 of 20, 0 errors'
// while only one file's people existed: the job skipped every staff ID already present as if its own earlier
// attempt had added it. Now a row whose staff ID anyone but this upload holds is an error row with the reason; the
// rows a crashed attempt of the same upload added are still skipped without a word.
import {
  type EmployeeUploadStatus,
  employeeUploadStatusResponse,
  PEOPLE_UPLOAD_PATHS,
} from '@paydesk/contracts';
import { employees, employeeUploads } from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  runEmployeeUpload,
  STAFF_ID_TAKEN_SINCE_CHECK,
  TAKEN_SINCE_CHECK,
} from '../src/modules/people/upload/upload-job.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { csvOf, person, sendFile, type UploadRow } from './helpers/upload-fixtures.ts';

let t: TestApp;
let token: string;
let companyId: string;
let otherToken: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Oyo Farms' });
  companyId = owner.companyId;
  token = (await signIn(t, owner)).token;
  otherToken = (await signIn(t, await createBusiness(t, { name: 'Ogun Farms' }))).token;
});
afterAll(() => t.close());

const file = (rows: UploadRow[], name = 'staff.csv') => ({ name, type: 'text/csv', bytes: csvOf(rows) });

/** Twenty people with staff IDs IB-<tag>0…19; `who` makes them different people with the same staff IDs. */
const twenty = (tag: string, who: string) =>
  Array.from({ length: 20 }, (_, i) =>
    person(`${tag}${i}`, {
      lastName: `${who}${i}`,
      email: `${who.toLowerCase()}${tag.toLowerCase()}${i}@oyo.ng`,
    }),
  );

async function finished(id: string, as = token): Promise<EmployeeUploadStatus> {
  for (let i = 0; i < 150; i++) {
    const res = await t.app.inject({
      url: api(withId(PEOPLE_UPLOAD_PATHS.status, id)),
      headers: { authorization: `Bearer ${as}` },
    });
    const body = employeeUploadStatusResponse.parse(res.json()).data;
    if (body.status === 'completed') return body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the upload did not finish');
}

/** The staff IDs of the employees an upload added. */
async function addedBy(uploadId: string) {
  const rows = await t.server.database.db
    .select({ staffId: employees.staffId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.uploadId, uploadId)));
  return rows.map((r) => r.staffId).sort();
}

/** Every row of the file is either added by this upload or an error row with a reason, never both or neither. */
async function expectHonestReport(upload: EmployeeUploadStatus, staffIds: string[]) {
  expect(upload).toMatchObject({ status: 'completed', total: staffIds.length, processed: staffIds.length });
  const errors = upload.errorList.map((e) => e.staffId).sort();
  const added = await addedBy(upload._id);
  expect([...errors, ...added].sort()).toEqual([...staffIds].sort());
  expect(new Set([...errors, ...added]).size).toBe(staffIds.length);
  for (const e of upload.errorList) expect(e.message).not.toBe('');
}

describe('an upload never reports rows it did not add', () => {
  it('a file whose staff IDs another upload took after the check reports each of those rows as an error, with the reason', async () => {
    // The state two uploads committed at once leave: both files checked against an empty business, both queued.
    // File A's job ran first; file B's rows (checked, stored with its upload) are the same staff IDs, other people.
    const a = twenty('AT', 'Adeyemi');
    const b = twenty('AT', 'Okonkwo');
    const first = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(a, 'a.csv'), token);
    const doneA = await finished(first.body.data._id);
    expect(doneA.errorList).toEqual([]);
    // B's rows as its commit stored them: checked in a business where the staff IDs were free.
    const elsewhere = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(b, 'b.csv'), otherToken);
    await finished(elsewhere.body.data._id, otherToken);
    const db = t.server.database.db;
    const [checked] = await db
      .select()
      .from(employeeUploads)
      .where(eq(employeeUploads.id, elsewhere.body.data._id));
    const [queued] = await db
      .insert(employeeUploads)
      .values({
        companyId,
        fileHash: 'b-committed-at-once',
        fileName: 'b.csv',
        total: 20,
        rows: checked!.rows,
      })
      .returning({ id: employeeUploads.id });
    await runEmployeeUpload(db, { companyId, uploadId: queued!.id });

    const doneB = await finished(queued!.id);
    expect(doneB.errorList).toHaveLength(20);
    expect(new Set(doneB.errorList.map((e) => e.message))).toEqual(new Set([STAFF_ID_TAKEN_SINCE_CHECK]));
    expect(doneB.errorList[0]).toEqual({ row: 2, staffId: 'IB-AT0', message: STAFF_ID_TAKEN_SINCE_CHECK });
    await expectHonestReport(
      doneB,
      a.map((r) => r.staffId!),
    );
    await expectHonestReport(
      doneA,
      a.map((r) => r.staffId!),
    );
    // Only file A's people exist; none of file B's.
    const people = await db
      .select({ lastName: employees.lastName })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, companyId),
          inArray(
            employees.staffId,
            a.map((r) => r.staffId!),
          ),
        ),
      );
    expect(people.every((p) => p.lastName.startsWith('Adeyemi'))).toBe(true);
  });

  it('a staff ID a member added by hand while the job ran is an error row; its own rows from a crashed attempt are not', async () => {
    const rows = twenty('HT', 'Balogun');
    const sent = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(rows, 'hand.csv'), token);
    const id = sent.body.data._id as string;
    await finished(id);
    const db = t.server.database.db;
    // The state a crash leaves when the job's first attempt added rows but not its progress (as in the restart test
    // of people-upload-commit), with only the first 10 rows in; meanwhile a member typed in IB-HT15 for someone else.
    await db.delete(employees).where(
      and(
        eq(employees.companyId, companyId),
        inArray(
          employees.staffId,
          rows.slice(10).map((r) => r.staffId!),
        ),
      ),
    );
    const [one] = await db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.staffId, 'IB-HT0')));
    const { id: _id, searchText: _search, createdAt: _c, updatedAt: _u, ...copy } = one!;
    await db.insert(employees).values({
      ...copy,
      staffId: 'IB-HT15',
      email: 'someone.else@oyo.ng',
      lastName: 'Hand',
      uploadId: null,
    });
    await db
      .update(employeeUploads)
      .set({ status: 'processing', processed: 0 })
      .where(eq(employeeUploads.id, id));
    await runEmployeeUpload(db, { companyId, uploadId: id });

    const done = await finished(id);
    expect(done.errorList).toEqual([{ row: 17, staffId: 'IB-HT15', message: STAFF_ID_TAKEN_SINCE_CHECK }]);
    await expectHonestReport(
      done,
      rows.map((r) => r.staffId!),
    );

    // The refused rows' file has the row the job refused with its cells and the reason, as a row refused at the
    // check has them (issue 29): the user fixes it there and sends it again.
    const csv = await t.app.inject({
      url: api(withId(PEOPLE_UPLOAD_PATHS.refused, id)),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `17,${STAFF_ID_TAKEN_SINCE_CHECK},Tunde,,Balogun15,balogunht15@oyo.ng,08031234567,IB-HT15,`,
    );
    expect(lines[1]).toContain(`,${rows[15]!.accountNumber},`);
  });

  it('two files with the same staff IDs and different people, committed at once, add each staff ID once and report the rest', async () => {
    const a = twenty('CT', 'Eze');
    const b = twenty('CT', 'Musa');
    const [first, second] = await Promise.all([
      sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(a, 'eze.csv'), token),
      sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(b, 'musa.csv'), token),
    ]);
    const staffIds = a.map((r) => r.staffId!);
    const reports = [await finished(first.body.data._id), await finished(second.body.data._id)];
    // Each row was refused at commit (the other file's people were in by then), by the job, or added.
    for (const report of reports) {
      const refusedAtCommit = report.errorList.filter((e) =>
        e.message.startsWith('Staff ID: Another employee already'),
      );
      const refusedByJob = report.errorList.filter((e) =>
        [STAFF_ID_TAKEN_SINCE_CHECK, TAKEN_SINCE_CHECK].includes(e.message),
      );
      expect(refusedAtCommit.length + refusedByJob.length).toBe(report.errorList.length);
      await expectHonestReport(report, staffIds);
    }
    expect([...(await addedBy(reports[0]!._id)), ...(await addedBy(reports[1]!._id))].sort()).toEqual(
      [...staffIds].sort(),
    );
  });
});
