// The employee's side: the fee quote and requesting a withdrawal or a saving. A request locks the employee's row
// so concurrent requests are checked one after another against what is left; each refusal names its rule. The
// idempotency key is unique per employee: a replay answers the first request, the same key with another body is 409.
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type FeeQuote,
  formatDate,
  ON_DEMAND_MESSAGES,
  ON_DEMAND_REFUSALS,
  type OnDemandRefusal,
} from '@paydesk/contracts';
import { formatKobo } from '@paydesk/money';
import {
  BadRequest,
  Conflict,
  DomainError,
  Forbidden,
  InsufficientFunds,
  Unauthorized,
} from '../../lib/errors.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { newReference } from '../../lib/references.ts';
import { transactOpening } from '../../lib/transaction.ts';
import { systemAccountsOf } from '../ledger/index.ts';
import type { PostedPayout } from '../payments/index.ts';
import { employeeLockSql } from '../people/index.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { sendApprovalEmails } from './approval-links/approval-links.service.ts';
import { type EarnedState, earnedState, periodFor } from './earned.service.ts';
import { addDays, requestMoney } from './earned.ts';
import * as q from './on-demand.queries.ts';
import type { OnDemandDeps } from './on-demand-deps.ts';
import { executedStatus, NoFundingWallet, postRequestEntry, railTransferOf } from './payout.ts';
import { requestFacts } from './request-facts.queries.ts';
import { insertRequestSql, newRequestRow } from './request-row.queries.ts';

/** A refused request: 422 with the rule's code and a message naming the rule. */
export class RequestRefused extends DomainError {
  constructor(rule: OnDemandRefusal, message: string) {
    super(422, ON_DEMAND_REFUSALS[rule] as unknown as ErrorCode, message);
  }
}

export interface StaffCaller {
  companyId: string;
  employeeId: string;
  /** A staff session not checked yet (staffClaimsHook): the request's first read checks it. */
  sessionId?: string;
}

/** The periods a request on `today` can fall in: this month's and next month's (the payday decides which). */
function candidatePeriods(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [today.slice(0, 7), next];
}

/**
 * The rules a request must pass, in the order the employee meets them; each refusal names its rule. The fee quote
 * and the request itself both ask it, so a quote never shows a fee for an amount the request would refuse.
 */
export function refusalOf(
  kind: 'withdrawal' | 'saving',
  amount: number,
  state: Pick<EarnedState, 'rules' | 'summary' | 'headroom' | 'employee'>,
): DomainError | null {
  const { rules, summary } = state;
  const money = requestMoney(kind, amount, rules);
  if (state.employee.withdrawalsPaused)
    return new RequestRefused('paused', 'Withdrawals are paused for you by your employer');
  if (summary.salaryPaid)
    return new RequestRefused(
      'salaryPaid',
      `Your salary for this pay period has been paid, so nothing more can be drawn on it: the next period starts on ${addDays(summary.periodEnd, 1)}`,
    );
  if (summary.afterCutOff)
    return new RequestRefused(
      'afterCutOff',
      `No requests after the cut-off: ${rules.cutOffDays} days before payday (${formatDate(summary.payday)})`,
    );
  if (kind === 'saving' && !rules.savingsEnabled)
    return new RequestRefused('savingsOff', 'Savings are not offered by your employer');
  if (kind === 'withdrawal') {
    if (state.employee.nameCheck !== 'matched') return new BadRequest(ON_DEMAND_MESSAGES.noBankAccount);
    if (summary.withdrawalsLeft === 0)
      return new RequestRefused(
        'beyondCount',
        `You have made the ${rules.withdrawalsPerPeriod} withdrawals allowed this pay period`,
      );
    if (amount < rules.minWithdrawal)
      return new RequestRefused(
        'belowMinimum',
        `The minimum withdrawal is ${formatKobo(rules.minWithdrawal)}`,
      );
    if (rules.maxWithdrawal > 0 && amount > rules.maxWithdrawal)
      return new RequestRefused(
        'aboveMaximum',
        `The maximum withdrawal is ${formatKobo(rules.maxWithdrawal)}`,
      );
  }
  if (money.toDeduct > state.headroom)
    return new RequestRefused(
      'overAvailable',
      `That is more than you can take now: ${formatKobo(state.headroom)} available` +
        (money.fee > 0 && rules.feeBearer === 'employee' ? ' (the fee counts)' : ''),
    );
  return null;
}

/** The fee and what arrives for a withdrawal of `amount`; refused (422, naming the rule) as the request would be. */
export async function quote(
  deps: Pick<OnDemandDeps, 'db'>,
  staff: StaffCaller,
  amount: number,
): Promise<FeeQuote> {
  const state = await earnedState(deps.db, staff.companyId, staff.employeeId);
  if (!state) throw new BadRequest(ON_DEMAND_MESSAGES.noRules);
  const refused = refusalOf('withdrawal', amount, state);
  if (refused) throw refused;
  const money = requestMoney('withdrawal', amount, state.rules);
  return {
    amount,
    fee: money.fee,
    feeBearer: state.rules.feeBearer,
    payout: money.payout,
    toDeduct: money.toDeduct,
    available: state.summary.available,
  };
}

export async function requestOnDemand(
  deps: OnDemandDeps,
  staff: StaffCaller,
  kind: 'withdrawal' | 'saving',
  amount: number,
  idempotencyKey: string | undefined,
): Promise<{ row: q.RequestRow; replayed: boolean }> {
  if (!idempotencyKey || idempotencyKey.length < 8 || idempotencyKey.length > 200)
    throw new BadRequest('An Idempotency-Key header (8 to 200 characters) is required');
  const today = lagosDay();
  const result = await transactOpening(
    deps.db,
    employeeLockSql(staff.companyId, staff.employeeId),
    async (tx, afterCommit, client) => {
      // The round trips of a request, in order: BEGIN with the employee's row lock; under the lock, one prebuilt
      // statement for the session, every fact the rules read, the period's takings and this key's earlier request;
      // the request row (already executed when no approval is needed); the entry; COMMIT.
      const read = await requestFacts(client, {
        companyId: staff.companyId,
        employeeId: staff.employeeId,
        sessionId: staff.sessionId ?? null,
        periods: candidatePeriods(today),
        idempotencyKey,
      });
      if (staff.sessionId !== undefined && read?.sessionLive !== true) throw new Unauthorized();
      const facts = read?.facts;
      const employee = facts?.employee;
      if (employee?.status !== 'active' || employee.onDemandState !== 'accepted')
        throw new Forbidden(ON_DEMAND_MESSAGES.notOnDemand);
      if (!facts?.rules) throw new BadRequest(ON_DEMAND_MESSAGES.noRules);
      const period = periodFor(facts.rules, today).period;
      const taken = read!.takenIn(period);
      if (taken.earlierId) {
        const earlier = (await q.findRequest(tx, staff.companyId, taken.earlierId))!;
        if (earlier.kind !== kind || earlier.amount !== amount)
          throw new Conflict('This Idempotency-Key was used for a different request', ErrorCode.conflict);
        return { row: earlier, replayed: true };
      }
      const state = (await earnedState(tx, staff.companyId, staff.employeeId, {
        facts,
        taken,
        today,
        salaryPaid: read!.salaryPaidIn(period),
      }))!;
      const { rules, summary } = state;
      const money = requestMoney(kind, amount, rules);
      const refused = refusalOf(kind, amount, state);
      if (refused) throw refused;
      // No approval step: the row is written already executed, naming its entry, in the entry's own statement.
      const atOnce = !rules.approvalRequired;
      const built = newRequestRow({
        companyId: staff.companyId,
        employeeId: staff.employeeId,
        kind,
        status: atOnce ? executedStatus(kind) : 'pending-approval',
        period: summary.period,
        amount,
        fee: money.fee,
        feeBearer: rules.feeBearer,
        toDeduct: money.toDeduct,
        fundingMode: rules.fundingMode,
        ...(kind === 'withdrawal'
          ? {
              bankCode: employee.bankCode,
              bankName: employee.bankName,
              accountNumber: employee.accountNumber,
              accountName: employee.accountName,
            }
          : {}),
        reference: newReference(kind === 'withdrawal' ? 'ODW' : 'ODS', 14),
        idempotencyKey,
        ...(atOnce
          ? { entryId: randomUUID(), ...(kind === 'withdrawal' ? { submittedAt: new Date() } : {}) }
          : {}),
      });
      const row = atOnce ? built : await q.insertRequest(tx, built);
      if (kind === 'withdrawal')
        await recordWebhookEvent(
          tx,
          staff.companyId,
          'withdrawal.requested',
          {
            id: row.id,
            reference: row.reference,
            employeeId: staff.employeeId,
            amount,
            fee: money.fee,
            currency: 'NGN',
            approvalRequired: rules.approvalRequired,
          },
          facts.webhookTargets,
        );
      if (!atOnce) {
        await sendApprovalEmails(tx, afterCommit, deps, row, rules.approverIds);
        return { row, replayed: false };
      }
      let payout: PostedPayout | null;
      try {
        const system = await systemAccountsOf(tx, staff.companyId, afterCommit);
        payout = await postRequestEntry(tx, row, system, {
          deferSystemBalances: true,
          alongside: insertRequestSql(row),
          payoutAlongside: true,
        });
      } catch (error) {
        if (error instanceof InsufficientFunds || error instanceof NoFundingWallet)
          throw new BadRequest('Your employer cannot fund withdrawals right now. Try again later');
        throw error;
      }
      if (payout) {
        const transfer = railTransferOf(payout);
        afterCommit(() => deps.handOff([transfer]));
      }
      return { row, replayed: false };
    },
    deps.onEffectError,
  );
  return result;
}
