// Settlement accounts, sweep rules and sweeps: every query filters by the business.
import type { SettlementAccount, Sweep, SweepRule } from '@paydesk/contracts';
import { type Executor, settlementAccounts, sweepRules, sweeps, type Tx } from '@paydesk/db';
import { and, asc, count, desc, eq, lte, ne, sql } from 'drizzle-orm';

export type SettlementAccountRow = typeof settlementAccounts.$inferSelect;
export type SweepRuleRow = typeof sweepRules.$inferSelect;
export type SweepRow = typeof sweeps.$inferSelect;

const accountOf = (companyId: string, id: string) =>
  and(eq(settlementAccounts.companyId, companyId), eq(settlementAccounts.id, id));
const ruleOf = (companyId: string, id: string) =>
  and(eq(sweepRules.companyId, companyId), eq(sweepRules.id, id));

// --- accounts ----------------------------------------------------------------------------------------

export async function listAccounts(db: Executor, companyId: string) {
  return db
    .select()
    .from(settlementAccounts)
    .where(and(eq(settlementAccounts.companyId, companyId), ne(settlementAccounts.status, 'removed')))
    .orderBy(asc(settlementAccounts.createdAt));
}

/** An account of the business that is not removed; locked for the transaction when asked. */
export async function findAccount(db: Executor, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(settlementAccounts)
    .where(and(accountOf(companyId, id), ne(settlementAccounts.status, 'removed')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Any account of the business, removed ones included (a rule's view names its account). */
export async function findAccountEvenRemoved(db: Executor, companyId: string, id: string) {
  const [row] = await db.select().from(settlementAccounts).where(accountOf(companyId, id));
  return row ?? null;
}

export async function findAccountByNumber(
  db: Executor,
  companyId: string,
  bankCode: string,
  accountNumber: string,
) {
  const [row] = await db
    .select()
    .from(settlementAccounts)
    .where(
      and(
        eq(settlementAccounts.companyId, companyId),
        eq(settlementAccounts.bankCode, bankCode),
        eq(settlementAccounts.accountNumber, accountNumber),
        ne(settlementAccounts.status, 'removed'),
      ),
    );
  return row ?? null;
}

export async function insertAccount(tx: Tx, values: typeof settlementAccounts.$inferInsert) {
  const [row] = await tx.insert(settlementAccounts).values(values).returning();
  return row!;
}

export async function updateAccount(
  tx: Executor,
  row: Pick<SettlementAccountRow, 'companyId' | 'id'>,
  values: Partial<typeof settlementAccounts.$inferInsert>,
) {
  const [updated] = await tx
    .update(settlementAccounts)
    .set(values)
    .where(accountOf(row.companyId, row.id))
    .returning();
  return updated!;
}

/** Counts a try at the account's code before it is compared; null when the tries are used up. */
export async function claimCodeAttempt(db: Executor, row: SettlementAccountRow, maxAttempts: number) {
  const [claimed] = await db
    .update(settlementAccounts)
    .set({ codeAttempts: sql`${settlementAccounts.codeAttempts} + 1` })
    .where(
      and(
        accountOf(row.companyId, row.id),
        eq(settlementAccounts.status, 'pending'),
        sql`${settlementAccounts.codeAttempts} < ${maxAttempts}`,
      ),
    )
    .returning({ id: settlementAccounts.id });
  return claimed ?? null;
}

export const toAccount = (row: SettlementAccountRow): SettlementAccount => ({
  id: row.id,
  status: row.status === 'active' ? 'active' : 'pending',
  bankCode: row.bankCode,
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  accountName: row.accountName,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

// --- rules -------------------------------------------------------------------------------------------

export async function listRules(db: Executor, companyId: string) {
  return db
    .select()
    .from(sweepRules)
    .where(and(eq(sweepRules.companyId, companyId), ne(sweepRules.status, 'deleted')))
    .orderBy(desc(sweepRules.createdAt));
}

export async function findRule(db: Executor, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(sweepRules)
    .where(and(ruleOf(companyId, id), ne(sweepRules.status, 'deleted')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findRuleByKey(db: Executor, companyId: string, key: string) {
  const [row] = await db
    .select()
    .from(sweepRules)
    .where(and(eq(sweepRules.companyId, companyId), eq(sweepRules.idempotencyKey, key)));
  return row ?? null;
}

export async function countRulesOfAccount(db: Executor, companyId: string, accountId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(sweepRules)
    .where(
      and(
        eq(sweepRules.companyId, companyId),
        eq(sweepRules.settlementAccountId, accountId),
        ne(sweepRules.status, 'deleted'),
      ),
    );
  return row?.n ?? 0;
}

export async function insertRule(tx: Tx, values: typeof sweepRules.$inferInsert) {
  const [row] = await tx.insert(sweepRules).values(values).returning();
  return row!;
}

export async function updateRule(
  tx: Executor,
  row: Pick<SweepRuleRow, 'companyId' | 'id'>,
  values: Partial<typeof sweepRules.$inferInsert>,
) {
  const [updated] = await tx
    .update(sweepRules)
    .set({ ...values, updatedAt: new Date() })
    .where(ruleOf(row.companyId, row.id))
    .returning();
  return updated!;
}

/** Active rules whose next sweep date has come (any business: the cron sends their jobs). */
export async function dueRules(db: Executor, day: string, limit: number) {
  return db
    .select({ companyId: sweepRules.companyId, sweepRuleId: sweepRules.id, runDate: sweepRules.nextRunDate })
    .from(sweepRules)
    .where(and(eq(sweepRules.status, 'active'), lte(sweepRules.nextRunDate, day)))
    .limit(limit) as Promise<{ companyId: string; sweepRuleId: string; runDate: string }[]>;
}

export const toRule = (row: SweepRuleRow, walletName: string, account: SettlementAccountRow): SweepRule => ({
  id: row.id,
  status: row.status === 'active' ? 'active' : 'paused',
  walletId: row.walletId,
  walletName,
  settlementAccount: {
    id: account.id,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
  },
  floor: row.floor,
  frequency: row.frequency,
  day: row.day,
  startDate: row.startDate,
  nextRunDate: row.nextRunDate,
  lastRunDate: row.lastRunDate,
  createdAt: row.createdAt.toISOString(),
});

// --- sweeps ------------------------------------------------------------------------------------------

export async function findSweep(db: Executor, companyId: string, ruleId: string, runDate: string) {
  const [row] = await db
    .select({ id: sweeps.id })
    .from(sweeps)
    .where(and(eq(sweeps.companyId, companyId), eq(sweeps.sweepRuleId, ruleId), eq(sweeps.runDate, runDate)));
  return row ?? null;
}

export async function insertSweep(tx: Executor, values: typeof sweeps.$inferInsert) {
  const [row] = await tx.insert(sweeps).values(values).returning();
  return row!;
}

export async function sweepPage(
  db: Executor,
  params: { companyId: string; ruleId: string; page: number; limit: number },
) {
  const where = and(eq(sweeps.companyId, params.companyId), eq(sweeps.sweepRuleId, params.ruleId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sweeps)
      .where(where)
      .orderBy(desc(sweeps.runDate), desc(sweeps.createdAt))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    db.select({ n: count() }).from(sweeps).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const toSweep = (row: SweepRow): Sweep => ({
  id: row.id,
  runDate: row.runDate,
  status: row.status,
  balanceBefore: row.balanceBefore,
  amount: row.amount,
  fee: row.fee,
  reference: row.reference,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
});
