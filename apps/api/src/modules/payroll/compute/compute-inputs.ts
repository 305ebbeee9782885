// What a computation holds in memory across chunks (structures, benefits and allowances by pay group, on-demand
// recoveries, PFA names), loaded lazily chunk by chunk, and the issues the variance check reads off each line.
import type { Tx } from '@paydesk/db';
import type { StoredAllowance, StructureVersion } from '@paydesk/payroll';
import { payInputsFor } from '../../payroll-setup/index.ts';
import type { EmployeeContext } from './compute.ts';
import type * as iq from './inputs.queries.ts';

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
  const groupIds = [...new Set(chunk.map((e) => e.payGroupId).filter((id): id is string => !!id))].filter(
    (id) => !inputs.benefits.has(id),
  );
  const loaded = await payInputsFor(tx, companyId, { structureIds, groupIds });
  for (const [id, structure] of loaded.structures) inputs.structures.set(id, structure);
  for (const id of groupIds) {
    inputs.benefits.set(id, loaded.benefits.get(id) ?? []);
    inputs.allowances.set(
      id,
      (loaded.allowances.get(id) ?? []).map((a) => ({ ...a, amount: a.amount as StoredAllowance['amount'] })),
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
