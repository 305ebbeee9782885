// The employer's side of requests: the list with filters and its CSV, approving or rejecting (one or many). A
// decision locks the request row and acts only on 'pending-approval', so two admins deciding at once get exactly
// one outcome and a withdrawal is paid at most once; the loser gets a 409 that changes nothing.
import { ON_DEMAND_MESSAGES, type OnDemandRequest, type WithdrawalListQuery } from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import Papa from 'papaparse';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, Conflict, DomainError, InsufficientFunds, NotFound } from '../../lib/errors.ts';
import type { AfterCommit } from '../../lib/transaction.ts';
import { transact } from '../../lib/transaction.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { endOfLagosDayDate, startOfLagosDayDate } from './lagos-dates.ts';
import * as mq from './links.queries.ts';
import * as q from './on-demand.queries.ts';
import type { OnDemandDeps } from './on-demand-deps.ts';
import { executeRequest, NoFundingWallet, submitPayouts } from './payout.ts';
import * as lq from './request-list.queries.ts';

export type Decision = 'approve' | 'reject';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toView(
  row: q.RequestRow,
  employee: { firstName: string; lastName: string; staffId: string },
): OnDemandRequest {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    employeeId: row.employeeId,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    staffId: employee.staffId,
    period: row.period,
    amount: row.amount,
    fee: row.fee,
    feeBearer: row.feeBearer,
    payout: row.kind === 'withdrawal' ? row.amount : 0,
    toDeduct: row.toDeduct,
    fundingMode: row.fundingMode,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    reference: row.reference,
    failureReason: row.failureReason,
    rejectionReason: row.rejectionReason,
    decidedBy: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    settledAt: iso(row.settledAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function requestView(ex: Executor, row: q.RequestRow): Promise<OnDemandRequest> {
  const employee = await q.findEmployee(ex, row.companyId, row.employeeId);
  return toView(row, employee ?? { firstName: '', lastName: '', staffId: '' });
}

export async function getRequest(ex: Executor, companyId: string, id: string) {
  const row = await q.findRequest(ex, companyId, id);
  if (!row) throw new NotFound('Request');
  return requestView(ex, row);
}

type ListQuery = Omit<WithdrawalListQuery, 'page' | 'limit'> & { page?: number; limit?: number };

const filtersOf = (query: Omit<WithdrawalListQuery, 'page' | 'limit'>): lq.RequestFilters => ({
  kind: query.kind,
  status: query.status,
  employeeId: query.employeeId,
  period: query.period,
  from: query.from ? startOfLagosDayDate(query.from) : undefined,
  to: query.to ? endOfLagosDayDate(query.to) : undefined,
  search: query.search,
});

export async function listRequests(db: Executor, companyId: string, query: ListQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const { rows, total } = await lq.listRequests(db, companyId, filtersOf(query), {
    offset: (page - 1) * limit,
    limit,
  });
  return {
    docs: rows.map((r) => toView(r.request, r)),
    totalDocs: total,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
  };
}

export async function exportRequests(db: Executor, companyId: string, query: ListQuery) {
  const { rows } = await lq.listRequests(db, companyId, filtersOf(query), { offset: 0, limit: 100_000 });
  return Papa.unparse(
    rows.map(({ request: r, firstName, lastName, staffId }) => ({
      Reference: r.reference,
      Type: r.kind,
      Status: r.status,
      Employee: `${firstName} ${lastName}`,
      'Staff ID': staffId,
      Period: r.period,
      'Amount (NGN)': (r.amount / 100).toFixed(2),
      'Fee (NGN)': (r.fee / 100).toFixed(2),
      'Fee paid by': r.feeBearer,
      'To deduct (NGN)': (r.toDeduct / 100).toFixed(2),
      'Requested at': r.createdAt.toISOString(),
      'Decided by': r.decidedByName ?? '',
    })),
  );
}

/** Decides a locked request: only a pending one changes; approving executes it (the money moves now). */
export async function decideLocked(
  tx: Tx,
  afterCommit: AfterCommit,
  deps: OnDemandDeps,
  caller: Caller,
  row: q.RequestRow,
  decision: Decision,
  reason?: string,
) {
  if (row.status !== 'pending-approval') throw new Conflict(ON_DEMAND_MESSAGES.alreadyDecided);
  // Who decided, by name as the answers and the export show it (the member may be renamed or removed later).
  const [member] = await mq.activeMembers(tx, row.companyId, [caller.auth.memberId]);
  const decidedBy = {
    decidedBy: caller.auth.userId,
    decidedByName: member ? `${member.firstName} ${member.lastName}`.trim() : null,
    decidedAt: new Date(),
  };
  let saved: q.RequestRow;
  if (decision === 'reject') {
    saved = await q.updateRequest(tx, row, {
      ...decidedBy,
      status: 'rejected',
      rejectionReason: reason ?? null,
    });
  } else {
    const stamped = await q.updateRequest(tx, row, decidedBy);
    try {
      saved = await executeRequest(tx, stamped);
    } catch (error) {
      if (error instanceof InsufficientFunds || error instanceof NoFundingWallet)
        throw new BadRequest('The main wallet does not hold enough to pay this withdrawal and its fee');
      throw error;
    }
    const executed = saved;
    afterCommit(() => submitPayouts(deps.db, deps.rail, [executed]));
  }
  await recordAudit(tx, {
    companyId: row.companyId,
    actor: { type: 'user', id: caller.auth.userId },
    action: `on-demand.${row.kind}.${decision === 'approve' ? 'approved' : 'rejected'}`,
    target: { type: 'on-demand-request', id: row.id },
    outcome: 'success',
    ip: caller.ip ?? null,
    userAgent: caller.userAgent ?? null,
    metadata: { reference: row.reference, amount: row.amount, reason: reason ?? null },
  });
  return requestView(tx, saved);
}

export function decisionMessage(kind: 'withdrawal' | 'saving', decision: Decision) {
  if (kind === 'withdrawal')
    return decision === 'approve'
      ? ON_DEMAND_MESSAGES.withdrawalApproved
      : ON_DEMAND_MESSAGES.withdrawalRejected;
  return decision === 'approve' ? ON_DEMAND_MESSAGES.savingsApproved : ON_DEMAND_MESSAGES.savingsRejected;
}

export async function decide(
  deps: OnDemandDeps,
  caller: Caller,
  id: string,
  decision: Decision,
  reason?: string,
): Promise<OnDemandRequest> {
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const row = await q.lockRequest(tx, caller.auth.companyId, id);
      if (!row) throw new NotFound('Request');
      return decideLocked(tx, afterCommit, deps, caller, row, decision, reason);
    },
    deps.onEffectError,
  );
}

/** Each request on its own transaction: one failing leaves the others decided. */
export async function decideMany(
  deps: OnDemandDeps,
  caller: Caller,
  ids: string[],
  decision: Decision,
  reason?: string,
) {
  const successes: string[] = [];
  const failures: { id: string; message: string }[] = [];
  for (const id of ids) {
    try {
      await decide(deps, caller, id, decision, reason);
      successes.push(id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failures.push({ id, message: error.message });
    }
  }
  return { successes, failures };
}
