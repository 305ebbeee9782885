// The reconciliation check: every cached balance recomputed from its postings, and every journal entry summed.
// Run by a daily job and by operators; each run is kept with whatever it found.
import type { ReconciliationReport } from '@paydesk/contracts';
import { type Database, type Executor, ledgerAccounts, reconciliationRuns } from '@paydesk/db';
import { count, desc, sql } from 'drizzle-orm';
import { reconcileLedger } from './posting.ts';

type RunRow = typeof reconciliationRuns.$inferSelect;

const toReport = (row: RunRow): ReconciliationReport => ({
  _id: row.id,
  ranAt: row.createdAt.toISOString(),
  trigger: row.trigger,
  accountsChecked: row.accountsChecked,
  unbalancedEntries: row.unbalancedEntries,
  mismatches: row.mismatches as ReconciliationReport['mismatches'],
});

export async function unbalancedEntryCount(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from postings group by company_id, entry_id having sum(amount) <> 0) t`,
  );
  return (result.rows[0] as { n: number }).n;
}

export async function runReconciliation(
  db: Database,
  trigger: RunRow['trigger'],
  operatorId?: string,
): Promise<ReconciliationReport> {
  // A pool of system accounts counts once (decision 0023).
  const [accounts] = await db
    .select({ n: count() })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.kind} = 'wallet' or ${ledgerAccounts.poolSlot} = 0`);
  const mismatches = await reconcileLedger(db);
  const unbalanced = await unbalancedEntryCount(db);
  const [row] = await db
    .insert(reconciliationRuns)
    .values({
      trigger,
      operatorId: operatorId ?? null,
      accountsChecked: accounts?.n ?? 0,
      mismatchCount: mismatches.length,
      unbalancedEntries: unbalanced,
      mismatches,
    })
    .returning();
  return toReport(row!);
}

export async function recentReconciliations(db: Executor, limit = 20): Promise<ReconciliationReport[]> {
  const rows = await db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.createdAt))
    .limit(limit);
  return rows.map(toReport);
}
