// Reads and writes of api_keys, always within one business (the key lookup by hash is the one exception: the
// hash is what names the business).
import { apiKeys, type Executor } from '@paydesk/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { memberContacts } from '../team/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;

export interface ApiKeyRowWithCreator extends ApiKeyRow {
  creatorName: string | null;
}

const creatorName = (r: { firstName: string | null; lastName: string | null }) =>
  r.firstName || r.lastName ? `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() : null;

/** The keys (all of one business) with their creator's name, read through team's face. */
async function withCreators(
  db: Executor,
  companyId: string,
  keys: ApiKeyRow[],
): Promise<ApiKeyRowWithCreator[]> {
  const creators = await memberContacts(db, companyId, {
    memberIds: [...new Set(keys.map((k) => k.createdBy))],
    active: false,
  });
  const nameOf = new Map(creators.map((c) => [c.memberId, creatorName(c)]));
  return keys.map((key) => ({ ...key, creatorName: nameOf.get(key.createdBy) ?? null }));
}

export async function insertApiKey(tx: Executor, values: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
}

export async function findApiKey(
  db: Executor,
  companyId: string,
  id: string,
): Promise<ApiKeyRowWithCreator | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
  return row ? (await withCreators(db, companyId, [row]))[0] : undefined;
}

/** The key row locked for a change (revoke, rotate, edit) in the caller's transaction. */
export async function lockApiKey(
  tx: Executor,
  companyId: string,
  id: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
    .for('update');
  return row;
}

export async function listApiKeys(
  db: Executor,
  companyId: string,
  paging: { page: number; limit: number },
): Promise<{ rows: ApiKeyRowWithCreator[]; totalDocs: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.companyId, companyId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.companyId, companyId)),
  ]);
  return { rows: await withCreators(db, companyId, rows), totalDocs: total?.n ?? 0 };
}

export async function updateApiKey(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<
    Pick<ApiKeyRow, 'name' | 'scopes' | 'allowedIps' | 'expiresAt' | 'revokedAt' | 'prefix' | 'secretHash'>
  >,
): Promise<ApiKeyRow> {
  const [row] = await tx
    .update(apiKeys)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
    .returning();
  return row!;
}

/** The key a presented secret names (by its hash), with the user who created it. */
export async function findKeyBySecretHash(db: Executor, secretHash: string) {
  const [key] = await db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash));
  if (!key) return undefined;
  const [creator] = await memberContacts(db, key.companyId, { memberIds: [key.createdBy], active: false });
  return creator ? { key, userId: creator.userId, memberStatus: creator.status } : undefined;
}

/** Marks a key used; at most one write a minute per key, so a busy key does not write on every call. */
export async function touchApiKey(db: Executor, companyId: string, id: string, ip: string) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date(), lastUsedIp: ip })
    .where(
      and(
        eq(apiKeys.companyId, companyId),
        eq(apiKeys.id, id),
        sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute' or ${apiKeys.lastUsedIp} is distinct from ${ip})`,
      ),
    );
}

/** Whether the key's business already has a key of this name (the demo seed adds one once). */
export async function hasApiKeyNamed(db: Executor, companyId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.name, name)));
  return Boolean(row);
}
