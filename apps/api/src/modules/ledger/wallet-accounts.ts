// Reading which wallet accounts a business has, for modules that only need to name them (the approvals demo seed).
// The wallets module keeps its own reads and writes of wallet rows.
import { type Executor, ledgerAccounts } from '@paydesk/db';
import { and, asc, desc, eq } from 'drizzle-orm';

/** The business's wallets (id and name), the main one first, then the oldest first. */
export async function walletAccountNames(
  db: Executor,
  companyId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: ledgerAccounts.id, name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'wallet')))
    .orderBy(desc(eq(ledgerAccounts.purpose, 'main')), asc(ledgerAccounts.createdAt));
}
