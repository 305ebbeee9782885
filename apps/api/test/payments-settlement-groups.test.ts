// Grouped settlement (issue 12, settlement throughput): the sandbox rail decides every due transfer in one statement
// per group and delivers their outcomes in grouped signed callbacks; the app settles each group through one ledger
// batch. Each transfer is still settled or failed (and reversed) exactly once, and a grouped callback delivered
// again changes nothing.
import { PAYMENTS_PATHS, transferBatchResponse } from '@paydesk/contracts';
import { journalEntries, sandboxBankTransfers, transfers, walletTransactions } from '@paydesk/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSecret } from '../src/lib/derive-secret.ts';
import { SANDBOX_TRANSFER_ACCOUNTS } from '../src/providers/banking/index.ts';
import { signBody } from '../src/providers/funding/signature.ts';
import { expectLedgerInvariants, settleRail, startPaymentsApp, waitFor } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

const GTBANK = '000013';
let t: TestApp;
let owner: WalletOwner;

beforeAll(async () => {
  t = await startPaymentsApp();
  owner = await walletOwner(t, { name: 'Yaba Logistics', balance: 10_000_000_00 });
});
afterAll(() => t.close());

const LINES = 90;
const failing = (i: number) => i % 30 === 7;

describe('grouped settlement', () => {
  it('settles a batch through grouped callbacks, each transfer once, and ignores the callback delivered again', async () => {
    const lines = Array.from({ length: LINES }, (_, i) => ({
      bankCode: GTBANK,
      accountNumber: failing(i) ? SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending : `07${String(10_000_000 + i)}`,
      amount: 1_000_00 + i,
    }));
    const res = await t.api.post(
      api(PAYMENTS_PATHS.transferMultiple),
      { sourceWalletId: owner.mainWalletId, pin: PIN, lines },
      { token: owner.token, schema: transferBatchResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(res.status).toBe(201);
    const db = t.server.database.db;
    const ofBatch = () =>
      db
        .select()
        .from(transfers)
        .where(and(eq(transfers.companyId, owner.companyId), eq(transfers.batchId, res.data._id)));
    await waitFor(ofBatch, (rows) => rows.length === LINES && rows.every((r) => r.status !== 'accepted'));
    await settleRail(t);
    const done = await waitFor(ofBatch, (rows) =>
      rows.every((r) => r.status === 'settled' || r.status === 'reversed'),
    );
    const settled = done.filter((r) => r.status === 'settled');
    expect(settled).toHaveLength(LINES - 3);
    expect(done.filter((r) => r.status === 'reversed')).toHaveLength(3);
    expect(settled.every((r) => /^\d{30}$/.test(r.sessionId ?? ''))).toBe(true);

    const settlementsPerTransfer = async () => {
      const rows = await db
        .select({ reference: journalEntries.reference, n: sql<number>`count(*)::int` })
        .from(journalEntries)
        .where(
          and(
            eq(journalEntries.companyId, owner.companyId),
            eq(journalEntries.kind, 'transfer_out.settlement'),
            inArray(
              journalEntries.reference,
              done.map((r) => r.reference),
            ),
          ),
        )
        .groupBy(journalEntries.reference);
      return new Map(rows.map((r) => [r.reference, r.n]));
    };
    const before = await settlementsPerTransfer();
    expect(before.size).toBe(LINES - 3);
    expect([...before.values()].every((n) => n === 1)).toBe(true);
    // The history shows each settled transfer and its fee as successful, with its session id.
    const historyLines = await db
      .select()
      .from(walletTransactions)
      .where(inArray(walletTransactions.reference, [settled[0]!.reference]));
    expect(historyLines.every((l) => l.status === 'successful')).toBe(true);
    expect(historyLines[0]!.metadata).toMatchObject({ sessionId: settled[0]!.sessionId });

    // The rail delivers the same grouped callback again (a retry after a lost answer): nothing changes.
    const decided = await db
      .select()
      .from(sandboxBankTransfers)
      .where(
        inArray(
          sandboxBankTransfers.merchantReference,
          done.map((r) => r.reference),
        ),
      );
    const body = JSON.stringify({
      event: 'transfer.outcomes',
      data: decided.map((row) => ({
        reference: row.merchantReference,
        providerReference: row.providerReference,
        status: row.status,
        sessionId: row.sessionId,
        failureReason: row.failureReason,
        occurredAt: (row.decidedAt ?? row.createdAt).toISOString(),
      })),
    });
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: api(PAYMENTS_PATHS.bankCallbackBatch),
        payload: body,
        headers: { 'content-type': 'application/json', 'x-paydesk-bank-signature': signature },
      });
    expect((await deliver('f'.repeat(64))).statusCode).toBe(401);
    const again = await deliver(signBody(deriveSecret(t.config.APP_SECRET, 'bank-webhook'), body));
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body).data.outcomes).toMatchObject({ settled: 0, reversed: 0, duplicate: LINES });
    expect(await settlementsPerTransfer()).toEqual(before);
    const reversals = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.companyId, owner.companyId),
          inArray(
            journalEntries.reversesEntryId,
            done.map((r) => r.entryId),
          ),
        ),
      );
    expect(reversals[0]!.n).toBe(3);
    await expectLedgerInvariants(t, owner.companyId);
  }, 120_000);
});
