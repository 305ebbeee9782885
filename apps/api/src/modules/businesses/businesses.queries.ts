// Data access for sub accounts: always within one main account (parent_company_id), optionally limited to the
// businesses an alias administrator is assigned to.
import type { BusinessType, SubAccount } from '@paydesk/contracts';
import {
  adminBusinessAssignments,
  authSessions,
  companies,
  companyMembers,
  type Executor,
  refreshTokens,
  rolePermissions,
  users,
} from '@paydesk/db';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/sql-like.ts';

export interface SubAccountFilters {
  /** Only these ids (an alias's employerList); undefined means every sub account. */
  only?: string[];
  search?: string;
}

function subWhere(mainId: string, f: SubAccountFilters): SQL {
  const conditions: SQL[] = [eq(companies.parentCompanyId, mainId), eq(companies.accountType, 'sub')];
  if (f.only) conditions.push(f.only.length ? inArray(companies.id, f.only) : sql`false`);
  if (f.search) conditions.push(sql`${companies.name} ilike ${`%${escapeLike(f.search)}%`}`);
  return and(...conditions)!;
}

function subQuery(db: Executor) {
  return db
    .select({ company: companies, owner: companyMembers, user: users })
    .from(companies)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.role, 'employer')),
    )
    .leftJoin(users, eq(users.id, companyMembers.userId));
}

type SubRow = {
  company: typeof companies.$inferSelect;
  owner: typeof companyMembers.$inferSelect | null;
  user: typeof users.$inferSelect | null;
};

/** The switcher's row (spec §3): the manager accepted the invitation when their membership is active. */
export function toSubAccount(row: SubRow): SubAccount {
  const { company, owner, user } = row;
  return {
    _id: company.id,
    companyInfoId: company.id,
    companyName: company.name,
    isEmailVerified: owner?.status === 'active' && Boolean(user?.emailVerifiedAt),
    isCompanyInfo: company.isCompanyInfo,
    isActive: company.isActive,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    jobTitle: user?.jobTitle ?? null,
    email: user?.email ?? '',
    businessType: company.businessType as BusinessType,
    createdAt: company.createdAt.toISOString(),
  };
}

export async function listSubAccounts(
  db: Executor,
  mainId: string,
  f: SubAccountFilters & { page: number; limit: number },
) {
  const condition = subWhere(mainId, f);
  const rows = await subQuery(db)
    .where(condition)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [total] = await db.select({ n: count() }).from(companies).where(condition);
  return { rows: rows.map(toSubAccount), totalDocs: total?.n ?? 0 };
}

export async function findSubAccount(db: Executor, mainId: string, subId: string) {
  const [row] = await subQuery(db).where(and(subWhere(mainId, {}), eq(companies.id, subId)));
  return row;
}

export async function assignedBusinesses(db: Executor, mainId: string, memberId: string) {
  const rows = await db
    .select({ id: adminBusinessAssignments.assignedCompanyId })
    .from(adminBusinessAssignments)
    .where(
      and(eq(adminBusinessAssignments.companyId, mainId), eq(adminBusinessAssignments.memberId, memberId)),
    );
  return rows.map((r) => r.id);
}

export async function findSessionForUpdate(db: Executor, sessionId: string) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).for('update');
  return row;
}

export async function revokeChildSessions(db: Executor, parentSessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.parentSessionId, parentSessionId), isNull(authSessions.revokedAt)));
}

/** The permissions granted to a custom role of the business. */
export function grantedPermissions(db: Executor, companyId: string, roleId: string) {
  return db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.roleId, roleId)));
}

export async function insertSubAccount(db: Executor, values: typeof companies.$inferInsert) {
  const [sub] = await db.insert(companies).values(values).returning();
  return sub;
}

export async function insertMember(db: Executor, values: typeof companyMembers.$inferInsert) {
  const [member] = await db.insert(companyMembers).values(values).returning();
  return member;
}

export async function revokeSession(db: Executor, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(eq(authSessions.id, sessionId));
}

/** Marks the session's unused refresh tokens used, so none of them can be exchanged any more. */
export async function retireRefreshTokens(db: Executor, sessionId: string) {
  await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
}

export async function touchSession(db: Executor, sessionId: string) {
  await db.update(authSessions).set({ lastUsedAt: new Date() }).where(eq(authSessions.id, sessionId));
}

export async function findUser(db: Executor, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}
