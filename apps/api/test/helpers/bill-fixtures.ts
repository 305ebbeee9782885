// Bills test helpers: a purchase call, the ledger invariant bills add (bills clearing holds exactly the pending
// bills), and the sweep that sends unsent bills and re-queries pending ones.
import { BILLS_PATHS, billPaymentResponse } from '@paydesk/contracts';
import { billPayments, ledgerAccounts } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { reconcileLedger } from '../../src/modules/ledger/posting.ts';
import { requeryPendingBills } from '../../src/modules/payments/bills/bill-outcome.ts';
import { createBillsProvider } from '../../src/providers/bills/index.ts';
import type { TestApp } from './test-app.ts';
import { api, newKey } from './wallet-fixtures.ts';

export function buyBill(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return t.api.post(api(BILLS_PATHS.purchase), body, {
    token,
    schema: billPaymentResponse,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export const sweepBills = (t: TestApp) =>
  requeryPendingBills(t.server.database.db, createBillsProvider({ delayMs: 1 }), 0, 0);

export async function walletBalance(t: TestApp, walletId: string): Promise<number> {
  const [row] = await t.server.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, walletId));
  return Number(row!.balance);
}

export async function accountBalance(t: TestApp, companyId: string, kind: 'bills_clearing' | 'fees') {
  // Fees is a pool of sub-accounts (decision 0023): read as one account.
  const [row] = await t.server.database.db
    .select({ balance: sql<number>`sum(${ledgerAccounts.balance})::bigint` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, kind)));
  return Number(row?.balance ?? 0);
}

/** Nothing in limbo: bills clearing holds exactly the pending bills; every cached balance agrees with its postings. */
export async function expectBillInvariants(t: TestApp, companyId: string) {
  const [pending] = await t.server.database.db
    .select({ total: sql<number>`coalesce(sum(${billPayments.amount}), 0)::bigint` })
    .from(billPayments)
    .where(and(eq(billPayments.companyId, companyId), eq(billPayments.status, 'pending')));
  expect(await accountBalance(t, companyId, 'bills_clearing')).toBe(Number(pending?.total ?? 0));
  expect(await reconcileLedger(t.server.database.db, [companyId])).toEqual([]);
}
