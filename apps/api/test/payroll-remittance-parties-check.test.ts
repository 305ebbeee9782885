// Remittance parties and paying them (issue 28): an LIRS account that resolves to a person's name was saved without a
// word, and a remittance without enough money failed only after the PIN. Now an account in another name is saved only
// once the member confirms that name, and the wallet is checked before the PIN.
import {
  ErrorCode,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_SETUP_PATHS,
  remittanceDetailResponse,
  remittanceListResponse,
  remittancePartyResponse,
} from '@paydesk/contracts';
import { auditEvents, payrollRemittances } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS, SANDBOX_MISMATCH_NAME } from '../src/providers/banking/sandbox-banking.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { computeRun, createRun, payrollBusiness, runInput, runUrl } from './helpers/payroll-fixtures.ts';
import { BANK_CODE } from './helpers/people-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(async () => t?.close());

describe('a remittance party whose account is in another name', () => {
  it('is refused with the name it resolves to, and saved once that name is confirmed', async () => {
    const owner = await walletOwner(t);
    const body = {
      kind: 'state_irs',
      name: 'Lagos State IRS',
      state: 'Lagos',
      bankCode: BANK_CODE,
      accountNumber: SANDBOX_ACCOUNTS.nameMismatch,
    };
    const post = (extra: object) =>
      t.api.post(api(PAYROLL_SETUP_PATHS.remittanceParties), { ...body, ...extra }, { token: owner.token });

    const refused = await post({});
    expect(refused.status).toBe(422);
    expect(refused.error.code).toBe(ErrorCode.accountNameMismatch);
    expect(refused.error.errors?.accountNumber).toEqual([
      `This account is in the name of ${SANDBOX_MISMATCH_NAME}, not Lagos State IRS. Check the account number, or confirm that ${SANDBOX_MISMATCH_NAME} receives this party's remittances.`,
    ]);
    expect((await post({ acceptAccountName: 'SOMEONE ELSE' })).status).toBe(422);

    const saved = await t.api.post(
      api(PAYROLL_SETUP_PATHS.remittanceParties),
      { ...body, acceptAccountName: SANDBOX_MISMATCH_NAME },
      { token: owner.token, schema: remittancePartyResponse },
    );
    expect(saved.status).toBe(201);
    expect(saved.data.accountName).toBe(SANDBOX_MISMATCH_NAME);
    const [event] = await t.server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, owner.companyId),
          eq(auditEvents.action, 'payroll.remittance-party.create'),
        ),
      );
    expect(event!.metadata).toMatchObject({ accountNameMismatchAccepted: true });

    // An account in the party's own name needs no confirmation.
    const own = await t.api.post(
      api(PAYROLL_SETUP_PATHS.remittanceParties),
      { ...body, state: 'Ogun', name: 'Ogun State IRS', accountNumber: '0123456700' },
      { token: owner.token, schema: remittancePartyResponse },
    );
    expect(own.status).toBe(201);
  });
});

describe('paying a remittance without enough money', () => {
  it('is refused before the PIN, with what is available and what is needed', async () => {
    const b = await payrollBusiness(t, { count: 1, balance: 1_000_00 });
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    expect((await t.api.post(runUrl(P.submit, { id: run._id }), {}, { token: b.token })).status).toBe(200);
    expect(
      (await t.api.post(runUrl(P.approve, { id: run._id }), { pin: PIN }, { token: b.token })).status,
    ).toBe(200);
    const list = await t.api.get(runUrl(P.remittances, { id: run._id }), {
      token: b.token,
      schema: remittanceListResponse,
    });
    const paye = list.data.find((r) => r.kind === 'paye')!;
    const detail = await t.api.get(runUrl(P.remittance, { id: run._id, remittanceId: paye._id }), {
      token: b.token,
      schema: remittanceDetailResponse,
    });
    expect(detail.data.totalKobo).toBe(detail.data.amountKobo + detail.data.feeKobo);
    expect(detail.data.totalKobo).toBeGreaterThan(1_000_00);

    // A wrong PIN is not even asked about: the money is not there.
    const paid = await t.api.post(
      runUrl(P.payRemittance, { id: run._id, remittanceId: paye._id }),
      { sourceWalletId: b.mainWalletId, pin: '1357' },
      { token: b.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(paid.status).toBe(422);
    expect(paid.error.code).toBe(ErrorCode.insufficientFunds);
    expect(paid.error.message).toMatch(/^Not enough money in .+: ₦1,000\.00 available, ₦[\d,.]+ needed/);
    const [row] = await t.server.database.db
      .select()
      .from(payrollRemittances)
      .where(eq(payrollRemittances.id, paye._id));
    expect(row!.status).toBe('unpaid');
  });
});
