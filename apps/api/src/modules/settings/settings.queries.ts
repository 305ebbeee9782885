// Data access of account settings: the member's profile fields and photo, pending phone changes, the company's
// editable details and logo, preferences and the wallets a preference may name. Every tenant table is filtered
// by company_id.
import { companies, type Executor, memberPreferences, phoneChanges, users } from '@paydesk/db';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { findStoredFile } from '../../platform/files/stored-files.queries.ts';

export async function findUser(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function updateUser(db: Executor, userId: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

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

export async function findCompanyRow(db: Executor, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function updateCompany(
  db: Executor,
  companyId: string,
  values: Partial<
    Pick<
      typeof companies.$inferInsert,
      'name' | 'industry' | 'businessLogo' | 'rcNumber' | 'tin' | 'address' | 'contactEmail' | 'contactPhone'
    >
  >,
) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
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
