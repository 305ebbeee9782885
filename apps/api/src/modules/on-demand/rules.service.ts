// The business's on-demand pay rules (/settings/ondemand-pay) and per-group overrides. Saving the rules the first
// time adds ON_DEMAND_PAY to the business's products, which ends guard step 6's on-demand onboarding (the web
// guard reads the products list of the employer profile). Every change is audited.
import type {
  GroupRules,
  GroupRulesRequest,
  OnDemandRules,
  OnDemandRulesRequest,
  OnDemandRulesView,
} from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { NotFound } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as q from './on-demand.queries.ts';

const rulesView = (r: q.RulesRow): OnDemandRules => ({
  accessPercent: r.accessPercent,
  cutOffDays: r.cutOffDays,
  payday: r.payday,
  minWithdrawal: r.minWithdrawal,
  maxWithdrawal: r.maxWithdrawal,
  withdrawalsPerPeriod: r.withdrawalsPerPeriod,
  feeType: r.feeType,
  feeValue: r.feeValue,
  feeBearer: r.feeBearer,
  approvalRequired: r.approvalRequired,
  approverIds: r.approverIds,
  savingsEnabled: r.savingsEnabled,
  fundingMode: r.fundingMode,
  updatedAt: r.updatedAt.toISOString(),
});

const groupView = (r: q.GroupRulesRow, groupName: string): GroupRules => ({
  groupId: r.groupId,
  groupName,
  accessPercent: r.accessPercent,
  cutOffDays: r.cutOffDays,
  minWithdrawal: r.minWithdrawal,
  maxWithdrawal: r.maxWithdrawal,
  withdrawalsPerPeriod: r.withdrawalsPerPeriod,
});

export async function rulesOf(db: Executor, companyId: string): Promise<OnDemandRulesView> {
  const [rules, groups] = await Promise.all([q.getRules(db, companyId), q.listGroupRules(db, companyId)]);
  return {
    rules: rules ? rulesView(rules) : null,
    groups: groups.map((g) => groupView(g.rules, g.groupName)),
  };
}

const actor = (caller: Caller) => ({ type: 'user' as const, id: caller.auth.userId });

export async function saveRules(db: Database, caller: Caller, body: OnDemandRulesRequest) {
  const companyId = caller.auth.companyId;
  return transact(db, async (tx) => {
    const before = await q.getRules(tx, companyId);
    const saved = await q.upsertRules(tx, {
      companyId,
      accessPercent: body.accessPercent,
      cutOffDays: body.cutOffDays,
      payday: body.payday,
      minWithdrawal: body.minWithdrawal,
      maxWithdrawal: body.maxWithdrawal,
      withdrawalsPerPeriod: body.withdrawalsPerPeriod,
      feeType: body.feeType,
      feeValue: body.feeValue,
      feeBearer: body.feeBearer,
      approvalRequired: body.approvalRequired,
      approverIds: body.approverIds ?? [],
      savingsEnabled: body.savingsEnabled,
      fundingMode: body.fundingMode,
    });
    if (!before) await q.addProduct(tx, companyId, 'ON_DEMAND_PAY');
    await recordAudit(tx, {
      companyId,
      actor: actor(caller),
      action: before ? 'on-demand.rules.update' : 'on-demand.rules.create',
      target: { type: 'on-demand-rules', id: companyId },
      outcome: 'success',
      ip: caller.ip ?? null,
      userAgent: caller.userAgent ?? null,
      metadata: { before: before ? rulesView(before) : null, after: rulesView(saved) },
    });
    return rulesView(saved);
  });
}

export async function saveGroupRules(db: Database, caller: Caller, groupId: string, body: GroupRulesRequest) {
  const companyId = caller.auth.companyId;
  return transact(db, async (tx) => {
    const group = await q.findGroup(tx, companyId, groupId);
    if (!group) throw new NotFound('Group');
    const saved = await q.upsertGroupRules(tx, {
      companyId,
      groupId,
      accessPercent: body.accessPercent ?? null,
      cutOffDays: body.cutOffDays ?? null,
      minWithdrawal: body.minWithdrawal ?? null,
      maxWithdrawal: body.maxWithdrawal ?? null,
      withdrawalsPerPeriod: body.withdrawalsPerPeriod ?? null,
    });
    await recordAudit(tx, {
      companyId,
      actor: actor(caller),
      action: 'on-demand.group-rules.update',
      target: { type: 'group', id: groupId },
      outcome: 'success',
      ip: caller.ip ?? null,
      userAgent: caller.userAgent ?? null,
      metadata: { overrides: body },
    });
    return groupView(saved, group.name);
  });
}

export async function removeGroupRules(db: Database, caller: Caller, groupId: string) {
  const companyId = caller.auth.companyId;
  return transact(db, async (tx) => {
    const group = await q.findGroup(tx, companyId, groupId);
    if (!group) throw new NotFound('Group');
    await q.deleteGroupRules(tx, companyId, groupId);
    await recordAudit(tx, {
      companyId,
      actor: actor(caller),
      action: 'on-demand.group-rules.remove',
      target: { type: 'group', id: groupId },
      outcome: 'success',
      ip: caller.ip ?? null,
      userAgent: caller.userAgent ?? null,
    });
  });
}

export type EffectiveRules = q.RulesRow;

/**
 * The rules that apply to one employee: the business rules with the overrides of their groups on top. An employee in
 * several groups with overrides gets the most restrictive value of each.
 */
export function effectiveRules(rules: q.RulesRow, overrides: q.GroupOverride[]): EffectiveRules {
  const least = (base: number, values: (number | null)[]) => {
    const set = values.filter((v): v is number => v !== null);
    return set.length ? Math.min(...set) : base;
  };
  const most = (base: number, values: (number | null)[]) => {
    const set = values.filter((v): v is number => v !== null);
    return set.length ? Math.max(...set) : base;
  };
  const maxes = overrides.map((o) => o.maxWithdrawal).filter((v): v is number => v !== null && v > 0);
  return {
    ...rules,
    accessPercent: least(
      rules.accessPercent,
      overrides.map((o) => o.accessPercent),
    ),
    cutOffDays: most(
      rules.cutOffDays,
      overrides.map((o) => o.cutOffDays),
    ),
    minWithdrawal: most(
      rules.minWithdrawal,
      overrides.map((o) => o.minWithdrawal),
    ),
    maxWithdrawal: maxes.length ? Math.min(...maxes) : rules.maxWithdrawal,
    withdrawalsPerPeriod: least(
      rules.withdrawalsPerPeriod,
      overrides.map((o) => o.withdrawalsPerPeriod),
    ),
  };
}
