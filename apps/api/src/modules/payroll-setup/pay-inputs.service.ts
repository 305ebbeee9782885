// The pay inputs of employees, as the payroll engine takes them: each pay structure's versions mapped to the
// engine's structure (oldest first), and each pay group's benefits in kind and allowances. Payroll runs load them
// per chunk of employees (payInputsFor); on-demand pay asks for one employee's (employeePayInputs) to compute the
// period's net pay with the same engine.
import type { Executor } from '@paydesk/db';
import type { PayStructure as EngineStructure } from '@paydesk/payroll';
import * as pq from './pay-inputs.queries.ts';
import { engineStructure } from './structures.service.ts';

export interface StructureWithVersions {
  name: string;
  versions: { effectiveFrom: string; structure: EngineStructure }[];
}
export type GroupBenefit = Awaited<ReturnType<typeof pq.groupBenefits>>[number];
export type GroupAllowance = Awaited<ReturnType<typeof pq.groupAllowances>>[number];

export interface PayInputs {
  structures: Map<string, StructureWithVersions>;
  benefits: Map<string, GroupBenefit[]>;
  allowances: Map<string, GroupAllowance[]>;
}

/** The structures (every id asked answers, with no versions when unknown) and the groups' benefits and allowances. */
export async function payInputsFor(
  db: Executor,
  companyId: string,
  ids: { structureIds: string[]; groupIds: string[] },
): Promise<PayInputs> {
  const { names, versions } = await pq.structuresWithVersions(db, companyId, ids.structureIds);
  const structures = new Map<string, StructureWithVersions>();
  for (const id of ids.structureIds) {
    const name = names.get(id) ?? 'Pay structure';
    structures.set(id, {
      name,
      versions: versions
        .filter((v) => v.payStructureId === id)
        .map((v) => ({ effectiveFrom: v.effectiveFrom, structure: engineStructure(id, name, v as never) })),
    });
  }
  const benefitRows = await pq.groupBenefits(db, companyId, ids.groupIds);
  const allowanceRows = await pq.groupAllowances(db, companyId, ids.groupIds);
  return {
    structures,
    benefits: new Map(ids.groupIds.map((id) => [id, benefitRows.filter((b) => b.payGroupId === id)])),
    allowances: new Map(ids.groupIds.map((id) => [id, allowanceRows.filter((a) => a.payGroupId === id)])),
  };
}

/**
 * One employee's effective pay inputs: their pay group's structure (all versions) with its benefits and allowances;
 * null when the employee is in no pay group or the group has no structure.
 */
export async function employeePayInputs(
  db: Executor,
  companyId: string,
  employeeId: string,
  /** The employee's pay group when the caller read it already (null: in none); read here when undefined. */
  known?: { payGroupId: string; payStructureId: string | null } | null,
) {
  const group = known === undefined ? await pq.employeePayGroup(db, companyId, employeeId) : known;
  if (!group?.payStructureId) return null;
  const inputs = await payInputsFor(db, companyId, {
    structureIds: [group.payStructureId],
    groupIds: [group.payGroupId],
  });
  const structure = inputs.structures.get(group.payStructureId)!;
  if (structure.versions.length === 0) return null;
  return {
    structureName: structure.name,
    versions: structure.versions,
    benefits: inputs.benefits.get(group.payGroupId) ?? [],
    allowances: inputs.allowances.get(group.payGroupId) ?? [],
  };
}
