// On-demand payouts settle by the bank's signed callbacks like transfers (issue 13): the rail's grouped callback
// reaches payments' callback route, which hands on-demand references over; a settled payout is settled and a
// declined one reversed without the re-query sweep; a callback delivered again changes nothing (single path too).
import {
  earnedSummaryResponse,
  ON_DEMAND_PATHS,
  onDemandRequestResponse,
  PAYMENTS_PATHS,
  STAFF_ON_DEMAND_PATHS,
} from '@paydesk/contracts';
import { onDemandRequests, sandboxBankTransfers } from '@paydesk/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSecret } from '../src/lib/derive-secret.ts';
import { reconcileLedger } from '../src/modules/ledger/index.ts';
import { applyTransferOutcomes } from '../src/modules/payments/index.ts';
import { SANDBOX_TRANSFER_ACCOUNTS } from '../src/providers/banking/index.ts';
import { signBody } from '../src/providers/funding/signature.ts';
import { sqlRows } from './helpers/auth-flows.ts';
import { onDemandEmployee, requestWithdrawal, setRules } from './helpers/on-demand-fixtures.ts';
import { railDeps, settleRail, startPaymentsApp, waitFor } from './helpers/payment-fixtures.ts';
import { api, withId } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let a: WalletOwner;

const statusOf = async (id: string) =>
  (
    await t.api.get(api(withId(ON_DEMAND_PATHS.withdrawal, id)), {
      token: a.token,
      schema: onDemandRequestResponse,
    })
  ).data.status;
/** Waits until the after-commit submission reached the sandbox bank (no sweep involved). */
const atTheBank = (reference: string) =>
  waitFor(
    () =>
      t.server.database.db
        .select()
        .from(sandboxBankTransfers)
        .where(eq(sandboxBankTransfers.merchantReference, reference)),
    (rows) => rows.length === 1,
  );
beforeAll(async () => {
  t = await startPaymentsApp();
  a = await walletOwner(t, { balance: 10_000_000_00, name: 'Calabar Fisheries' });
  await setRules(t, a.token);
}, 120_000);
afterAll(() => t?.close());

describe('payout callbacks', () => {
  it('a settled payout is settled by the grouped callback, once', async () => {
    const e = await onDemandEmployee(t, a.token);
    const res = await requestWithdrawal(t, e.staffToken, 500_00);
    expect(res.status).toBe(201);
    await atTheBank(res.data.reference);
    await settleRail(t); // the bank's callbacks; the payout sweep is never run here
    expect(await statusOf(res.data._id)).toBe('settled');
    const settlements = await sqlRows(
      t,
      sql`select 1 from journal_entries where company_id = ${a.companyId} and reference = ${res.data.reference} and kind like '%.settlement'`,
    );
    expect(settlements).toHaveLength(1);
  });

  it('payouts of one grouped callback settle together, each once; the callback again changes nothing', async () => {
    const made: { _id: string; reference: string }[] = [];
    for (const accountNumber of [undefined, undefined, SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending]) {
      const e = await onDemandEmployee(t, a.token, accountNumber ? { accountNumber } : {});
      const res = await requestWithdrawal(t, e.staffToken, 500_00);
      expect(res.status).toBe(201);
      await atTheBank(res.data.reference);
      made.push(res.data);
    }
    await settleRail(t); // the bank's callbacks; the payout sweep is never run here
    expect(await Promise.all(made.map((r) => statusOf(r._id)))).toEqual(['settled', 'settled', 'reversed']);
    const entries = async () =>
      sqlRows<{ reference: string; id: string }>(
        t,
        sql`select reference, id from journal_entries where company_id = ${a.companyId}
          and kind like '%.settlement' and reference in ${made.map((r) => r.reference)}`,
      );
    const settledEntries = await entries();
    expect(settledEntries.map((e) => e.reference).sort()).toEqual(
      made
        .slice(0, 2)
        .map((r) => r.reference)
        .sort(),
    );
    const named = await sqlRows<{ settlement_entry_id: string }>(
      t,
      sql`select settlement_entry_id from on_demand_requests where id in ${made.slice(0, 2).map((r) => r._id)}`,
    );
    expect(named.map((r) => r.settlement_entry_id).sort()).toEqual(settledEntries.map((e) => e.id).sort());

    const outcomes = await t.server.database.db
      .select()
      .from(sandboxBankTransfers)
      .where(
        inArray(
          sandboxBankTransfers.merchantReference,
          made.map((r) => r.reference),
        ),
      );
    const again = await applyTransferOutcomes(
      railDeps(t),
      outcomes.map((o) => ({
        reference: o.merchantReference,
        providerReference: o.providerReference,
        status: o.status as 'settled' | 'failed',
        sessionId: o.sessionId,
        failureReason: o.failureReason,
        occurredAt: new Date().toISOString(),
      })),
    );
    expect(again).toMatchObject({ settled: 0, reversed: 0, duplicate: 3 });
    expect(await entries()).toHaveLength(2);
    expect(await reconcileLedger(t.server.database.db, [a.companyId])).toEqual([]);
  });

  it('a declined payout (sandbox 0000000012) is reversed by the callback and availability comes back', async () => {
    const e = await onDemandEmployee(t, a.token, {
      accountNumber: SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending,
    });
    const summary = async () =>
      (
        await t.api.get(api(STAFF_ON_DEMAND_PATHS.summary), {
          token: e.staffToken,
          schema: earnedSummaryResponse,
        })
      ).data.available;
    const before = await summary();
    const res = await requestWithdrawal(t, e.staffToken, 500_00);
    expect(res.status).toBe(201);
    await atTheBank(res.data.reference);
    await settleRail(t); // the bank's callbacks; the payout sweep is never run here
    expect(await statusOf(res.data._id)).toBe('reversed');
    expect(await summary()).toBe(before);

    // The same outcome on the one-outcome callback path: handed over, found already decided, nothing changes.
    const [bank] = await t.server.database.db
      .select()
      .from(sandboxBankTransfers)
      .where(eq(sandboxBankTransfers.merchantReference, res.data.reference));
    const body = JSON.stringify({
      event: 'transfer.failed',
      data: {
        reference: res.data.reference,
        providerReference: bank!.providerReference,
        status: 'failed',
        sessionId: null,
        failureReason: 'Declined',
        occurredAt: new Date().toISOString(),
      },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: api(PAYMENTS_PATHS.bankCallback),
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-paydesk-bank-signature': signBody(deriveSecret(t.config.APP_SECRET, 'bank-webhook'), body),
      },
    });
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body).data.outcome).toBe('duplicate');
    const [row] = await t.server.database.db
      .select()
      .from(onDemandRequests)
      .where(eq(onDemandRequests.id, res.data._id));
    const reversals = await sqlRows(
      t,
      sql`select 1 from journal_entries where company_id = ${a.companyId} and reverses_entry_id = ${row!.entryId}`,
    );
    expect(reversals).toHaveLength(1);
  });
});
