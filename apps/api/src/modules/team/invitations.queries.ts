// Data access of invitations: the invited person and membership, and the accept tokens (decision 0006).
import { companyMembers, type Executor, passwordTokens, users } from '@paydesk/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

export async function insertUser(tx: Executor, values: typeof users.$inferInsert) {
  const [created] = await tx.insert(users).values(values).returning();
  return created;
}

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

export async function insertPasswordToken(tx: Executor, values: typeof passwordTokens.$inferInsert) {
  await tx.insert(passwordTokens).values(values);
}

/** Whether the token of this hash and purpose was withdrawn with its invitation. */
export async function tokenWithdrawn(tx: Executor, tokenHash: string, purpose: string) {
  const [row] = await tx
    .select({ withdrawnAt: passwordTokens.withdrawnAt })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.tokenHash, tokenHash), eq(passwordTokens.purpose, purpose)));
  return Boolean(row?.withdrawnAt);
}

/** The unused, unexpired token of this hash and purpose, locked. */
export async function lockOpenToken(tx: Executor, tokenHash: string, purpose: string) {
  const [row] = await tx
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.consumedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .for('update');
  return row;
}
