// Data access of pay structures (with their versions) and pay groups with their assignments; every query filters by
// company_id (decision 0006).
import {
  allowancesAndBonuses,
  benefitsInKind,
  type Executor,
  employees,
  payGroupAllowances,
  payGroupBenefits,
  payGroupEmployees,
  payGroups,
  paySchedules,
  payStructures,
  payStructureVersions,
} from '@paydesk/db';
import { and, asc, count, eq, exists, inArray, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/sql-like.ts';
import { type ListParams, listWhere } from './setup.queries.ts';

// --- pay structures --------------------------------------------------------------------------------------------

const structureGroups = sql<number>`(select count(*)::int from ${payGroups} g
  where g.company_id = "pay_structures"."company_id" and g.pay_structure_id = "pay_structures"."id")`;
const structureView = {
  id: payStructures.id,
  name: payStructures.name,
  description: payStructures.description,
  components: payStructures.components,
  deductions: payStructures.deductions,
  effectiveFrom: payStructures.effectiveFrom,
  createdAt: payStructures.createdAt,
  updatedAt: payStructures.updatedAt,
  payGroupCount: structureGroups,
};
export type StructureRow = {
  id: string;
  name: string;
  description: string | null;
  components: unknown;
  deductions: unknown;
  effectiveFrom: string;
  createdAt: Date;
  updatedAt: Date;
  payGroupCount: number;
};

export async function listStructures(db: Executor, companyId: string, query: ListParams) {
  const where = listWhere(payStructures, companyId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(structureView)
      .from(payStructures)
      .where(where)
      .orderBy(asc(payStructures.name), asc(payStructures.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(payStructures).where(where),
  ]);
  return { rows: rows as StructureRow[], total: total?.n ?? 0 };
}

export async function findStructure(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select(structureView)
    .from(payStructures)
    .where(and(eq(payStructures.companyId, companyId), eq(payStructures.id, id)));
  return (row as StructureRow | undefined) ?? null;
}

export async function insertStructure(tx: Executor, values: typeof payStructures.$inferInsert) {
  const [row] = await tx.insert(payStructures).values(values).returning({ id: payStructures.id });
  return row!.id;
}

export async function updateStructure(
  tx: Executor,
  companyId: string,
  id: string,
  patch: Partial<typeof payStructures.$inferInsert>,
) {
  await tx
    .update(payStructures)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(payStructures.companyId, companyId), eq(payStructures.id, id)));
}

export async function structureVersions(db: Executor, companyId: string, structureIds: string[]) {
  if (structureIds.length === 0) return [];
  return db
    .select()
    .from(payStructureVersions)
    .where(
      and(
        eq(payStructureVersions.companyId, companyId),
        inArray(payStructureVersions.payStructureId, structureIds),
      ),
    )
    .orderBy(asc(payStructureVersions.effectiveFrom));
}

/** Adds the version of a date, or replaces the one already dated so. */
export async function putVersion(tx: Executor, values: typeof payStructureVersions.$inferInsert) {
  await tx
    .insert(payStructureVersions)
    .values(values)
    .onConflictDoUpdate({
      target: [
        payStructureVersions.companyId,
        payStructureVersions.payStructureId,
        payStructureVersions.effectiveFrom,
      ],
      set: { components: values.components, deductions: values.deductions },
    });
}

// --- pay groups --------------------------------------------------------------------------------------------------

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

// --- employees of pay groups -------------------------------------------------------------------------------------

/** Which of the ids are employees of the business, and the pay group each is in now. */
export async function employeePlacement(db: Executor, companyId: string, ids: string[]) {
  const rows = await db
    .select({ id: employees.id, payGroupId: payGroupEmployees.payGroupId })
    .from(employees)
    .leftJoin(
      payGroupEmployees,
      and(
        eq(payGroupEmployees.companyId, employees.companyId),
        eq(payGroupEmployees.employeeId, employees.id),
      ),
    )
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
  return new Map(rows.map((r) => [r.id, r.payGroupId]));
}

export async function addEmployees(
  tx: Executor,
  companyId: string,
  payGroupId: string,
  employeeIds: string[],
) {
  if (employeeIds.length === 0) return;
  await tx
    .insert(payGroupEmployees)
    .values(employeeIds.map((employeeId) => ({ companyId, payGroupId, employeeId })))
    .onConflictDoUpdate({
      target: [payGroupEmployees.companyId, payGroupEmployees.employeeId],
      set: { payGroupId, createdAt: new Date() },
    });
}

export async function removeEmployees(
  tx: Executor,
  companyId: string,
  payGroupId: string,
  employeeIds: string[],
) {
  if (employeeIds.length === 0) return;
  await tx
    .delete(payGroupEmployees)
    .where(
      and(
        eq(payGroupEmployees.companyId, companyId),
        eq(payGroupEmployees.payGroupId, payGroupId),
        inArray(payGroupEmployees.employeeId, employeeIds),
      ),
    );
}

export async function groupEmployees(
  db: Executor,
  companyId: string,
  payGroupId: string,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const where = and(
    eq(payGroupEmployees.companyId, companyId),
    eq(payGroupEmployees.payGroupId, payGroupId),
    query.search
      ? sql`${employees.searchText} like ${`%${escapeLike(query.search.toLowerCase())}%`}`
      : undefined,
  );
  const join = and(
    eq(employees.companyId, payGroupEmployees.companyId),
    eq(employees.id, payGroupEmployees.employeeId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        _id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        email: employees.email,
        staffId: employees.staffId,
        jobTitle: employees.jobTitle,
        grossPay: employees.grossPay,
        status: employees.status,
      })
      .from(payGroupEmployees)
      .innerJoin(employees, join)
      .where(where)
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(payGroupEmployees).innerJoin(employees, join).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The business's active employees (the demo seed puts them in a pay group). */
export async function activeEmployeeIds(db: Executor, companyId: string) {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.status, 'active')));
  return rows.map((r) => r.id);
}
