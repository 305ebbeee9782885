// What a computation holds in memory across chunks (structures, benefits and allowances by pay group, on-demand
// recoveries, PFA names), loaded lazily chunk by chunk, and the issues the variance check reads off each line.
import type { Tx } from '@paydesk/db';
import { engineStructure } from '../payroll-setup/index.ts';
import type { EmployeeContext, StoredAllowance, StructureVersion } from './compute.ts';
import * as iq from './inputs.queries.ts';

export type Inputs = {
  structures: Map<string, { name: string; versions: StructureVersion[] }>;
  benefits: Map<string, EmployeeContext['benefits']>;
  allowances: Map<string, StoredAllowance[]>;
  recoveries: Map<string, number>;
  pfas: Map<number, string>;
};

export async function loadGroupInputs(tx: Tx, companyId: string, inputs: Inputs, chunk: iq.ScopedEmployee[]) {
  const structureIds = [
    ...new Set(chunk.map((e) => e.payStructureId).filter((id): id is string => !!id)),
  ].filter((id) => !inputs.structures.has(id));
  const { names, versions } = await iq.structuresWithVersions(tx, companyId, structureIds);
  for (const id of structureIds) {
    const name = names.get(id) ?? 'Pay structure';
    inputs.structures.set(id, {
      name,
      versions: versions
        .filter((v) => v.payStructureId === id)
        .map((v) => ({
          effectiveFrom: v.effectiveFrom,
          structure: engineStructure(id, name, v as never),
        })),
    });
  }
  const groupIds = [...new Set(chunk.map((e) => e.payGroupId).filter((id): id is string => !!id))].filter(
    (id) => !inputs.benefits.has(id),
  );
  const benefits = await iq.groupBenefits(tx, companyId, groupIds);
  const allowances = await iq.groupAllowances(tx, companyId, groupIds);
  for (const id of groupIds) {
    inputs.benefits.set(
      id,
      benefits.filter((b) => b.payGroupId === id),
    );
    inputs.allowances.set(
      id,
      allowances
        .filter((a) => a.payGroupId === id)
        .map((a) => ({ ...a, amount: a.amount as StoredAllowance['amount'] })),
    );
  }
}

export function issuesOf(
  e: iq.ScopedEmployee,
  c: EmployeeContext,
  hasResult: boolean,
  period: { start: string; end: string },
) {
  const issues: string[] = [];
  if (!hasResult) issues.push('no-structure');
  if (e.nameCheck !== 'matched' || !e.accountNumber) issues.push('no-bank-account');
  if (e.employmentDate && e.employmentDate >= period.start && e.employmentDate <= period.end)
    issues.push('new-joiner');
  if (e.exitDate && e.exitDate >= period.start && e.exitDate <= period.end) issues.push('leaver');
  if (c.onDemandKobo > 0) issues.push('on-demand-recovery');
  return issues;
}
