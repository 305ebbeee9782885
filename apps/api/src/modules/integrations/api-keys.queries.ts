// Reads and writes of api_keys, always within one business (the key lookup by hash is the one exception: the
// hash is what names the business).
import { apiKeys, companyMembers, type Executor, users } from '@paydesk/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;

export interface ApiKeyRowWithCreator extends ApiKeyRow {
  creatorName: string | null;
}

const withCreator = {
  key: apiKeys,
  firstName: users.firstName,
  lastName: users.lastName,
};

const creatorName = (r: { firstName: string | null; lastName: string | null }) =>
  r.firstName || r.lastName ? `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() : null;

function selectWithCreator(db: Executor) {
  return db
    .select(withCreator)
    .from(apiKeys)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, apiKeys.companyId), eq(companyMembers.id, apiKeys.createdBy)),
    )
    .leftJoin(users, eq(users.id, companyMembers.userId));
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
  const [row] = await selectWithCreator(db).where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
  return row ? { ...row.key, creatorName: creatorName(row) } : undefined;
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
    selectWithCreator(db)
      .where(eq(apiKeys.companyId, companyId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.companyId, companyId)),
  ]);
  return { rows: rows.map((r) => ({ ...r.key, creatorName: creatorName(r) })), totalDocs: total?.n ?? 0 };
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
  const [row] = await db
    .select({ key: apiKeys, userId: companyMembers.userId, memberStatus: companyMembers.status })
    .from(apiKeys)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.companyId, apiKeys.companyId), eq(companyMembers.id, apiKeys.createdBy)),
    )
    .where(eq(apiKeys.secretHash, secretHash));
  return row;
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
