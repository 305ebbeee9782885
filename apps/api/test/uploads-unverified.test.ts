// Issue 26: an unverified business may not upload files at all. Every table upload (employees preview and
// commit, transfer preview, bulk bills preview, beneficiaries) answers 403 with the message the other features of
// an unverified business use, before the file is read.
import { BILLS_PATHS, ErrorCode, PAYMENTS_PATHS, PEOPLE_UPLOAD_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_NEED_VERIFICATION } from '../src/platform/uploads/verified-uploads.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { csvOf, person, sendFile } from './helpers/upload-fixtures.ts';
import { tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let unverified: string;
let verified: string;

beforeAll(async () => {
  t = await startPaymentsApp();
  unverified = await tokenFor(t, await createBusiness(t, { name: 'New Sign-up', verified: false }));
  verified = await tokenFor(t, await createBusiness(t, { name: 'Verified Co' }));
});
afterAll(() => t.close());

describe('an unverified business', () => {
  const csv = { name: 'a.csv', type: 'text/csv', bytes: csvOf([person(1)]) };
  const attempts: [string, () => Promise<{ status: number; body: { message: string; code?: string } }>][] = [
    ['the employee preview', () => sendFile(t, PEOPLE_UPLOAD_PATHS.preview, csv, unverified)],
    ['the employee upload', () => sendFile(t, PEOPLE_UPLOAD_PATHS.commit, csv, unverified)],
    ['the transfer preview', () => sendFile(t, PAYMENTS_PATHS.transferUploadsPreview, csv, unverified)],
    [
      'the bulk bills preview',
      async () => {
        const res = await t.call(
          'POST',
          `/api${BILLS_PATHS.bulkPreview}`,
          { category: 'airtime', csv: 'a' },
          {
            token: unverified,
          },
        );
        return { status: res.status, body: res.body as { message: string } };
      },
    ],
    [
      'the beneficiaries upload',
      async () => {
        const res = await t.call(
          'POST',
          `/api${PAYMENTS_PATHS.beneficiariesUploadBulk}`,
          { csv: 'bankCode,accountNumber\n000013,0123456789', otp: '123456' },
          { token: unverified },
        );
        return { status: res.status, body: res.body as { message: string } };
      },
    ],
  ];
  it.each(attempts)('gets 403 from %s, with the message', async (_name, attempt) => {
    const res = await attempt();
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: ErrorCode.businessNotVerified,
      message: UPLOADS_NEED_VERIFICATION,
    });
  });

  it('a verified business has the same file read', async () => {
    const res = await sendFile(t, PEOPLE_UPLOAD_PATHS.preview, csv, verified);
    expect(res.status).toBe(200);
  });
});
