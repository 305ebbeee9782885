// The employer's side of requests: the list with filters and its CSV, approving or rejecting (one or many). A
// decision locks the request row and acts only on 'pending-approval', so two admins deciding at once get exactly
// one outcome and a withdrawal is paid at most once; the loser gets a 409 that changes nothing. Approving a withdrawal
// pays money out of the business, so it asks for the approver's transaction PIN like every other outflow.
import {
  lagosIso,
  ON_DEMAND_MESSAGES,
  type OnDemandRequest,
  type WithdrawalListQuery,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import Papa from 'papaparse';
import type { Caller } from '../../http/route-kit.ts';
import {
  BadRequest,
  Conflict,
  DomainError,
  InsufficientFunds,
  NotFound,
  ValidationFailed,
} from '../../lib/errors.ts';
import type { AfterCommit } from '../../lib/transaction.ts';
import { transact } from '../../lib/transaction.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { memberContacts } from '../team/index.ts';
import { verifyTransactionPin } from '../wallets/index.ts';
import { endOfLagosDayDate, startOfLagosDayDate } from './lagos-dates.ts';
import * as q from './on-demand.queries.ts';
import type { OnDemandDeps } from './on-demand-deps.ts';
import { executeRequest, NoFundingWallet } from './payout.ts';
import * as lq from './request-list.queries.ts';

export type Decision = 'approve' | 'reject';

/** What a decision carries: the approver's transaction PIN (to approve a withdrawal) and a rejection's reason. */
export interface DecisionInput {
  pin?: string | undefined;
  reason?: string | undefined;
}

const pinRequired = () => new ValidationFailed({ pin: ['Enter your transaction PIN'] });

/**
 * The PIN step of approving: a withdrawal waiting for approval pays money out when approved, so the caller's PIN is
 * required and checked by the wallets' own check (a wrong PIN counts towards the lockout, a locked PIN is refused),
 * before any transaction. A saving only earmarks pay for payday and moves nothing out of a wallet, and a rejection
 * moves nothing: neither asks. Answers whether the PIN was checked.
 */
async function checkPinToApprove(
  deps: OnDemandDeps,
  caller: Caller,
  ids: string[],
  pin: string | undefined,
): Promise<boolean> {
  if (!(await q.hasPendingWithdrawal(deps.db, caller.auth.companyId, ids))) return false;
  if (!pin) throw pinRequired();
  await verifyTransactionPin(deps, caller, pin);
  return true;
}

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
      'Requested at': lagosIso(r.createdAt),
      'Decided by': r.decidedByName ?? '',
    })),
  );
}

/**
 * Decides a locked request: only a pending one changes; approving executes it (the money moves now), and approving a
 * withdrawal needs the caller's PIN checked first (`pinChecked`), whichever way the decision came.
 */
export async function decideLocked(
  tx: Tx,
  afterCommit: AfterCommit,
  deps: OnDemandDeps,
  caller: Caller,
  row: q.RequestRow,
  decision: Decision,
  options: { reason?: string | undefined; pinChecked: boolean },
) {
  const { reason } = options;
  if (row.status !== 'pending-approval') throw new Conflict(ON_DEMAND_MESSAGES.alreadyDecided);
  if (decision === 'approve' && row.kind === 'withdrawal' && !options.pinChecked) throw pinRequired();
  // Who decided, by name as the answers and the export show it (the member may be renamed or removed later).
  const [member] = await memberContacts(tx, row.companyId, { memberIds: [caller.auth.memberId] });
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
      const executed = await executeRequest(tx, stamped, afterCommit);
      saved = executed.row;
      const payout = executed.payout;
      if (payout) afterCommit(() => deps.handOff([payout]));
    } catch (error) {
      if (error instanceof InsufficientFunds || error instanceof NoFundingWallet)
        throw new BadRequest('The main wallet does not hold enough to pay this withdrawal and its fee');
      throw error;
    }
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

function decideOne(
  deps: OnDemandDeps,
  caller: Caller,
  id: string,
  decision: Decision,
  options: { reason?: string | undefined; pinChecked: boolean },
): Promise<OnDemandRequest> {
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const row = await q.lockRequest(tx, caller.auth.companyId, id);
      if (!row) throw new NotFound('Request');
      return decideLocked(tx, afterCommit, deps, caller, row, decision, options);
    },
    deps.onEffectError,
  );
}

export async function decide(
  deps: OnDemandDeps,
  caller: Caller,
  id: string,
  decision: Decision,
  input: DecisionInput = {},
): Promise<OnDemandRequest> {
  const pinChecked = decision === 'approve' && (await checkPinToApprove(deps, caller, [id], input.pin));
  return decideOne(deps, caller, id, decision, { reason: input.reason, pinChecked });
}

/**
 * Each request on its own transaction: one failing leaves the others decided. Approving asks for the PIN once, for
 * the whole selection, when a withdrawal is among it; a missing or wrong PIN decides none.
 */
export async function decideMany(
  deps: OnDemandDeps,
  caller: Caller,
  ids: string[],
  decision: Decision,
  input: DecisionInput = {},
) {
  const pinChecked = decision === 'approve' && (await checkPinToApprove(deps, caller, ids, input.pin));
  const successes: string[] = [];
  const failures: { id: string; message: string }[] = [];
  for (const id of ids) {
    try {
      await decideOne(deps, caller, id, decision, { reason: input.reason, pinChecked });
      successes.push(id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failures.push({ id, message: error.message });
    }
  }
  return { successes, failures };
}
