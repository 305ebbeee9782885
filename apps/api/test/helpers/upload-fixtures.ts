// Employee files for the bulk upload tests: rows of the template, as CSV, sent as multipart.
import { EMPLOYEE_UPLOAD_COLUMNS } from '@paydesk/contracts';
import { csvRow } from '../../src/lib/csv.ts';
import { multipart } from './compliance.ts';
import { BANK_CODE } from './people-fixtures.ts';
import { api } from './team-fixtures.ts';
import type { TestApp } from './test-app.ts';

export type UploadRow = Partial<Record<(typeof EMPLOYEE_UPLOAD_COLUMNS)[number], string>>;

export function person(n: number | string, overrides: UploadRow = {}): UploadRow {
  return {
    firstName: 'Tunde',
    lastName: `Bakare${n}`,
    email: `tunde${n}@ibadan.ng`,
    phoneNumber: '08031234567',
    staffId: `IB-${n}`,
    stateOfResidence: 'Oyo',
    employmentDate: '2024-01-15',
    employmentType: 'full-time',
    bankCode: BANK_CODE,
    accountNumber: '0123456789',
    grossPayNaira: '150,000.50',
    payFrequency: 'monthly',
    nhf: 'no',
    ...overrides,
  };
}

export const csvOf = (rows: UploadRow[]) =>
  Buffer.from(
    csvRow([...EMPLOYEE_UPLOAD_COLUMNS]) +
      rows.map((r) => csvRow(EMPLOYEE_UPLOAD_COLUMNS.map((c) => r[c] ?? ''))).join(''),
  );

export async function sendFile(
  t: TestApp,
  path: string,
  file: { name: string; type: string; bytes: Buffer },
  token: string,
) {
  const { payload, headers } = multipart(file);
  const res = await t.app.inject({
    method: 'POST',
    url: api(path),
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}
