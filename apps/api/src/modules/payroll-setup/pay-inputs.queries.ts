// What pay an employee's payroll configuration gives them, read by payroll runs (many employees at once) and by
// on-demand pay (one employee): pay structures with their effective-dated versions, and a pay group's benefits in
// kind and allowances, and the pay group an employee is in.
import {
  allowancesAndBonuses,
  benefitsInKind,
  type Executor,
  payGroupAllowances,
  payGroupBenefits,
  payGroupEmployees,
  payGroups,
  payStructures,
  payStructureVersions,
} from '@paydesk/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

export async function structuresWithVersions(db: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return { names: new Map<string, string>(), versions: [] };
  const names = await db
    .select({ id: payStructures.id, name: payStructures.name })
    .from(payStructures)
    .where(and(eq(payStructures.companyId, companyId), inArray(payStructures.id, ids)));
  const versions = await db
    .select()
    .from(payStructureVersions)
    .where(
      and(eq(payStructureVersions.companyId, companyId), inArray(payStructureVersions.payStructureId, ids)),
    )
    .orderBy(asc(payStructureVersions.effectiveFrom));
  return { names: new Map(names.map((n) => [n.id, n.name])), versions };
}

export async function groupBenefits(db: Executor, companyId: string, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({
      payGroupId: payGroupBenefits.payGroupId,
      id: benefitsInKind.id,
      name: benefitsInKind.name,
      monthlyValue: benefitsInKind.monthlyValue,
    })
    .from(payGroupBenefits)
    .innerJoin(
      benefitsInKind,
      and(
        eq(benefitsInKind.companyId, payGroupBenefits.companyId),
        eq(benefitsInKind.id, payGroupBenefits.benefitInKindId),
      ),
    )
    .where(and(eq(payGroupBenefits.companyId, companyId), inArray(payGroupBenefits.payGroupId, groupIds)))
    .orderBy(asc(benefitsInKind.id));
}

export async function groupAllowances(db: Executor, companyId: string, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({
      payGroupId: payGroupAllowances.payGroupId,
      id: allowancesAndBonuses.id,
      name: allowancesAndBonuses.name,
      kind: allowancesAndBonuses.kind,
      recurrence: allowancesAndBonuses.recurrence,
      taxable: allowancesAndBonuses.taxable,
      amount: allowancesAndBonuses.amount,
      payDate: allowancesAndBonuses.payDate,
    })
    .from(payGroupAllowances)
    .innerJoin(
      allowancesAndBonuses,
      and(
        eq(allowancesAndBonuses.companyId, payGroupAllowances.companyId),
        eq(allowancesAndBonuses.id, payGroupAllowances.allowanceAndBonusId),
      ),
    )
    .where(and(eq(payGroupAllowances.companyId, companyId), inArray(payGroupAllowances.payGroupId, groupIds)))
    .orderBy(asc(allowancesAndBonuses.id));
}

/** The pay group the employee is in and its pay structure (none when not in a group). */
export async function employeePayGroup(db: Executor, companyId: string, employeeId: string) {
  const [row] = await db
    .select({ payGroupId: payGroups.id, payStructureId: payGroups.payStructureId })
    .from(payGroupEmployees)
    .innerJoin(
      payGroups,
      and(
        eq(payGroups.companyId, payGroupEmployees.companyId),
        eq(payGroups.id, payGroupEmployees.payGroupId),
      ),
    )
    .where(and(eq(payGroupEmployees.companyId, companyId), eq(payGroupEmployees.employeeId, employeeId)));
  return row;
}
