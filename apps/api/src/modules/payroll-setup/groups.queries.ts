// Data access of pay groups with their benefit and allowance links; every query filters by company_id (decision
// 0006). Pay structures are in structures.queries.ts, the employees of pay groups in group-employees.queries.ts.
import {
  allowancesAndBonuses,
  benefitsInKind,
  type Executor,
  payGroupAllowances,
  payGroupBenefits,
  payGroupEmployees,
  payGroups,
  paySchedules,
  payStructures,
} from '@paydesk/db';
import { and, asc, count, eq, exists, inArray, sql } from 'drizzle-orm';
import { type ListParams, listWhere } from './setup.queries.ts';

export interface PayGroupFilters extends ListParams {
  pay_structure_id?: string | undefined;
  benefit_in_kind_id?: string | undefined;
  allowance_and_bonus_id?: string | undefined;
  /** Only these pay groups (the assignment calls). */
  ids?: string[] | undefined;
}

const employeeCount = sql<number>`(select count(*)::int from ${payGroupEmployees} e
  where e.company_id = "pay_groups"."company_id" and e.pay_group_id = "pay_groups"."id")`;
const groupView = {
  id: payGroups.id,
  name: payGroups.name,
  description: payGroups.description,
  payScheduleId: payGroups.payScheduleId,
  payScheduleName: paySchedules.name,
  payStructureId: payGroups.payStructureId,
  payStructureName: payStructures.name,
  employeeCount,
  createdAt: payGroups.createdAt,
  updatedAt: payGroups.updatedAt,
};
export type GroupRow = {
  id: string;
  name: string;
  description: string | null;
  payScheduleId: string | null;
  payScheduleName: string | null;
  payStructureId: string | null;
  payStructureName: string | null;
  employeeCount: number;
  createdAt: Date;
  updatedAt: Date;
  benefits: Array<{ _id: string; name: string }>;
  allowances: Array<{ _id: string; name: string }>;
};

function groupsSelect(db: Executor) {
  return db
    .select(groupView)
    .from(payGroups)
    .leftJoin(
      paySchedules,
      and(eq(paySchedules.companyId, payGroups.companyId), eq(paySchedules.id, payGroups.payScheduleId)),
    )
    .leftJoin(
      payStructures,
      and(eq(payStructures.companyId, payGroups.companyId), eq(payStructures.id, payGroups.payStructureId)),
    );
}

async function withItems(db: Executor, companyId: string, rows: Omit<GroupRow, 'benefits' | 'allowances'>[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [benefits, allowances] = await Promise.all([
    db
      .select({ groupId: payGroupBenefits.payGroupId, _id: benefitsInKind.id, name: benefitsInKind.name })
      .from(payGroupBenefits)
      .innerJoin(
        benefitsInKind,
        and(
          eq(benefitsInKind.companyId, payGroupBenefits.companyId),
          eq(benefitsInKind.id, payGroupBenefits.benefitInKindId),
        ),
      )
      .where(and(eq(payGroupBenefits.companyId, companyId), inArray(payGroupBenefits.payGroupId, ids)))
      .orderBy(asc(benefitsInKind.name)),
    db
      .select({
        groupId: payGroupAllowances.payGroupId,
        _id: allowancesAndBonuses.id,
        name: allowancesAndBonuses.name,
      })
      .from(payGroupAllowances)
      .innerJoin(
        allowancesAndBonuses,
        and(
          eq(allowancesAndBonuses.companyId, payGroupAllowances.companyId),
          eq(allowancesAndBonuses.id, payGroupAllowances.allowanceAndBonusId),
        ),
      )
      .where(and(eq(payGroupAllowances.companyId, companyId), inArray(payGroupAllowances.payGroupId, ids)))
      .orderBy(asc(allowancesAndBonuses.name)),
  ]);
  return rows.map((r) => ({
    ...r,
    benefits: benefits.filter((b) => b.groupId === r.id).map(({ _id, name }) => ({ _id, name })),
    allowances: allowances.filter((a) => a.groupId === r.id).map(({ _id, name }) => ({ _id, name })),
  }));
}

export async function listGroups(db: Executor, companyId: string, query: PayGroupFilters) {
  const where = listWhere(
    payGroups,
    companyId,
    query,
    and(
      query.ids ? inArray(payGroups.id, query.ids) : undefined,
      query.pay_structure_id ? eq(payGroups.payStructureId, query.pay_structure_id) : undefined,
      query.benefit_in_kind_id
        ? exists(
            db
              .select({ one: sql`1` })
              .from(payGroupBenefits)
              .where(
                and(
                  eq(payGroupBenefits.companyId, payGroups.companyId),
                  eq(payGroupBenefits.payGroupId, payGroups.id),
                  eq(payGroupBenefits.benefitInKindId, query.benefit_in_kind_id),
                ),
              ),
          )
        : undefined,
      query.allowance_and_bonus_id
        ? exists(
            db
              .select({ one: sql`1` })
              .from(payGroupAllowances)
              .where(
                and(
                  eq(payGroupAllowances.companyId, payGroups.companyId),
                  eq(payGroupAllowances.payGroupId, payGroups.id),
                  eq(payGroupAllowances.allowanceAndBonusId, query.allowance_and_bonus_id),
                ),
              ),
          )
        : undefined,
    ),
  );
  const [rows, [total]] = await Promise.all([
    groupsSelect(db)
      .where(where)
      .orderBy(asc(payGroups.name), asc(payGroups.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(payGroups).where(where),
  ]);
  return { rows: await withItems(db, companyId, rows as GroupRow[]), total: total?.n ?? 0 };
}

export async function findGroup(db: Executor, companyId: string, id: string) {
  const rows = await groupsSelect(db).where(and(eq(payGroups.companyId, companyId), eq(payGroups.id, id)));
  const [row] = await withItems(db, companyId, rows as GroupRow[]);
  return row ?? null;
}

/** Which of the ids are pay groups of the business. */
export async function existingGroupIds(db: Executor, companyId: string, ids: string[]) {
  const rows = await db
    .select({ id: payGroups.id })
    .from(payGroups)
    .where(and(eq(payGroups.companyId, companyId), inArray(payGroups.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function insertGroup(tx: Executor, values: typeof payGroups.$inferInsert) {
  const [row] = await tx.insert(payGroups).values(values).returning({ id: payGroups.id });
  return row!.id;
}

export async function updateGroups(
  tx: Executor,
  companyId: string,
  ids: string[],
  patch: Partial<typeof payGroups.$inferInsert>,
) {
  if (ids.length === 0) return;
  await tx
    .update(payGroups)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(payGroups.companyId, companyId), inArray(payGroups.id, ids)));
}

/** Pay groups that use a schedule lose it when the schedule is deleted. */
export async function detachSchedule(tx: Executor, companyId: string, scheduleId: string) {
  await tx
    .update(payGroups)
    .set({ payScheduleId: null, updatedAt: new Date() })
    .where(and(eq(payGroups.companyId, companyId), eq(payGroups.payScheduleId, scheduleId)));
}

export async function linkItems(
  tx: Executor,
  companyId: string,
  what: 'benefit' | 'allowance',
  itemId: string,
  groupIds: string[],
  direction: 'assign' | 'unassign',
) {
  if (groupIds.length === 0) return;
  if (what === 'benefit') {
    if (direction === 'assign')
      await tx
        .insert(payGroupBenefits)
        .values(groupIds.map((payGroupId) => ({ companyId, payGroupId, benefitInKindId: itemId })))
        .onConflictDoNothing();
    else
      await tx
        .delete(payGroupBenefits)
        .where(
          and(
            eq(payGroupBenefits.companyId, companyId),
            eq(payGroupBenefits.benefitInKindId, itemId),
            inArray(payGroupBenefits.payGroupId, groupIds),
          ),
        );
    return;
  }
  if (direction === 'assign')
    await tx
      .insert(payGroupAllowances)
      .values(groupIds.map((payGroupId) => ({ companyId, payGroupId, allowanceAndBonusId: itemId })))
      .onConflictDoNothing();
  else
    await tx
      .delete(payGroupAllowances)
      .where(
        and(
          eq(payGroupAllowances.companyId, companyId),
          eq(payGroupAllowances.allowanceAndBonusId, itemId),
          inArray(payGroupAllowances.payGroupId, groupIds),
        ),
      );
}
