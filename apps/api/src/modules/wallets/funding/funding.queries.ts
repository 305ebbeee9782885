// Data access of wallet funding: the funding rows (card checkouts and bank transfers in) and the wallet behind an
// account number (decision 0006: the service decides, these run the SQL).
import { type Executor, fundingRequests } from '@paydesk/db';
import { and, eq, lt } from 'drizzle-orm';
import { companyNames } from '../../businesses/index.ts';
import { walletAccountByNumber } from '../../ledger/index.ts';

export type FundingRow = typeof fundingRequests.$inferSelect;

// A wallet's name, and the wallet a bank transfer was sent to (account numbers are unique across businesses): the
// ledger owns wallet rows.
export { accountName, walletAccountByNumber } from '../../ledger/index.ts';

export async function insertFunding(db: Executor, values: typeof fundingRequests.$inferInsert) {
  const [row] = await db.insert(fundingRequests).values(values).returning();
  return row;
}

/** Inserts a funding row unless one with the same provider reference exists (then answers undefined). */
export async function insertFundingOnce(db: Executor, values: typeof fundingRequests.$inferInsert) {
  const [row] = await db.insert(fundingRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateFunding(
  db: Executor,
  companyId: string,
  id: string,
  values: Partial<typeof fundingRequests.$inferInsert>,
) {
  await db
    .update(fundingRequests)
    .set(values)
    .where(and(eq(fundingRequests.companyId, companyId), eq(fundingRequests.id, id)));
}

/** The provider's callback names no business: the funding row is found by provider reference, locked. */
export async function lockFundingOfProvider(db: Executor, provider: string, providerReference: string) {
  const [row] = await db
    .select()
    .from(fundingRequests)
    .where(
      and(eq(fundingRequests.provider, provider), eq(fundingRequests.providerReference, providerReference)),
    )
    .for('update');
  return row;
}

export async function findFunding(db: Executor, companyId: string, reference: string) {
  const [row] = await db
    .select()
    .from(fundingRequests)
    .where(and(eq(fundingRequests.companyId, companyId), eq(fundingRequests.reference, reference)));
  return row;
}

/** The business and wallet behind an account number, for the operator console. */
export async function accountNameOf(db: Executor, accountNumber: string) {
  const wallet = await walletAccountByNumber(db, accountNumber);
  const companyName = wallet && (await companyNames(db, [wallet.companyId])).get(wallet.companyId);
  return wallet && companyName !== undefined
    ? { walletName: wallet.name, companyName, status: wallet.status }
    : undefined;
}

/** Card checkouts still pending that were opened before `before`, locked (skipping rows a callback holds). */
export async function lockExpiredCheckouts(db: Executor, before: Date, limit = 500) {
  return db
    .select()
    .from(fundingRequests)
    .where(
      and(
        eq(fundingRequests.channel, 'card'),
        eq(fundingRequests.status, 'pending'),
        lt(fundingRequests.createdAt, before),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** One funding row, locked. */
export async function lockFunding(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(fundingRequests)
    .where(and(eq(fundingRequests.companyId, companyId), eq(fundingRequests.id, id)))
    .for('update');
  return row;
}
