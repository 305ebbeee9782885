// Pay structures: components and deductions (custom deductions each with an id), effective-dated versions, the
// delete refused while a pay group uses the structure (409), and the gross-to-net preview the engine computes.
import { randomUUID } from 'node:crypto';
import {
  PAY_STRUCTURE_IN_USE_MESSAGE,
  type PayStructure,
  type PayStructurePreview,
  type payStructurePreviewRequest,
  type payStructureRequest,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { computePayslip, type PayStructure as EngineStructure } from '@paydesk/payroll';
import type { z } from 'zod';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import * as q from './setup.queries.ts';
import { audited, NAME_TAKEN, type PayrollSetupDeps, paged } from './setup.service.ts';
import * as sq from './structures.queries.ts';

type StructureInput = z.output<typeof payStructureRequest>;
type StructureBody = Pick<StructureInput, 'components' | 'deductions'>;
type Stored = { components: PayStructure['components']; deductions: PayStructure['deductions'] };

/** Ids for new other allowances and custom deductions; ids sent back on edit are kept. */
function stored(body: StructureBody): Stored {
  return {
    components: {
      basic: body.components.basic,
      housing: body.components.housing,
      transport: body.components.transport,
      others: body.components.others.map((o) => ({ id: o.id ?? randomUUID(), name: o.name, rule: o.rule })),
    },
    deductions: {
      pension: body.deductions.pension,
      nhf: body.deductions.nhf,
      nhis: body.deductions.nhis,
      custom_deductions: body.deductions.custom_deductions.map((d) => ({
        id: d.id ?? randomUUID(),
        name: d.name,
        rule: d.rule,
      })),
    },
  };
}

/** The engine's structure for the stored (or previewed) one. */
export function engineStructure(id: string, name: string, s: Stored): EngineStructure {
  const c = s.components;
  const d = s.deductions;
  return {
    id,
    name,
    basic: c.basic,
    ...(c.housing ? { housing: c.housing } : {}),
    ...(c.transport ? { transport: c.transport } : {}),
    otherAllowances: c.others,
    pension: d.pension
      ? {
          base: d.pension.base,
          employeeRateBp: d.pension.employeeRate,
          employerRateBp: d.pension.employerRate,
        }
      : null,
    nhis: d.nhis ? { employeeRateBp: d.nhis.employeeRate, employerRateBp: d.nhis.employerRate } : null,
    customDeductions: d.custom_deductions,
  };
}

async function toStructures(
  db: Executor,
  companyId: string,
  rows: sq.StructureRow[],
): Promise<PayStructure[]> {
  const versions = await sq.structureVersions(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    description: r.description,
    components: r.components as PayStructure['components'],
    deductions: r.deductions as PayStructure['deductions'],
    payGroupCount: Number(r.payGroupCount),
    effectiveFrom: r.effectiveFrom,
    versions: versions
      .filter((v) => v.payStructureId === r.id)
      .map((v) => ({ effectiveFrom: v.effectiveFrom })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listStructures(db: Executor, companyId: string, query: q.ListParams) {
  const { rows, total } = await sq.listStructures(db, companyId, query);
  return paged(await toStructures(db, companyId, rows), total, query);
}

export async function getStructure(db: Executor, companyId: string, id: string) {
  const row = await sq.findStructure(db, companyId, id);
  if (!row) throw new NotFound('Pay structure');
  return (await toStructures(db, companyId, [row]))[0]!;
}

/**
 * Creates a structure, or edits one. An edit dated (effectiveFrom) adds or replaces the version of that date; an
 * edit without a date corrects the version in force today. The structure row shows the version in force today (or
 * the first one, when every version is still to come).
 */
export async function saveStructure(
  deps: PayrollSetupDeps,
  caller: Caller,
  input: StructureInput,
  id?: string,
) {
  const companyId = caller.auth.companyId;
  const today = deps.today?.() ?? lagosDay();
  const existing = id ? await getStructure(deps.db, companyId, id) : null;
  if (await q.nameTaken(deps.db, 'pay-structure', companyId, input.name, id))
    throw new ValidationFailed({ name: [NAME_TAKEN] });
  const body = stored(input);
  const effectiveFrom = input.effectiveFrom ?? existing?.effectiveFrom ?? today;
  const saved = await audited(
    deps,
    caller,
    id ? 'payroll.pay-structure.update' : 'payroll.pay-structure.create',
    { type: 'pay-structure', ...(id ? { id } : {}) },
    async (tx) => {
      const base = { name: input.name, description: input.description };
      const structureId =
        id ?? (await sq.insertStructure(tx, { companyId, ...base, ...body, effectiveFrom }));
      await sq.putVersion(tx, { companyId, payStructureId: structureId, effectiveFrom, ...body });
      const versions = await sq.structureVersions(tx, companyId, [structureId]);
      const inForce = versions.filter((v) => v.effectiveFrom <= today).at(-1) ?? versions[0]!;
      await sq.updateStructure(tx, companyId, structureId, {
        ...base,
        components: inForce.components,
        deductions: inForce.deductions,
        effectiveFrom: inForce.effectiveFrom,
      });
      return {
        id: structureId,
        metadata: {
          name: input.name,
          effectiveFrom,
          customDeductions: body.deductions.custom_deductions.length,
        },
      };
    },
  );
  return getStructure(deps.db, companyId, saved.id);
}

/** Deletes a structure no pay group uses; one in use is refused with PAY_STRUCTURE_IN_USE_MESSAGE (409). */
export async function deleteStructure(deps: PayrollSetupDeps, caller: Caller, id: string, tx?: Executor) {
  const companyId = caller.auth.companyId;
  const run = async (t: Executor) => {
    const row = await sq.findStructure(t, companyId, id);
    if (!row) throw new NotFound('Pay structure');
    if (Number(row.payGroupCount) > 0) throw new Conflict(PAY_STRUCTURE_IN_USE_MESSAGE);
    await q.deleteRow(t, 'pay-structure', companyId, id);
    await recordCallerAudit(t, caller, {
      action: 'payroll.pay-structure.delete',
      target: { type: 'pay-structure', id },
      outcome: 'success',
      metadata: { name: row.name },
    });
  };
  if (tx) await run(tx);
  else await transact(deps.db, run, deps.onEffectError);
}

const monthOf = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
};

/** Gross to net of one full month for a sample gross, as the engine computes it; nothing is stored. */
export function previewStructure(
  input: z.output<typeof payStructurePreviewRequest>,
  today: string = lagosDay(),
): PayStructurePreview {
  const period = monthOf(input.periodEnd ?? today);
  const structure = engineStructure('preview', 'Preview', stored(input.structure));
  const slip = computePayslip({
    period,
    employee: { id: 'sample', nhf: input.structure.deductions.nhf && input.nhf },
    pay: [{ effectiveFrom: period.start, monthlyGrossKobo: input.monthlyGrossKobo, structure }],
  });
  const lines = (list: typeof slip.earnings) =>
    list.map((l) => ({ code: l.code, label: l.label, amountKobo: l.amountKobo, formula: l.formula }));
  return {
    regime: slip.regime,
    period: slip.period,
    earnings: lines(slip.earnings),
    deductions: lines(slip.deductions),
    employerCosts: lines(slip.employerCosts),
    grossPayKobo: slip.grossPayKobo,
    payeKobo: slip.payeKobo,
    totalDeductionsKobo: slip.totalDeductionsKobo,
    netPayKobo: slip.netPayKobo,
    employerCostKobo: slip.employerCostKobo,
  };
}
