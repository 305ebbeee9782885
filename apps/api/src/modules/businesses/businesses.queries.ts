// Data access for sub accounts: always within one main account (parent_company_id), optionally limited to the
// businesses an alias administrator is assigned to.
import type { BusinessType, SubAccount } from '@paydesk/contracts';
import { companies, type Executor } from '@paydesk/db';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/sql-like.ts';
import { type BusinessOwner, businessOwners } from '../team/index.ts';

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

/** The sub accounts with their owner (through the team face: memberships are team's). */
async function withOwners(db: Executor, companies: CompanyRow[]): Promise<SubRow[]> {
  const owners = await businessOwners(
    db,
    companies.map((c) => c.id),
  );
  return companies.map((company) => ({ company, owner: owners.get(company.id) ?? null }));
}

type CompanyRow = typeof companies.$inferSelect;
type SubRow = { company: CompanyRow; owner: BusinessOwner | null };

/** The switcher's row (spec §3): the manager accepted the invitation when their membership is active. */
export function toSubAccount(row: SubRow): SubAccount {
  const { company, owner } = row;
  return {
    _id: company.id,
    companyInfoId: company.id,
    companyName: company.name,
    isEmailVerified: owner?.status === 'active' && Boolean(owner?.emailVerifiedAt),
    isCompanyInfo: company.isCompanyInfo,
    isActive: company.isActive,
    firstName: owner?.firstName ?? '',
    lastName: owner?.lastName ?? '',
    jobTitle: owner?.jobTitle ?? null,
    email: owner?.email ?? '',
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
  const page = await db
    .select()
    .from(companies)
    .where(condition)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [total] = await db.select({ n: count() }).from(companies).where(condition);
  return { rows: (await withOwners(db, page)).map(toSubAccount), totalDocs: total?.n ?? 0 };
}

/** The business row of this id, a main or a sub account. */
export async function findCompany(db: Executor, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function findSubAccount(db: Executor, mainId: string, subId: string) {
  const found = await db
    .select()
    .from(companies)
    .where(and(subWhere(mainId, {}), eq(companies.id, subId)));
  const [row] = await withOwners(db, found);
  return row;
}

export async function insertSubAccount(db: Executor, values: typeof companies.$inferInsert) {
  const [sub] = await db.insert(companies).values(values).returning();
  return sub;
}
