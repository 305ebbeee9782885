// Employee files for the bulk upload tests: rows of the template, as CSV, sent as multipart.
import { createHash } from 'node:crypto';
import { EMPLOYEE_UPLOAD_COLUMNS } from '@paydesk/contracts';
import { csvRow } from '../../src/lib/csv.ts';
import { multipart } from './compliance.ts';
import { BANK_CODE } from './people-fixtures.ts';
import { api } from './team-fixtures.ts';
import type { TestApp } from './test-app.ts';

export type UploadRow = Partial<Record<(typeof EMPLOYEE_UPLOAD_COLUMNS)[number], string>>;

/**
 * An account number of the person's own, the same for the same n (a file built twice is the same bytes): two rows
 * sharing an account are refused as a possible ghost worker. '9', four digits of the key's prefix, its number.
 */
export function accountOf(n: number | string): string {
  const [, prefix = '', number = '0'] = /^(.*?)(\d*)$/.exec(String(n)) ?? [];
  const hashed = createHash('sha256').update(prefix).digest().readUInt32BE() % 10_000;
  return `9${String(hashed).padStart(4, '0')}${String(Number(number || 0) % 100_000).padStart(5, '0')}`;
}

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
    accountNumber: accountOf(n),
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
