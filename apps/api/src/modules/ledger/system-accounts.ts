// The business's clearing and system accounts (one per kind, made on first use; the busiest kinds a pool of
// sub-accounts), and a per-process memory of the ids of those already committed: they are never deleted or replaced,
// so a hot path can skip reading them.
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

/**
 * The system accounts every action of a business passes through, each a pool of sub-accounts (decision 0023):
 * transfers-out clearing and fees (every payout), the settlement float (every settled transfer or bill) and Paydesk's
 * on-demand funding (every advanced withdrawal). A posting to a pool's head (the id in SystemAccounts) lands on the
 * sub-account its entry's reference picks, so concurrent entries of one business lock different rows; balances,
 * reports and reconciliation sum the pool.
 */
export const POOLED_KINDS: readonly SystemAccountKind[] = [
  'transfers_out_clearing',
  'fees',
  'bank_settlement',
  'paydesk_advances',
];

/** Sub-accounts per pooled kind (LEDGER_POOL_SIZE); 1 is the unpooled ledger. Existing sub-accounts are kept. */
let poolSize = 16;
export function setLedgerPoolSize(size: number) {
  if (!Number.isInteger(size) || size < 1 || size > 256)
    throw new Error(`a ledger pool has 1 to 256 sub-accounts, not ${size}`);
  poolSize = size;
}
export const ledgerPoolSize = () => poolSize;

const slotsOf = (kind: SystemAccountKind) => (POOLED_KINDS.includes(kind) ? poolSize : 1);

/** A pool's sub-accounts in slot order, by the head's id: filled only from rows known to be committed. */
const pools = new Map<string, string[]>();
/** Businesses whose accounts a transaction inserted: not yet known committed, so not taken as pools. */
const insertedBy = new WeakMap<object, Set<string>>();

const committed = new Map<string, SystemAccounts>();
const REMEMBERED = 10_000;

/** Creates the business's clearing and system accounts (and their pools) once; returns their heads' ids by kind. */
export async function ensureSystemAccounts(tx: Executor, companyId: string): Promise<SystemAccounts> {
  return (await loadSystemAccounts(tx, companyId)).heads;
}

async function loadSystemAccounts(tx: Executor, companyId: string) {
  // Read first, insert only what is missing: an INSERT … ON CONFLICT DO NOTHING on rows that another transaction
  // is updating (every posting moves them) waits for that transaction to end, which queued every poster of a
  // business behind the others' commits.
  const existing = await systemAccountRows(tx, companyId);
  const missing = SYSTEM_ACCOUNTS.flatMap((a) =>
    Array.from({ length: slotsOf(a.kind) }, (_, slot) => slot)
      .filter((slot) => !existing.has(`${a.kind}/${slot}`))
      .map((slot) => ({
        companyId,
        kind: a.kind,
        poolSlot: slot,
        name: slot === 0 ? a.name : `${a.name} · ${slot}`,
      })),
  );
  let rows = existing;
  if (missing.length > 0) {
    await tx.insert(ledgerAccounts).values(missing).onConflictDoNothing();
    rows = await systemAccountRows(tx, companyId);
    // Outside a transaction (the pool itself) the insert has committed.
    if (!('$client' in tx)) {
      const seen = insertedBy.get(tx) ?? new Set<string>();
      seen.add(companyId);
      insertedBy.set(tx, seen);
    }
  }
  const heads: Partial<Record<SystemAccountKind, string>> = {};
  const pooled = new Map<string, string[]>();
  for (const a of SYSTEM_ACCOUNTS) {
    const head = rows.get(`${a.kind}/0`);
    if (!head) throw new Error(`system account ${a.kind} of ${companyId} is missing after its insert`);
    heads[a.kind] = head;
    const slots: string[] = [];
    for (let slot = 0; rows.has(`${a.kind}/${slot}`); slot++) slots.push(rows.get(`${a.kind}/${slot}`)!);
    if (slots.length > 1) pooled.set(head, slots.slice(0, Math.max(slotsOf(a.kind), 1)));
  }
  const remember = () => {
    if (pools.size >= REMEMBERED * POOLED_KINDS.length) pools.clear();
    for (const [head, slots] of pooled) pools.set(head, slots);
  };
  // Rows this transaction inserted may yet roll back: their pools are remembered only once known committed.
  if (!insertedBy.get(tx)?.has(companyId)) remember();
  return { heads: heads as SystemAccounts, remember };
}

async function systemAccountRows(tx: Executor, companyId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, slot: ledgerAccounts.poolSlot })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), sql`${ledgerAccounts.kind} <> 'wallet'`));
  return new Map(rows.map((r) => [`${r.kind}/${r.slot}`, r.id]));
}

/** The pool an account heads (its sub-accounts in slot order), when this process knows it. */
export const poolOf = (accountId: string): readonly string[] | undefined => pools.get(accountId);

/** FNV-1a: a stable spread of references over a pool's slots (the same reference, the same slot). */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The postings of one entry with each pool head replaced by the sub-account `key` (the entry's reference) picks: a
 * transfer's send and its settlement name the same slot. Other accounts, and heads of pools this process has not
 * read, are kept (the pool is one account to every reader, so any slot is right).
 */
export function spreadOverPools<P extends { accountId: string }>(postings: P[], key: string): P[] {
  let slot: number | undefined;
  return postings.map((p) => {
    const slots = pools.get(p.accountId);
    if (!slots) return p;
    slot ??= hash(key);
    return { ...p, accountId: slots[slot % slots.length]! };
  });
}

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
  const { heads, remember } = await loadSystemAccounts(tx, companyId);
  afterCommit(() => {
    if (committed.size >= REMEMBERED) committed.clear();
    committed.set(companyId, heads);
    remember();
  });
  return heads;
}
