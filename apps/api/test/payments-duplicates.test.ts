// Issue 26, duplicate transfers: the lines of a multiple transfer or a bulk file that repeat an earlier one exactly
// (same account, amount and narration) are flagged in the preview and go out only when the member confirms them;
// without the confirmation the send is refused with the count and nothing moves.
import {
  PAYMENTS_PATHS,
  transferBatchResponse,
  transferPreviewResponse,
  unconfirmedDuplicatesMessage,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRow } from '../src/lib/csv.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { sendFile } from './helpers/upload-fixtures.ts';
import { api, newKey, PIN, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
const GTBANK = '000013';

beforeAll(async () => {
  t = await startPaymentsApp();
  owner = await walletOwner(t, { name: 'Aba Shoes', balance: 10_000_000_00 });
});
afterAll(() => t.close());

const account = (n: number) => `08${String(n).padStart(8, '0')}`;

describe('a bulk file', () => {
  it('flags exact repeats in the preview and sends them only when confirmed', async () => {
    const rows = [
      [GTBANK, account(1), '5000', 'March salary'], // row 2
      [GTBANK, account(1), '5,000.00', 'March salary'], // row 3: repeats row 2 (the same amount written another way)
      [GTBANK, account(1), '5000', 'March bonus'], // row 4: another narration
      [GTBANK, account(2), '5000', 'March salary'], // row 5: another account
      [GTBANK, account(1), '5000', ' March salary '], // row 6: repeats row 2 (cells are trimmed)
      [GTBANK, '12', '5000', 'March salary'], // row 7: refused, not a repeat
    ];
    const file = Buffer.from(
      csvRow(['bankCode', 'accountNumber', 'amount', 'narration']) + rows.map((r) => csvRow(r)).join(''),
    );
    const res = await sendFile(
      t,
      PAYMENTS_PATHS.transferUploadsPreview,
      { name: 'march.csv', type: 'text/csv', bytes: file },
      owner.token,
    );
    expect(res.status).toBe(200);
    const preview = transferPreviewResponse.parse(res.body).data;
    expect(preview).toMatchObject({ validCount: 5, invalidCount: 1, duplicateCount: 2 });
    expect(preview.rows.map((r) => [r.row, r.duplicateOf])).toEqual([
      [2, null],
      [3, 2],
      [4, null],
      [5, null],
      [6, 2],
      [7, null],
    ]);

    const send = (confirmDuplicates?: boolean, key = newKey()) =>
      t.api.post(
        api(PAYMENTS_PATHS.transferUploads),
        { uploadId: preview.uploadId, sourceWalletId: owner.mainWalletId, pin: PIN, confirmDuplicates },
        { token: owner.token, headers: { 'idempotency-key': key } },
      );
    const refused = await send();
    expect(refused.status).toBe(400);
    expect(refused.error.errors).toEqual({ confirmDuplicates: [unconfirmedDuplicatesMessage(2)] });
    expect(unconfirmedDuplicatesMessage(2)).toBe(
      '2 transfers repeat an earlier one (same account, amount and narration). Confirm the repeated transfers to send them.',
    );
    const sent = await send(true);
    expect(sent.status).toBe(201);
    expect(transferBatchResponse.parse(sent.body).data).toMatchObject({ total: 5, totalAmount: 25_000_00 });
  });
});

describe('a multiple transfer', () => {
  const post = (lines: object[], confirmDuplicates?: boolean) =>
    t.api.post(
      api(PAYMENTS_PATHS.transferMultiple),
      { sourceWalletId: owner.mainWalletId, pin: PIN, narration: 'Float', lines, confirmDuplicates },
      { token: owner.token, headers: { 'idempotency-key': newKey() } },
    );

  it('refuses a repeated line without the confirmation, and sends it with it', async () => {
    const lines = [
      { bankCode: GTBANK, accountNumber: account(3), amount: 2_000_00 },
      { bankCode: GTBANK, accountNumber: account(4), amount: 2_000_00 },
      // The form's narration applies to lines without one: the same transfer as the first.
      { bankCode: GTBANK, accountNumber: account(3), amount: 2_000_00, narration: 'Float' },
    ];
    const refused = await post(lines);
    expect(refused.status).toBe(400);
    expect(refused.error.errors).toEqual({ confirmDuplicates: [unconfirmedDuplicatesMessage(1)] });
    const sent = await post(lines, true);
    expect(sent.status).toBe(201);
    expect(transferBatchResponse.parse(sent.body).data.total).toBe(3);
  });

  it('sends lines that differ in account, amount or narration without asking', async () => {
    const sent = await post([
      { bankCode: GTBANK, accountNumber: account(5), amount: 1_000_00 },
      { bankCode: GTBANK, accountNumber: account(5), amount: 1_000_01 },
      { bankCode: GTBANK, accountNumber: account(5), amount: 1_000_00, narration: 'Top-up' },
    ]);
    expect(sent.status).toBe(201);
  });
});
