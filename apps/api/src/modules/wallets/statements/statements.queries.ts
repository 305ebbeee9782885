// Data access of wallet statements: the request rows with their wallet's name, the files they produced, and the
// wallet's history lines a statement is made of.
import type { WalletTransaction } from '@paydesk/contracts';
import { type Executor, statementRequests } from '@paydesk/db';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { historyLinesOf, walletNameOf } from '../../ledger/index.ts';
import {
  afterLine,
  lineColumns,
  oldestFirst,
  toTransaction,
} from '../transactions/history-columns.queries.ts';

export async function insertStatementRequest(db: Executor, values: typeof statementRequests.$inferInsert) {
  const [row] = await db.insert(statementRequests).values(values).returning();
  return row;
}

/** A statement with its wallet's name (the ledger's subquery, read by key in the same statement). */
const statementColumns = {
  statement: statementRequests,
  walletName: walletNameOf(statementRequests.companyId, statementRequests.walletId),
};

export async function findStatementWithWallet(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select(statementColumns)
    .from(statementRequests)
    .where(and(eq(statementRequests.companyId, companyId), eq(statementRequests.id, id)));
  return row;
}

/** The newest 20 statements of the business, of one wallet when given. */
export function recentStatements(db: Executor, companyId: string, walletId?: string) {
  return db
    .select(statementColumns)
    .from(statementRequests)
    .where(
      and(
        eq(statementRequests.companyId, companyId),
        walletId ? eq(statementRequests.walletId, walletId) : undefined,
      ),
    )
    .orderBy(desc(statementRequests.createdAt))
    .limit(20);
}

export { findStoredFile } from '../../../platform/files/stored-files.queries.ts';

// The statement job's reads and writes (statement-job.ts).

/** Step 1: takes a queued statement (or one whose run died two minutes ago) for this run, if any is left. */
export async function claimStatement(db: Executor, target: { companyId: string; id: string }) {
  const [row] = await db
    .update(statementRequests)
    .set({ status: 'running', progress: 1, attempts: sql`${statementRequests.attempts} + 1` })
    .where(
      and(
        eq(statementRequests.companyId, target.companyId),
        eq(statementRequests.id, target.id),
        or(
          eq(statementRequests.status, 'queued'),
          // A run that died mid-way is taken over after two minutes.
          and(
            eq(statementRequests.status, 'running'),
            lt(statementRequests.createdAt, sql`now() - interval '2 minutes'`),
          ),
        ),
        lt(statementRequests.attempts, 5),
      ),
    )
    .returning();
  return row;
}

/**
 * The wallet's balance at an instant, from its history lines: credits less debits of every line written before it,
 * whatever the line's status (a line is written when its money moves). A statement's opening balance.
 */
export async function lineBalanceBefore(
  db: Executor,
  companyId: string,
  walletId: string,
  instant: Date,
): Promise<number> {
  const lines = historyLinesOf(companyId);
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(case when ${lines.direction} = 'credit'
        then ${lines.amount} else -${lines.amount} end), 0)`,
    })
    .from(lines)
    .where(and(eq(lines.walletId, walletId), lt(lines.createdAt, instant)));
  return Number(row?.balance ?? 0);
}

/**
 * One page of the wallet's lines written in [from, until), every status, oldest first, after the given line (a
 * keyset: pages do not shift when lines arrive, and the thousandth page costs what the first does).
 */
export async function statementLinesPage(
  db: Executor,
  companyId: string,
  walletId: string,
  range: { from: Date; until: Date },
  page: { afterLineId?: string; limit: number },
): Promise<WalletTransaction[]> {
  const lines = historyLinesOf(companyId);
  const rows = await db
    .select(lineColumns(lines))
    .from(lines)
    .where(
      and(
        eq(lines.walletId, walletId),
        gte(lines.createdAt, range.from),
        lt(lines.createdAt, range.until),
        page.afterLineId ? afterLine(lines, companyId, page.afterLineId) : undefined,
      ),
    )
    .orderBy(...oldestFirst(lines))
    .limit(page.limit);
  return rows.map(toTransaction);
}

/** Sets the progress of a statement that is still running. */
export async function setRunningProgress(db: Executor, companyId: string, id: string, progress: number) {
  await db
    .update(statementRequests)
    .set({ progress })
    .where(
      and(
        eq(statementRequests.companyId, companyId),
        eq(statementRequests.id, id),
        eq(statementRequests.status, 'running'),
      ),
    );
}

export { insertStoredFile } from '../../../platform/files/stored-files.queries.ts';

export async function updateStatement(
  db: Executor,
  companyId: string,
  id: string,
  values: Partial<typeof statementRequests.$inferInsert>,
) {
  await db
    .update(statementRequests)
    .set(values)
    .where(and(eq(statementRequests.companyId, companyId), eq(statementRequests.id, id)));
}

/** Statements whose job request was lost or whose run died: queued again for the job. */
export async function pendingStatements(db: Executor) {
  return db
    .select({ companyId: statementRequests.companyId, id: statementRequests.id })
    .from(statementRequests)
    .where(
      and(
        inArray(statementRequests.status, ['queued', 'running']),
        lt(statementRequests.createdAt, sql`now() - interval '1 minute'`),
        lt(statementRequests.attempts, 5),
      ),
    )
    .limit(50);
}
