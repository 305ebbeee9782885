// Data access of pay schedules, benefits in kind, allowances and bonuses, remittance parties and pension
// providers (the business's public holidays are in holidays.queries.ts); every tenant query filters by company_id (decision 0006).
import {
  allowancesAndBonuses,
  benefitsInKind,
  type Executor,
  payGroupAllowances,
  payGroupBenefits,
  payGroups,
  paySchedules,
  payStructures,
  remittanceParties,
} from '@paydesk/db';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../lib/sql-like.ts';

export type ScheduleRow = typeof paySchedules.$inferSelect;
export type BenefitRow = typeof benefitsInKind.$inferSelect & { payGroupCount: number };
export type AllowanceRow = typeof allowancesAndBonuses.$inferSelect & { payGroupCount: number };
export type RemittanceRow = typeof remittanceParties.$inferSelect;

export interface ListParams {
  page: number;
  limit: number;
  search?: string | undefined;
  id?: string | undefined;
}

type TenantTable = PgTable & { companyId: PgColumn; id: PgColumn; name: PgColumn };

/** The where clause of a list: the business, the optional id filter and a name search. */
export function listWhere(table: TenantTable, companyId: string, query: ListParams, extra?: SQL) {
  return and(
    eq(table.companyId, companyId),
    query.id ? eq(table.id, query.id) : undefined,
    query.search ? sql`${table.name} ilike ${`%${escapeLike(query.search)}%`}` : undefined,
    extra,
  );
}

async function pageOf<R>(
  db: Executor,
  table: TenantTable,
  where: SQL | undefined,
  query: ListParams,
  select: object,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select(select as Record<string, PgColumn>)
      .from(table)
      .where(where)
      .orderBy(asc(table.name), asc(table.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: rows as R[], total: total?.n ?? 0 };
}

export type SetupKind =
  | 'pay-schedule'
  | 'pay-structure'
  | 'benefit-in-kind'
  | 'allowance-and-bonus'
  | 'pay-group'
  | 'remittance-party';

const TABLES: Record<SetupKind, TenantTable> = {
  'pay-schedule': paySchedules,
  'pay-structure': payStructures,
  'benefit-in-kind': benefitsInKind,
  'allowance-and-bonus': allowancesAndBonuses,
  'pay-group': payGroups,
  'remittance-party': remittanceParties,
};

export async function nameTaken(
  db: Executor,
  kind: SetupKind,
  companyId: string,
  name: string,
  exceptId?: string,
) {
  const table = TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), sql`lower(${table.name}) = ${name.toLowerCase()}`));
  return Boolean(row && row.id !== exceptId);
}

export async function deleteRow(tx: Executor, kind: SetupKind, companyId: string, id: string) {
  const table = TABLES[kind];
  const rows = await tx
    .delete(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows.length > 0;
}

// --- pay schedules ---------------------------------------------------------------------------------------------

export const listSchedules = (db: Executor, companyId: string, query: ListParams) =>
  pageOf<ScheduleRow>(db, paySchedules, listWhere(paySchedules, companyId, query), query, paySchedules);

export async function findSchedule(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(paySchedules)
    .where(and(eq(paySchedules.companyId, companyId), eq(paySchedules.id, id)));
  return row ?? null;
}

export async function insertSchedule(tx: Executor, values: typeof paySchedules.$inferInsert) {
  const [row] = await tx.insert(paySchedules).values(values).returning();
  return row!;
}

export async function updateSchedule(
  tx: Executor,
  companyId: string,
  id: string,
  patch: Partial<typeof paySchedules.$inferInsert>,
) {
  await tx
    .update(paySchedules)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(paySchedules.companyId, companyId), eq(paySchedules.id, id)));
}

// --- benefits in kind and allowances and bonuses --------------------------------------------------------------

const benefitGroups = sql<number>`(select count(*)::int from ${payGroupBenefits} g
  where g.company_id = "benefits_in_kind"."company_id" and g.benefit_in_kind_id = "benefits_in_kind"."id")`;
const benefitView = {
  companyId: benefitsInKind.companyId,
  id: benefitsInKind.id,
  name: benefitsInKind.name,
  description: benefitsInKind.description,
  monthlyValue: benefitsInKind.monthlyValue,
  createdAt: benefitsInKind.createdAt,
  updatedAt: benefitsInKind.updatedAt,
  payGroupCount: benefitGroups,
};

export const listBenefits = (db: Executor, companyId: string, query: ListParams) =>
  pageOf<BenefitRow>(db, benefitsInKind, listWhere(benefitsInKind, companyId, query), query, benefitView);

export async function findBenefit(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select(benefitView)
    .from(benefitsInKind)
    .where(and(eq(benefitsInKind.companyId, companyId), eq(benefitsInKind.id, id)));
  return (row as BenefitRow | undefined) ?? null;
}

export async function insertBenefit(tx: Executor, values: typeof benefitsInKind.$inferInsert) {
  const [row] = await tx.insert(benefitsInKind).values(values).returning({ id: benefitsInKind.id });
  return row!.id;
}

export async function updateBenefit(
  tx: Executor,
  companyId: string,
  id: string,
  patch: Partial<typeof benefitsInKind.$inferInsert>,
) {
  await tx
    .update(benefitsInKind)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(benefitsInKind.companyId, companyId), eq(benefitsInKind.id, id)));
}

const allowanceGroups = sql<number>`(select count(*)::int from ${payGroupAllowances} g
  where g.company_id = "allowances_and_bonuses"."company_id"
    and g.allowance_and_bonus_id = "allowances_and_bonuses"."id")`;
const allowanceView = {
  companyId: allowancesAndBonuses.companyId,
  id: allowancesAndBonuses.id,
  name: allowancesAndBonuses.name,
  description: allowancesAndBonuses.description,
  kind: allowancesAndBonuses.kind,
  recurrence: allowancesAndBonuses.recurrence,
  taxable: allowancesAndBonuses.taxable,
  amount: allowancesAndBonuses.amount,
  payDate: allowancesAndBonuses.payDate,
  createdAt: allowancesAndBonuses.createdAt,
  updatedAt: allowancesAndBonuses.updatedAt,
  payGroupCount: allowanceGroups,
};

export const listAllowances = (db: Executor, companyId: string, query: ListParams) =>
  pageOf<AllowanceRow>(
    db,
    allowancesAndBonuses,
    listWhere(allowancesAndBonuses, companyId, query),
    query,
    allowanceView,
  );

export async function findAllowance(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select(allowanceView)
    .from(allowancesAndBonuses)
    .where(and(eq(allowancesAndBonuses.companyId, companyId), eq(allowancesAndBonuses.id, id)));
  return (row as AllowanceRow | undefined) ?? null;
}

export async function insertAllowance(tx: Executor, values: typeof allowancesAndBonuses.$inferInsert) {
  const [row] = await tx
    .insert(allowancesAndBonuses)
    .values(values)
    .returning({ id: allowancesAndBonuses.id });
  return row!.id;
}

export async function updateAllowance(
  tx: Executor,
  companyId: string,
  id: string,
  patch: Partial<typeof allowancesAndBonuses.$inferInsert>,
) {
  await tx
    .update(allowancesAndBonuses)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(allowancesAndBonuses.companyId, companyId), eq(allowancesAndBonuses.id, id)));
}

// --- remittance parties and pension providers -------------------------------------------------------------------

export const listRemittanceParties = (db: Executor, companyId: string, query: ListParams) =>
  pageOf<RemittanceRow>(
    db,
    remittanceParties,
    listWhere(remittanceParties, companyId, query),
    query,
    remittanceParties,
  );

export async function findRemittanceParty(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(remittanceParties)
    .where(and(eq(remittanceParties.companyId, companyId), eq(remittanceParties.id, id)));
  return row ?? null;
}

export async function insertRemittanceParty(tx: Executor, values: typeof remittanceParties.$inferInsert) {
  const [row] = await tx.insert(remittanceParties).values(values).returning();
  return row!;
}

export async function updateRemittanceParty(
  tx: Executor,
  companyId: string,
  id: string,
  patch: Partial<typeof remittanceParties.$inferInsert>,
) {
  await tx
    .update(remittanceParties)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(remittanceParties.companyId, companyId), eq(remittanceParties.id, id)));
}

export async function hasSchedules(db: Executor, companyId: string) {
  const [row] = await db
    .select({ id: paySchedules.id })
    .from(paySchedules)
    .where(eq(paySchedules.companyId, companyId))
    .limit(1);
  return Boolean(row);
}
