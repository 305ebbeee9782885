// Data access of the phone codes that confirm a freelancer's identity; filtered by the business (company_id).
import { complianceSubmissions, type Executor, phoneVerifications } from '@paydesk/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

export async function countCodesSince(db: Executor, companyId: string, purpose: string, since: Date) {
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.companyId, companyId),
        eq(phoneVerifications.purpose, purpose),
        gt(phoneVerifications.createdAt, since),
      ),
    );
  return recent?.n ?? 0;
}

export async function consumeOpenCodes(db: Executor, companyId: string, purpose: string) {
  await db
    .update(phoneVerifications)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(phoneVerifications.companyId, companyId),
        eq(phoneVerifications.purpose, purpose),
        isNull(phoneVerifications.consumedAt),
      ),
    );
}

export async function insertCode(db: Executor, values: typeof phoneVerifications.$inferInsert) {
  await db.insert(phoneVerifications).values(values);
}

export async function lockCode(db: Executor, companyId: string, id: string) {
  const [verification] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.companyId, companyId), eq(phoneVerifications.id, id)))
    .for('update');
  return verification;
}

export async function updateCode(
  db: Executor,
  companyId: string,
  id: string,
  values: { attempts: number } | { consumedAt: Date },
) {
  await db
    .update(phoneVerifications)
    .set(values)
    .where(and(eq(phoneVerifications.companyId, companyId), eq(phoneVerifications.id, id)));
}

export async function setSubmissionIdentity(
  db: Executor,
  companyId: string,
  identity: Record<string, unknown>,
) {
  await db
    .update(complianceSubmissions)
    .set({ identity, updatedAt: new Date() })
    .where(eq(complianceSubmissions.companyId, companyId));
}
