// Data access of invitations: the invited person and membership, and the accept tokens (decision 0006).
import { companyMembers, type Executor } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';

// The invited person is written through the auth face (auth owns users).
export { insertUser } from '../auth/index.ts';

export async function membershipStatus(db: Executor, companyId: string, userId: string) {
  const [current] = await db
    .select({ status: companyMembers.status })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return current;
}

export async function insertMember(tx: Executor, values: typeof companyMembers.$inferInsert) {
  const [member] = await tx.insert(companyMembers).values(values).returning();
  return member;
}

// The invitation's accept links are auth's password tokens, written and read through the auth face.
export { insertPasswordToken, lockOpenToken, tokenWithdrawn } from '../auth/index.ts';
