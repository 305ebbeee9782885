// Employee actions of spec §4: enable, disable and archive (single and bulk, per-item results), delete (only an
// employee never paid), invite to on-demand pay and resend the invite, stop or resume earnings, pause or resume
// withdrawals. Each change is audited in its transaction; invitation emails leave through the outbox after commit.
import {
  type AuditAction,
  type BulkResult,
  EMPLOYEE_PAID_DELETE_MESSAGE,
  type EmployeeStatus,
} from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { type AfterCommit, transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { companyDetails } from '../businesses/index.ts';
import * as q from './employees.queries.ts';
import { EMPLOYEE_NOT_FOUND, type PeopleDeps } from './employees.service.ts';
import { onDemandInvitation } from './people-mail.ts';

/** What an action does to one employee: a patch, or a refusal naming why. */
type Decision = { patch: Partial<q.NewEmployeeRow> } | { refuse: string } | { unchanged: true };
type Rule = (row: q.EmployeeRow) => Decision;

const statusRule =
  (to: EmployeeStatus): Rule =>
  (row) => {
    if (row.status === to) return { unchanged: true };
    if (to === 'disabled' && row.status === 'archived')
      return { refuse: 'Archived employees cannot be disabled' };
    return { patch: { status: to } };
  };

export const STATUS_ACTIONS = {
  enable: { action: 'people.employee.enable', rule: statusRule('active') },
  disable: { action: 'people.employee.disable', rule: statusRule('disabled') },
  archive: { action: 'people.employee.archive', rule: statusRule('archived') },
} as const;

const flagRule =
  (field: 'earningsStopped' | 'withdrawalsPaused', value: boolean): Rule =>
  (row) =>
    row[field] === value ? { unchanged: true } : { patch: { [field]: value } };

export const ON_DEMAND_FLAG_ACTIONS = {
  stopEarnings: { action: 'people.employee.earnings-stop', rule: flagRule('earningsStopped', true) },
  resumeEarnings: { action: 'people.employee.earnings-resume', rule: flagRule('earningsStopped', false) },
  pauseWithdrawals: {
    action: 'people.employee.withdrawals-pause',
    rule: flagRule('withdrawalsPaused', true),
  },
  resumeWithdrawals: {
    action: 'people.employee.withdrawals-resume',
    rule: flagRule('withdrawalsPaused', false),
  },
} as const;

const inviteRule: Rule = (row) => {
  if (row.status !== 'active') return { refuse: 'Only active employees can be invited to on-demand pay' };
  if (row.onDemandState === 'accepted') return { refuse: 'This employee already uses on-demand pay' };
  return { patch: { onDemandState: 'invited', invitedAt: new Date() } };
};
const resendRule: Rule = (row) => {
  if (row.status !== 'active') return { refuse: 'Only active employees can be invited to on-demand pay' };
  if (row.onDemandState !== 'invited') return { refuse: 'This employee has no pending invitation' };
  return { patch: { invitedAt: new Date() } };
};

async function sendInvites(
  deps: PeopleDeps,
  tx: Tx,
  afterCommit: AfterCommit,
  companyId: string,
  rows: q.EmployeeRow[],
) {
  const company = await companyDetails(tx, companyId);
  for (const row of rows) {
    // A one-time link of the staff app; only its hash is stored, and a resend replaces the previous link.
    const link = await deps.staffInvitationLink(tx, deps.config.PUBLIC_URL, {
      companyId,
      employeeId: row.id,
    });
    await deps.mailer.enqueue(tx, afterCommit, {
      ...onDemandInvitation({
        to: row.email,
        firstName: row.firstName,
        companyName: company?.name ?? '',
        link,
      }),
      companyId,
    });
  }
}

/** Applies one action to many employees; each gets its own outcome, and the changed ones one audit event each. */
async function applyToMany(
  deps: PeopleDeps,
  caller: Caller,
  ids: string[],
  action: { action: AuditAction; rule: Rule },
  sendsInvite = false,
): Promise<BulkResult> {
  const companyId = caller.auth.companyId;
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const rows = await q.findEmployeeRows(tx, companyId, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const result: BulkResult = { successes: [], failures: [], successCount: 0, failureCount: 0 };
      const changed: q.EmployeeRow[] = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) {
          result.failures.push({ id, message: 'Employee not found' });
          continue;
        }
        const decision = action.rule(row);
        if ('refuse' in decision) {
          result.failures.push({ id, message: decision.refuse });
          continue;
        }
        result.successes.push(id);
        if ('patch' in decision) {
          const [updated] = await q.updateEmployeeRows(tx, companyId, [id], decision.patch);
          changed.push(updated!);
          await recordCallerAudit(tx, caller, {
            action: action.action,
            target: { type: 'employee', id },
            outcome: 'success',
            metadata: {
              changes: Object.entries(decision.patch)
                .filter(([field]) => field !== 'invitedAt')
                .map(([field, to]) => ({ field, from: row[field as keyof q.EmployeeRow], to })),
            },
          });
        }
      }
      if (sendsInvite) await sendInvites(deps, tx, afterCommit, companyId, changed);
      result.successCount = result.successes.length;
      result.failureCount = result.failures.length;
      return result;
    },
    deps.onEffectError,
  );
}

/** One employee: another business's id (or none) is a 404, a refusal a 409. */
async function applyToOne(
  deps: PeopleDeps,
  caller: Caller,
  id: string,
  action: { action: AuditAction; rule: Rule },
  sendsInvite = false,
) {
  const result = await applyToMany(deps, caller, [id], action, sendsInvite);
  const failure = result.failures[0];
  if (failure?.message === 'Employee not found') throw new NotFound(EMPLOYEE_NOT_FOUND);
  if (failure) throw new Conflict(failure.message);
}

export type StatusAction = keyof typeof STATUS_ACTIONS;
export type FlagAction = keyof typeof ON_DEMAND_FLAG_ACTIONS;

export const changeStatus = (deps: PeopleDeps, caller: Caller, ids: string[], action: StatusAction) =>
  applyToMany(deps, caller, ids, STATUS_ACTIONS[action]);
export const changeStatusOf = (deps: PeopleDeps, caller: Caller, id: string, action: StatusAction) =>
  applyToOne(deps, caller, id, STATUS_ACTIONS[action]);
export const changeOnDemandFlag = (deps: PeopleDeps, caller: Caller, id: string, action: FlagAction) =>
  applyToOne(deps, caller, id, ON_DEMAND_FLAG_ACTIONS[action]);
export const inviteToOnDemand = (deps: PeopleDeps, caller: Caller, ids: string[]) =>
  applyToMany(deps, caller, ids, { action: 'people.employee.on-demand-invite', rule: inviteRule }, true);
export const inviteOneToOnDemand = (deps: PeopleDeps, caller: Caller, id: string) =>
  applyToOne(deps, caller, id, { action: 'people.employee.on-demand-invite', rule: inviteRule }, true);
export const resendInvite = (deps: PeopleDeps, caller: Caller, id: string) =>
  applyToOne(deps, caller, id, { action: 'people.employee.invite-resend', rule: resendRule }, true);

/** Delete: only an employee never paid (payroll and on-demand pay set hasBeenPaid); otherwise archive. */
export async function deleteEmployee(deps: PeopleDeps, caller: Caller, id: string) {
  const companyId = caller.auth.companyId;
  await transact(
    deps.db,
    async (tx) => {
      const row = await q.findEmployeeRow(tx, companyId, id, true);
      if (!row) throw new NotFound(EMPLOYEE_NOT_FOUND);
      if (row.hasBeenPaid) throw new Conflict(EMPLOYEE_PAID_DELETE_MESSAGE);
      await q.deleteEmployeeRow(tx, companyId, id);
      await recordCallerAudit(tx, caller, {
        action: 'people.employee.delete',
        target: { type: 'employee', id },
        outcome: 'success',
        metadata: { staffId: row.staffId, name: `${row.firstName} ${row.lastName}` },
      });
    },
    deps.onEffectError,
  );
}
