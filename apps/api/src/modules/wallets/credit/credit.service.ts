// Credit: a registered, verified business asks for credit (amount, tenor, purpose); an operator reviews it and an
// approved credit is disbursed to the wallet through the ledger, exactly once.
import type { CreditRequest, CreditRequestBody } from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, NotFound } from '../../../lib/errors.ts';
import { newReference } from '../../../lib/references.ts';
import { type AuditContext, recordAudit } from '../../../platform/audit/audit.service.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import { ensureSystemAccounts, move, walletCredit } from '../../ledger/index.ts';
import { type OperatorContext, operatorName } from '../../ops/index.ts';
import { getWallet } from '../accounts/accounts.queries.ts';
import { ensureMainWallet } from '../accounts/accounts.service.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import { BusinessNotVerified, FeatureRestricted } from '../wallet-errors.ts';
import type { CreditRow } from './credit.queries.ts';
import * as creditQ from './credit.queries.ts';

function toCredit(row: { credit: CreditRow; companyName: string }): CreditRequest {
  const c = row.credit;
  return {
    _id: c.id,
    reference: c.reference,
    companyName: row.companyName,
    amount: c.amount,
    tenorMonths: c.tenorMonths,
    purpose: c.purpose,
    walletId: c.walletId,
    status: c.status,
    approvedAmount: c.approvedAmount,
    interestRateBps: c.interestRateBps,
    reviewComment: c.reviewComment,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
  };
}

/** A credit request of the business; a missing company id throws rather than reading every business. */
async function findCredit(db: Executor, companyId: string, id: string) {
  const row = await creditQ.findCreditRow(db, companyId, id);
  if (!row) throw new NotFound('Credit request');
  return row;
}

/** An operator's lookup across businesses (the review queue), locked for the decision. */
async function lockCreditForReview(tx: Executor, id: string) {
  const row = await creditQ.lockCreditRow(tx, id);
  if (!row) throw new NotFound('Credit request');
  return row;
}

export async function requestCredit(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  caller: Caller,
  body: CreditRequestBody,
): Promise<CreditRequest> {
  const { companyId, memberId } = caller.auth;
  const company = await creditQ.findCompany(deps.db, companyId);
  if (!company?.adminVerify)
    throw new BusinessNotVerified('Your business must be verified before it can request credit.');
  if (company.businessType !== 'registered business') {
    throw new FeatureRestricted(
      'Credit is available to registered businesses only. Verify your business as a registered business to request credit.',
    );
  }
  const main = await ensureMainWallet(deps.db, deps.config, companyId);
  return deps.db.transaction(async (tx) => {
    const wallet = await getWallet(tx, companyId, body.walletId ?? main!.id);
    if (wallet.status === 'closed') throw new Conflict(`${wallet.name} is closed; choose another wallet.`);
    // One open request per business at a time; two submissions at once take turns here.
    await creditQ.lockCreditRequests(tx, companyId);
    const open = await creditQ.countOpenCredits(tx, companyId);
    if ((open?.n ?? 0) > 0) {
      throw new Conflict(
        'You already have a credit request under review. We will tell you once it is decided.',
      );
    }
    const row = await creditQ.insertCredit(tx, {
      companyId,
      reference: newReference('CRD'),
      amount: body.amount,
      tenorMonths: body.tenorMonths,
      purpose: body.purpose,
      walletId: wallet.id,
      requestedBy: memberId,
    });
    await recordCallerAudit(tx, caller, {
      action: 'credit.request',
      target: { type: 'credit', id: row!.id },
      outcome: 'success',
      metadata: { amount: body.amount, tenorMonths: body.tenorMonths },
    });
    return toCredit({ credit: row!, companyName: company.name });
  });
}

export async function getCredit(db: Executor, companyId: string, id: string) {
  return toCredit(await findCredit(db, companyId, id));
}

export async function listCredits(db: Executor, companyId: string) {
  const rows = await creditQ.recentCredits(db, companyId);
  return rows.map(toCredit);
}

export async function listCreditsForOps(
  db: Executor,
  query: { status?: CreditRow['status']; page: number; limit: number },
) {
  const { rows, total: totalDocs } = await creditQ.creditsPage(db, query.status, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    docs: rows.map((r) => ({ ...toCredit(r), companyId: r.credit.companyId })),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}

const operatorActor = (o: OperatorContext) => ({
  type: 'operator' as const,
  id: o.operatorId,
  label: `${operatorName(o)} (Paydesk operations)`,
});

/** Approves and disburses in one transaction: the credit lands in the wallet once, whatever is retried. */
export async function approveCredit(
  db: Database,
  operator: OperatorContext,
  meta: AuditContext,
  id: string,
  input: { approvedAmount?: number; interestRateBps: number; comment?: string },
): Promise<CreditRequest> {
  return db.transaction(async (tx) => {
    const row = await lockCreditForReview(tx, id);
    const credit = row.credit;
    if (credit.status !== 'pending' && credit.status !== 'in_review') {
      throw new Conflict(`This credit request is already ${credit.status.replace('_', ' ')}.`);
    }
    const amount = input.approvedAmount ?? credit.amount;
    if (amount > credit.amount) throw new Conflict('The approved amount cannot be more than was asked for.');
    const system = await ensureSystemAccounts(tx, credit.companyId);
    const narration = `Credit ${credit.reference} disbursed (${credit.tenorMonths} months)`;
    const { entryId } = await move(tx, {
      companyId: credit.companyId,
      kind: 'credit_disbursement',
      reference: credit.reference,
      description: narration,
      legs: [
        { account: system.credit_disbursement, amount: -amount },
        walletCredit(credit.walletId, amount, {
          type: 'credit_disbursement',
          narration,
          counterparty: { name: 'Paydesk credit' },
          channel: 'system',
        }),
      ],
    });
    const now = new Date();
    const updated = await creditQ.updateCredit(tx, credit.companyId, id, {
      status: 'disbursed',
      approvedAmount: amount,
      interestRateBps: input.interestRateBps,
      reviewComment: input.comment ?? null,
      reviewedBy: operator.operatorId,
      entryId,
      decidedAt: now,
    });
    await recordAudit(tx, {
      ...meta,
      companyId: credit.companyId,
      actor: operatorActor(operator),
      action: 'credit.disburse',
      target: { type: 'credit', id },
      outcome: 'success',
      metadata: { amount, interestRateBps: input.interestRateBps },
    });
    await notify(tx, {
      companyId: credit.companyId,
      recipients: 'all-members',
      kind: 'credit.disbursed',
      message: `Your credit request ${credit.reference} was approved: ${formatKobo(amount)} is in your wallet.`,
    });
    return toCredit({ credit: updated!, companyName: row.companyName });
  });
}

export async function rejectCredit(
  db: Database,
  operator: OperatorContext,
  meta: AuditContext,
  id: string,
  comment: string,
): Promise<CreditRequest> {
  return db.transaction(async (tx) => {
    const row = await lockCreditForReview(tx, id);
    if (row.credit.status !== 'pending' && row.credit.status !== 'in_review') {
      throw new Conflict(`This credit request is already ${row.credit.status.replace('_', ' ')}.`);
    }
    const updated = await creditQ.updateCredit(tx, row.credit.companyId, id, {
      status: 'rejected',
      reviewComment: comment,
      reviewedBy: operator.operatorId,
      decidedAt: new Date(),
    });
    await recordAudit(tx, {
      ...meta,
      companyId: row.credit.companyId,
      actor: operatorActor(operator),
      action: 'credit.reject',
      target: { type: 'credit', id },
      outcome: 'success',
      metadata: { comment },
    });
    await notify(tx, {
      companyId: row.credit.companyId,
      recipients: 'all-members',
      kind: 'credit.rejected',
      message: `Your credit request ${row.credit.reference} was not approved: ${comment}`,
    });
    return toCredit({ credit: updated!, companyName: row.companyName });
  });
}
