// Issue 26, spreadsheet bombs: an XLSX that unpacks past the limit, one whose directory lies about its size and one
// with 100,000 rows are refused with a clear 4xx by the employee, transfer and bulk bill previews, read in worker
// threads: /health is answered while four bombs are read, the process lives, and the next file is read.
import {
  BILLS_PATHS,
  EMPLOYEE_UPLOAD_COLUMNS,
  ErrorCode,
  PAYMENTS_PATHS,
  PEOPLE_UPLOAD_PATHS,
  TRANSFER_UPLOAD_COLUMNS,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesBeingRead } from '../src/platform/uploads/read-table.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { csvOf, person, sendFile } from './helpers/upload-fixtures.ts';
import { tokenFor } from './helpers/wallet-fixtures.ts';
import { xlsxBomb } from './helpers/xlsx-bomb.ts';

let t: TestApp;
const tokens: string[] = [];

beforeAll(async () => {
  t = await startPaymentsApp();
  for (let i = 0; i < 4; i++)
    tokens.push(await tokenFor(t, await createBusiness(t, { name: `Bomb Co ${i}` })));
});
afterAll(() => t.close());

type Upload = (
  bytes: Buffer,
  token: string,
) => Promise<{ status: number; body: { message: string; code?: string } }>;

const xlsx = (bytes: Buffer) => ({ name: 'file.xlsx', type: 'application/octet-stream', bytes });
const employees: Upload = (bytes, token) => sendFile(t, PEOPLE_UPLOAD_PATHS.preview, xlsx(bytes), token);
const transfers: Upload = (bytes, token) =>
  sendFile(t, PAYMENTS_PATHS.transferUploadsPreview, xlsx(bytes), token);
const bills: Upload = async (bytes, token) => {
  const res = await t.call(
    'POST',
    `/api${BILLS_PATHS.bulkPreview}`,
    {
      category: 'airtime',
      xlsx: bytes.toString('base64'),
    },
    { token },
  );
  return { status: res.status, body: res.body as { message: string } };
};

const previews: [string, Upload, readonly string[], string][] = [
  ['employee upload', employees, EMPLOYEE_UPLOAD_COLUMNS, 'employees'],
  ['transfer upload', transfers, TRANSFER_UPLOAD_COLUMNS, 'rows'],
  ['bulk bills', bills, ['billerCode', 'customerNumber', 'amount'], 'bills'],
];

const LONG = 'y'.repeat(30_000);

describe.each(previews)('the %s preview', (_name, upload, columns, rowNoun) => {
  it('refuses an XLSX that unpacks past 48 MB from its directory (413)', async () => {
    const bomb = await xlsxBomb({ rows: 2_000, columns, cell: LONG });
    const res = await upload(bomb, tokens[0]!);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: ErrorCode.fileTooLarge,
      message: expect.stringMatching(/^The XLSX file unpacks to more than 48 MB, the limit for an upload\./),
    });
  });

  it('refuses an XLSX whose directory lies about its size (400)', async () => {
    const bomb = await xlsxBomb({ rows: 2_000, columns, cell: LONG, declaredSheetSize: 4096 });
    const res = await upload(bomb, tokens[0]!);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The XLSX file could not be read. Save it again from the template and retry.',
    );
  });

  it('refuses a 100,000-row XLSX at the row limit (400)', async () => {
    const bomb = await xlsxBomb({ rows: 60_000, columns });
    const res = await upload(bomb, tokens[0]!);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      new RegExp(`^The file has more than \\d+ ${rowNoun}; the limit is \\d+ per file\\.$`),
    );
  });
});

describe('four bombs at once', () => {
  it('are refused while /health is answered; the process lives and reads the next file', async () => {
    // 40,000 rows of a 1,000-character cell: 40 MB unpacked, under the limit, so each is read to its row limit.
    const bomb = await xlsxBomb({ rows: 40_000, columns: EMPLOYEE_UPLOAD_COLUMNS, cell: 'x'.repeat(1_000) });
    let answered = 0;
    const answers = tokens.map((token) => employees(bomb, token).finally(() => (answered += 1)));
    while (filesBeingRead().admitted < tokens.length && answered < tokens.length)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const health = await t.app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    // Answered while the bombs were still being read: they are read off the event loop.
    expect(filesBeingRead().admitted).toBeGreaterThan(0);
    for (const res of await Promise.all(answers)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The file has more than 10000 employees; the limit is 10000 per file.');
    }
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    const next = await sendFile(
      t,
      PEOPLE_UPLOAD_PATHS.preview,
      { name: 'staff.csv', type: 'text/csv', bytes: csvOf([person('after-bombs')]) },
      tokens[0]!,
    );
    expect(next.status).toBe(200);
    expect(next.body.data.total).toBe(1);
  }, 60_000);
});
