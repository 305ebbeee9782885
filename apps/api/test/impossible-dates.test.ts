// Impossible dates (issue 9): every endpoint that takes a date or a range answers 400 with the validation
// envelope — never a 500, and for the streamed CSV exports never a 200 that drops mid-file.
import { AUDIT_LOG_PATHS, ErrorCode, STATEMENT_PATHS, WALLET_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  owner = await walletOwner(t, { name: 'Calendar Traders', balance: 50_000_00 });
});
afterAll(() => t.close());

const IMPOSSIBLE = ['2026-13-45', '2026-02-30', '0000-00-00', '9999-99-99'];
const READS = [
  ['transactions', api(WALLET_PATHS.transactions)],
  ['transaction counts', api(WALLET_PATHS.transactionCounts)],
  ['transactions CSV export', api(WALLET_PATHS.transactionsExport)],
  ['audit logs', api(AUDIT_LOG_PATHS.list)],
  ['audit-log CSV export', api(AUDIT_LOG_PATHS.export)],
] as const;

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}` } });

function expectValidationError(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  field: string,
) {
  expect(response.statusCode).toBe(400);
  expect(String(response.headers['content-type'])).toContain('application/json');
  expect(response.json()).toMatchObject({
    error: true,
    message: 'Validation Errors',
    code: ErrorCode.validation,
  });
  expect(Object.keys((response.json() as { errors: Record<string, unknown> }).errors)).toContain(field);
}

describe.each(READS)('%s', (_name, url) => {
  it.each(IMPOSSIBLE)('refuses from=%s with a 400', async (date) => {
    expectValidationError(await get(`${url}?from=${date}`), 'from');
    expectValidationError(await get(`${url}?to=${date}`), 'to');
  });

  it('refuses a range whose from is after its to', async () => {
    expectValidationError(await get(`${url}?from=2026-03-01&to=2026-02-01`), 'to');
  });

  it('accepts a real range', async () => {
    expect((await get(`${url}?from=2024-02-29&to=2026-12-31`)).statusCode).toBe(200);
  });
});

describe('generate-statement', () => {
  const generate = (from: string, to: string) =>
    t.app.inject({
      method: 'POST',
      url: api(STATEMENT_PATHS.generate),
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { walletId: owner.mainWalletId, from, to },
    });

  it.each(IMPOSSIBLE)('refuses %s with a 400', async (date) => {
    expectValidationError(await generate(date, '2026-01-31'), 'from');
    expectValidationError(await generate('2026-01-01', date), 'to');
  });

  it('refuses a range whose from is after its to', async () => {
    expectValidationError(await generate('2026-03-01', '2026-02-01'), 'to');
  });
});
