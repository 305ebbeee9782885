// Data access of an ownership transfer: the one-time codes and the swap of the two roles.
import { companyMembers, type Executor, passwordTokens } from '@paydesk/db';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';

/** Consumes every open code of this purpose, so only the newest one works. */
export async function consumeOpenCodes(db: Executor, userId: string, purpose: string) {
  await db
    .update(passwordTokens)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.consumedAt),
      ),
    );
}

export async function insertCode(db: Executor, values: typeof passwordTokens.$inferInsert) {
  await db.insert(passwordTokens).values(values);
}

/** The newest open, unexpired code of this purpose, locked. */
export async function lockNewestCode(db: Executor, userId: string, purpose: string) {
  const [token] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.consumedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordTokens.createdAt))
    .limit(1)
    .for('update');
  return token;
}

export async function setMemberRole(
  db: Executor,
  companyId: string,
  memberId: string,
  role: 'employer' | 'employer-admin',
  now: Date,
) {
  await db
    .update(companyMembers)
    .set({ role, roleId: null, updatedAt: now })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
}
