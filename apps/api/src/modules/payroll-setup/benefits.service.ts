// Benefits in kind and allowances and bonuses. Every change is audited in its transaction.
import type {
  AllowanceAndBonus,
  allowanceAndBonusRequest,
  BenefitInKind,
  benefitInKindRequest,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../http/route-kit.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import * as q from './setup.queries.ts';
import { audited, NAME_TAKEN, type PayrollSetupDeps, paged, stamps } from './setup.service.ts';

// --- benefits in kind ---------------------------------------------------------------------------------------------

const toBenefit = (r: q.BenefitRow): BenefitInKind => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  monthlyValue: Number(r.monthlyValue),
  payGroupCount: Number(r.payGroupCount),
  ...stamps(r),
});

export async function listBenefits(db: Executor, companyId: string, query: q.ListParams) {
  const { rows, total } = await q.listBenefits(db, companyId, query);
  return paged(rows.map(toBenefit), total, query);
}

export async function getBenefit(db: Executor, companyId: string, id: string) {
  const row = await q.findBenefit(db, companyId, id);
  if (!row) throw new NotFound('Benefit');
  return toBenefit(row);
}

export async function saveBenefit(
  deps: PayrollSetupDeps,
  caller: Caller,
  input: z.output<typeof benefitInKindRequest>,
  id?: string,
) {
  const companyId = caller.auth.companyId;
  if (id) await getBenefit(deps.db, companyId, id);
  if (await q.nameTaken(deps.db, 'benefit-in-kind', companyId, input.name, id))
    throw new ValidationFailed({ name: [NAME_TAKEN] });
  const saved = await audited(
    deps,
    caller,
    id ? 'payroll.benefit.update' : 'payroll.benefit.create',
    { type: 'benefit-in-kind', ...(id ? { id } : {}) },
    async (tx) => {
      if (id) await q.updateBenefit(tx, companyId, id, input);
      const savedId = id ?? (await q.insertBenefit(tx, { companyId, ...input }));
      return { id: savedId, metadata: { name: input.name, monthlyValue: input.monthlyValue } };
    },
  );
  return getBenefit(deps.db, companyId, saved.id);
}

// --- allowances and bonuses -----------------------------------------------------------------------------------

const toAllowance = (r: q.AllowanceRow): AllowanceAndBonus => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  kind: r.kind as AllowanceAndBonus['kind'],
  recurrence: r.recurrence as AllowanceAndBonus['recurrence'],
  taxable: r.taxable,
  amount: r.amount as AllowanceAndBonus['amount'],
  payDate: r.payDate,
  payGroupCount: Number(r.payGroupCount),
  ...stamps(r),
});

export async function listAllowances(db: Executor, companyId: string, query: q.ListParams) {
  const { rows, total } = await q.listAllowances(db, companyId, query);
  return paged(rows.map(toAllowance), total, query);
}

export async function getAllowance(db: Executor, companyId: string, id: string) {
  const row = await q.findAllowance(db, companyId, id);
  if (!row) throw new NotFound('Allowance');
  return toAllowance(row);
}

export async function saveAllowance(
  deps: PayrollSetupDeps,
  caller: Caller,
  input: z.output<typeof allowanceAndBonusRequest>,
  id?: string,
) {
  const companyId = caller.auth.companyId;
  if (id) await getAllowance(deps.db, companyId, id);
  if (await q.nameTaken(deps.db, 'allowance-and-bonus', companyId, input.name, id))
    throw new ValidationFailed({ name: [NAME_TAKEN] });
  const values = { ...input, payDate: input.recurrence === 'one_off' ? input.payDate : null };
  const saved = await audited(
    deps,
    caller,
    id ? 'payroll.allowance.update' : 'payroll.allowance.create',
    { type: 'allowance-and-bonus', ...(id ? { id } : {}) },
    async (tx) => {
      if (id) await q.updateAllowance(tx, companyId, id, values);
      const savedId = id ?? (await q.insertAllowance(tx, { companyId, ...values }));
      return { id: savedId, metadata: { name: input.name, kind: input.kind, amount: input.amount } };
    },
  );
  return getAllowance(deps.db, companyId, saved.id);
}
