// Data access of account settings: pending phone changes, preferences and the wallets a preference may name, and
// stored photos and logos. Every tenant table is filtered by company_id; the profile fields and the company's
// details are read and written through the auth and businesses faces.
import { type Executor, memberPreferences, phoneChanges } from '@paydesk/db';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { findStoredFile } from '../../platform/files/stored-files.queries.ts';

export async function latestOpenPhoneChange(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(phoneChanges)
    .where(and(eq(phoneChanges.userId, userId), isNull(phoneChanges.consumedAt)))
    .orderBy(desc(phoneChanges.createdAt))
    .limit(1);
  return row;
}

export async function countRecentPhoneChanges(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(phoneChanges)
    .where(and(eq(phoneChanges.userId, userId), gt(phoneChanges.createdAt, sql`now() - interval '1 hour'`)));
  return row?.n ?? 0;
}

export async function insertPhoneChange(db: Executor, values: typeof phoneChanges.$inferInsert) {
  const [row] = await db.insert(phoneChanges).values(values).returning();
  return row!;
}

export async function consumePhoneChanges(db: Executor, userId: string) {
  await db
    .update(phoneChanges)
    .set({ consumedAt: new Date() })
    .where(and(eq(phoneChanges.userId, userId), isNull(phoneChanges.consumedAt)));
}

export async function countPhoneAttempt(db: Executor, id: string) {
  await db
    .update(phoneChanges)
    .set({ attempts: sql`${phoneChanges.attempts} + 1` })
    .where(eq(phoneChanges.id, id));
}

export { insertStoredFile } from '../../platform/files/stored-files.queries.ts';

/** A photo or logo by its id in its business; other stored files (verification documents) are never media. */
export function findMediaFile(db: Executor, companyId: string, fileId: string) {
  return findStoredFile(db, companyId, fileId, ['profile-photo', 'company-logo']);
}

export async function findPreferences(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(memberPreferences)
    .where(and(eq(memberPreferences.companyId, companyId), eq(memberPreferences.userId, userId)));
  return row;
}

export async function savePreferences(db: Executor, values: typeof memberPreferences.$inferInsert) {
  await db
    .insert(memberPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [memberPreferences.companyId, memberPreferences.userId],
      set: {
        muted: values.muted,
        defaultSourceWalletId: values.defaultSourceWalletId ?? null,
        amountDisplay: values.amountDisplay,
        updatedAt: new Date(),
      },
    });
}
