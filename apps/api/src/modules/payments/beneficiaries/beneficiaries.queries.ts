// Reads and writes of a business's beneficiaries (always by company_id).
import type { Beneficiary, BeneficiaryListQuery } from '@paydesk/contracts';
import { beneficiaries, type Executor } from '@paydesk/db';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../../lib/sql-like.ts';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type NewBeneficiary = typeof beneficiaries.$inferInsert;

export function toBeneficiary(row: BeneficiaryRow): Beneficiary {
  return {
    _id: row.id,
    type: row.type as Beneficiary['type'],
    name: row.nickname ?? row.accountName,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    nickname: row.nickname,
    isPaydeskWallet: row.isPaydeskWallet,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Inserts beneficiaries; an account already saved for the same type is left as it is. Answers the new rows. */
export async function insertBeneficiaries(tx: Executor, rows: NewBeneficiary[]): Promise<BeneficiaryRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(beneficiaries).values(rows).onConflictDoNothing().returning();
}

/** Whether the business has saved this account (any type): one row's id, or nothing. */
export async function savedAccount(
  db: Executor,
  companyId: string,
  accountNumber: string,
): Promise<{ id: string } | undefined> {
  const [existing] = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.companyId, companyId), eq(beneficiaries.accountNumber, accountNumber)))
    .limit(1);
  return existing;
}

/** Whether the business has saved any beneficiary: one row's id, or nothing. */
export async function anyBeneficiary(db: Executor, companyId: string): Promise<{ id: string } | undefined> {
  const [existing] = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(eq(beneficiaries.companyId, companyId))
    .limit(1);
  return existing;
}

export async function findBeneficiary(
  db: Executor,
  companyId: string,
  id: string,
): Promise<BeneficiaryRow | undefined> {
  const [row] = await db
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.companyId, companyId), eq(beneficiaries.id, id)));
  return row;
}

export async function findBeneficiaryByAccount(
  db: Executor,
  companyId: string,
  account: { type: string; bankCode: string; accountNumber: string },
): Promise<BeneficiaryRow | undefined> {
  const [row] = await db
    .select()
    .from(beneficiaries)
    .where(
      and(
        eq(beneficiaries.companyId, companyId),
        eq(beneficiaries.type, account.type),
        eq(beneficiaries.bankCode, account.bankCode),
        eq(beneficiaries.accountNumber, account.accountNumber),
      ),
    );
  return row;
}

export async function deleteBeneficiary(tx: Executor, companyId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(beneficiaries)
    .where(and(eq(beneficiaries.companyId, companyId), eq(beneficiaries.id, id)))
    .returning({ id: beneficiaries.id });
  return deleted.length > 0;
}

function filters(companyId: string, query: Omit<BeneficiaryListQuery, 'page' | 'limit'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(beneficiaries.companyId, companyId)];
  if (query.type) conditions.push(eq(beneficiaries.type, query.type));
  if (query.bankCode) conditions.push(eq(beneficiaries.bankCode, query.bankCode));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(beneficiaries.accountName, like),
        ilike(beneficiaries.nickname, like),
        ilike(beneficiaries.accountNumber, like),
      ),
    );
  }
  return and(...conditions)!;
}

export async function listBeneficiaries(db: Executor, companyId: string, query: BeneficiaryListQuery) {
  const where = filters(companyId, query);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(beneficiaries).where(where);
  const rows = await db
    .select()
    .from(beneficiaries)
    .where(where)
    .orderBy(desc(beneficiaries.createdAt), desc(beneficiaries.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const totalDocs = count?.n ?? 0;
  return {
    docs: rows.map(toBeneficiary),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}

/** Every beneficiary the filters match (the CSV download), newest first. */
export async function allBeneficiaries(
  db: Executor,
  companyId: string,
  query: Omit<BeneficiaryListQuery, 'page' | 'limit'>,
) {
  return db
    .select()
    .from(beneficiaries)
    .where(filters(companyId, query))
    .orderBy(desc(beneficiaries.createdAt), desc(beneficiaries.id))
    .limit(50_000);
}
