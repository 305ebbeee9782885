// The business's clearing and system accounts (one per kind, made on first use), and a per-process memory of the
// ids of those already committed: they are never deleted or replaced, so a hot path can skip reading them.
import { type Executor, type LedgerAccountKind, ledgerAccounts } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import type { AfterCommit } from '../../lib/transaction.ts';

export type SystemAccountKind = Exclude<LedgerAccountKind, 'wallet'>;

/** A business's clearing and system accounts: the id of each, by kind (every kind is always there). */
export type SystemAccounts = Readonly<Record<SystemAccountKind, string>>;

export const SYSTEM_ACCOUNTS: { kind: SystemAccountKind; name: string }[] = [
  { kind: 'funding_clearing', name: 'Funding in (clearing)' },
  { kind: 'transfers_out_clearing', name: 'Transfers out (clearing)' },
  { kind: 'bills_clearing', name: 'Bills (clearing)' },
  { kind: 'fees', name: 'Fees' },
  { kind: 'yield_expense', name: 'Yield expense' },
  { kind: 'credit_disbursement', name: 'Credit disbursement' },
  { kind: 'bank_settlement', name: 'Bank settlement' },
  // On-demand pay: what employees owe back at payday, wages settled by those deductions, savings held for
  // employees, and what the business owes Paydesk for advanced withdrawals.
  { kind: 'on_demand_receivable', name: 'On-demand advances receivable' },
  { kind: 'employee_payable', name: 'Employee payable' },
  { kind: 'employee_savings', name: 'Employee savings' },
  { kind: 'paydesk_advances', name: 'Paydesk advances payable' },
  // Trade finance: what the business owes Paydesk on advances against its invoices (advance + fee, negative while
  // owed; repayments bring it back to zero).
  { kind: 'trade_advances', name: 'Paydesk trade advances' },
];

/** Creates the business's clearing and system accounts once; returns their ids by kind. */
export async function ensureSystemAccounts(tx: Executor, companyId: string): Promise<SystemAccounts> {
  // Read first, insert only what is missing: an INSERT … ON CONFLICT DO NOTHING on rows that another transaction
  // is updating (every posting moves them) waits for that transaction to end, which queued every poster of a
  // business behind the others' commits.
  const existing = await systemAccountIds(tx, companyId);
  if (complete(existing)) return existing;
  await tx
    .insert(ledgerAccounts)
    .values(SYSTEM_ACCOUNTS.map((a) => ({ companyId, kind: a.kind, name: a.name })))
    .onConflictDoNothing();
  const made = await systemAccountIds(tx, companyId);
  if (!complete(made)) throw new Error(`system accounts of ${companyId} are missing after their insert`);
  return made;
}

const complete = (ids: Partial<SystemAccounts>): ids is SystemAccounts =>
  SYSTEM_ACCOUNTS.every((a) => ids[a.kind] !== undefined);

async function systemAccountIds(tx: Executor, companyId: string): Promise<Partial<SystemAccounts>> {
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), sql`${ledgerAccounts.kind} <> 'wallet'`));
  return Object.fromEntries(rows.map((r) => [r.kind, r.id]));
}

const committed = new Map<string, SystemAccounts>();
const REMEMBERED = 10_000;

/**
 * ensureSystemAccounts without a round trip once this process has seen the business's accounts committed: the ids
 * read or made here are remembered only after the caller's transaction commits (a rolled-back insert never leaks).
 */
export async function systemAccountsOf(
  tx: Executor,
  companyId: string,
  afterCommit: AfterCommit,
): Promise<SystemAccounts> {
  const known = committed.get(companyId);
  if (known) return known;
  const ids = await ensureSystemAccounts(tx, companyId);
  afterCommit(() => {
    if (committed.size >= REMEMBERED) committed.clear();
    committed.set(companyId, ids);
  });
  return ids;
}
