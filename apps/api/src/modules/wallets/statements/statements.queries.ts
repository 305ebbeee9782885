// Data access of wallet statements: the request rows with their wallet's name, and the files they produced.
import { type Executor, ledgerAccounts, statementRequests, storedFiles, users } from '@paydesk/db';
import { and, desc, eq } from 'drizzle-orm';

export async function userEmail(db: Executor, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user;
}

export async function insertStatementRequest(db: Executor, values: typeof statementRequests.$inferInsert) {
  const [row] = await db.insert(statementRequests).values(values).returning();
  return row;
}

const walletOfStatement = and(
  eq(ledgerAccounts.companyId, statementRequests.companyId),
  eq(ledgerAccounts.id, statementRequests.walletId),
);

export async function findStatementWithWallet(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select({ statement: statementRequests, walletName: ledgerAccounts.name })
    .from(statementRequests)
    .innerJoin(ledgerAccounts, walletOfStatement)
    .where(and(eq(statementRequests.companyId, companyId), eq(statementRequests.id, id)));
  return row;
}

/** The newest 20 statements of the business, of one wallet when given. */
export function recentStatements(db: Executor, companyId: string, walletId?: string) {
  return db
    .select({ statement: statementRequests, walletName: ledgerAccounts.name })
    .from(statementRequests)
    .innerJoin(ledgerAccounts, walletOfStatement)
    .where(
      and(
        eq(statementRequests.companyId, companyId),
        walletId ? eq(statementRequests.walletId, walletId) : undefined,
      ),
    )
    .orderBy(desc(statementRequests.createdAt))
    .limit(20);
}

export async function findStoredFile(db: Executor, companyId: string, fileId: string) {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.id, fileId)));
  return file;
}
