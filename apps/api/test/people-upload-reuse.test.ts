// Bulk upload commit after a preview (issue 10): the commit reuses the file-only check of a preview of the same
// bytes (types, duplicates, bank name enquiries) instead of asking the bank again, while the check against the
// business's staff runs again: an employee added between preview and commit makes that row fail at commit.
import { PEOPLE_UPLOAD_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeopleDeps } from '../src/modules/people/employees.service.ts';
import { STAFF_ID_TAKEN } from '../src/modules/people/employees.service.ts';
import { checkedFiles } from '../src/modules/people/upload/checked-files.ts';
import { checkEmployeeFile } from '../src/modules/people/upload/upload-preview.service.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { addEmployee } from './helpers/people-fixtures.ts';
import { signIn } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { csvOf, person, sendFile } from './helpers/upload-fixtures.ts';

let t: TestApp;
let token: string;
let companyId: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Ilorin Looms' });
  companyId = owner.companyId;
  token = (await signIn(t, owner)).token;
});
afterAll(() => t.close());

const file = (bytes: Buffer) => ({ name: 'staff.csv', type: 'text/csv', bytes });
const incoming = (bytes: Buffer) => ({ bytes, fileName: 'staff.csv', claimedType: 'text/csv' });

/** A bank that counts its name enquiries and answers the name expected. */
function countingBank() {
  const bank = {
    enquiries: 0,
    async nameEnquiry(request: { expectedName?: string }) {
      bank.enquiries += 1;
      return { accountName: (request.expectedName ?? 'Unknown').toUpperCase() };
    },
  };
  return bank;
}

describe('checking a file again at commit', () => {
  it('asks the bank once for a file checked twice, and again for other bytes or another business', async () => {
    checkedFiles.clear();
    const bank = countingBank();
    const deps = { db: t.server.database.db, banking: bank } as unknown as PeopleDeps;
    const rows = Array.from({ length: 30 }, (_, i) => person(`R${i}`));
    rows[4] = person('R4', { accountNumber: '12' }); // bad account: no enquiry
    const bytes = csvOf(rows);
    const first = await checkEmployeeFile(deps, companyId, incoming(bytes));
    expect(bank.enquiries).toBe(29);
    const second = await checkEmployeeFile(deps, companyId, incoming(bytes));
    expect(bank.enquiries).toBe(29);
    expect(second).toEqual(first);
    // Each check gets its own copy: errors added to one never leak into the next.
    second.rows[0]!.errors.staffId = ['changed'];
    const third = await checkEmployeeFile(deps, companyId, incoming(bytes));
    expect(third.rows[0]!.errors.staffId).toBeUndefined();
    await checkEmployeeFile(deps, '00000000-0000-4000-8000-000000000000', incoming(bytes));
    expect(bank.enquiries).toBe(58);
    await checkEmployeeFile(deps, companyId, incoming(csvOf([...rows, person('R99')])));
    expect(bank.enquiries).toBe(58 + 30);
  });

  it('a staff ID taken between preview and commit fails that row at commit', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => person(`P${i}`));
    const bytes = csvOf(rows);
    const preview = await sendFile(t, PEOPLE_UPLOAD_PATHS.preview, file(bytes), token);
    expect(preview.status).toBe(200);
    expect(preview.body.data.invalidCount).toBe(0);
    await addEmployee(t, token, { staffId: 'IB-P2' });
    const committed = await sendFile(t, PEOPLE_UPLOAD_PATHS.commit, file(bytes), token);
    expect(committed.status).toBe(202);
    expect(committed.body.data.errorList).toEqual([
      { row: 4, staffId: 'IB-P2', message: `Staff ID: ${STAFF_ID_TAKEN}` },
    ]);
  });
});
