// Setting up a recurring transfer (POST, PIN, Idempotency-Key): the destination checked (a saved beneficiary or
// another wallet of the business), then in one transaction the approvals gate ('transfer.recurring.setup', compared
// on the amount of one run) and, when not gated, the schedule with its first run date (Africa/Lagos). Reading one,
// the list and a schedule's history.
import {
  type createRecurringTransferRequest,
  PAYMENTS_MESSAGES,
  RECURRING_MESSAGES,
  RECURRING_PATHS,
  type RecurringTransfer,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { NotFound, ValidationFailed } from '../../../lib/errors.ts';
import { once, requestFingerprint } from '../../../lib/idempotency.ts';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { gateOrRun, pendingRequest } from '../../approvals/index.ts';
import { getWallet, verifyTransactionPin } from '../../wallets/index.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { resolveAccount } from '../transfers/destination.ts';
import { destinationOf } from '../transfers/single-transfer.service.ts';
import {
  findRecurring,
  findRecurringByKey,
  insertRecurring,
  listRecurring,
  type RecurringRow,
  runPage,
  toRecurring,
} from './recurring.queries.ts';
import type { RecurringSetupPayload } from './recurring-payload.ts';
import { nextRunOnOrAfter } from './recurring-schedule.ts';

type CreateBody = z.output<typeof createRecurringTransferRequest>;

export async function recurringView(db: Executor, row: RecurringRow): Promise<RecurringTransfer> {
  return toRecurring(row, (await getWallet(db, row.companyId, row.sourceWalletId)).name);
}

/** The schedule of a payload, made once per idempotency key: the ungated path and the approval executor come here. */
export async function saveRecurring(
  tx: Tx,
  companyId: string,
  payload: RecurringSetupPayload,
  approvalRequestId: string | null,
): Promise<RecurringRow> {
  const existing = await findRecurringByKey(tx, companyId, payload.idempotencyKey);
  if (existing) return existing;
  const { memberId, userId: _user, idempotencyKey, ...fields } = payload;
  const next = nextRunOnOrAfter(fields, lagosDay(), 0);
  return insertRecurring(tx, {
    companyId,
    ...fields,
    status: next ? 'active' : 'completed',
    nextRunDate: next,
    createdBy: memberId,
    approvalRequestId,
    idempotencyKey,
  });
}

async function destinationFor(
  deps: PaymentsDeps,
  companyId: string,
  request: Pick<CreateBody, 'beneficiaryId' | 'destinationWalletId'>,
) {
  if (request.beneficiaryId) {
    const account = await destinationOf(deps, companyId, { beneficiaryId: request.beneficiaryId });
    return { ...account, destinationWalletId: null };
  }
  const wallet = await getWallet(deps.db, companyId, request.destinationWalletId!).catch(() => {
    throw new ValidationFailed({ destinationWalletId: ['Wallet not found'] });
  });
  if (!wallet.accountNumber)
    throw new ValidationFailed({ destinationWalletId: ['This wallet has no account number'] });
  const account = await resolveAccount(deps, {
    bankCode: deps.config.WALLET_BANK_CODE,
    accountNumber: wallet.accountNumber,
  });
  return { ...account, beneficiaryId: null, destinationWalletId: wallet.id };
}

export async function createRecurring(
  deps: PaymentsDeps,
  caller: Caller,
  body: CreateBody,
  idempotencyKey: string,
) {
  const { companyId, memberId, userId } = caller.auth;
  const { pin, ...request } = body;
  const fingerprint = requestFingerprint('POST', RECURRING_PATHS.recurringTransfers, request);
  if (request.startDate < lagosDay())
    throw new ValidationFailed({ startDate: ['The start date cannot be in the past'] });
  await verifyTransactionPin(deps, caller, pin);
  await getWallet(deps.db, companyId, request.sourceWalletId);
  const account = await destinationFor(deps, companyId, request);
  const payload: RecurringSetupPayload = {
    memberId,
    userId,
    sourceWalletId: request.sourceWalletId,
    beneficiaryId: account.beneficiaryId,
    destinationWalletId: account.destinationWalletId,
    channel: account.channel,
    bankCode: account.bankCode,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    amount: request.amount,
    narration: request.narration ?? `Recurring transfer to ${account.accountName}`,
    frequency: request.frequency,
    day: request.frequency === 'daily' ? null : (request.day ?? null),
    startDate: request.startDate,
    endDate: request.endDate ?? null,
    count: request.count ?? null,
    idempotencyKey,
  };
  return once<{ message: string; data: RecurringTransfer | { requestId: string; status: 'pending' } }>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      const outcome = await gateOrRun(
        tx,
        {
          gate: deps.gate,
          caller,
          action: 'transfer.recurring.setup',
          idempotencyKey,
          amountKobo: request.amount,
          sourceWalletId: request.sourceWalletId,
          payload,
          afterCommit,
          requested: {
            action: 'payments.recurring.requested',
            metadata: {
              amount: request.amount,
              frequency: request.frequency,
              accountNumber: account.accountNumber,
            },
          },
        },
        async () => {
          const row = await saveRecurring(tx, companyId, payload, null);
          await recordCallerAudit(tx, caller, {
            action: 'payments.recurring.create',
            target: { type: 'recurring-transfer', id: row.id },
            outcome: 'success',
            metadata: { amount: row.amount, frequency: row.frequency, accountNumber: row.accountNumber },
          });
          return recurringView(tx, row);
        },
      );
      return outcome.gated
        ? {
            status: 202,
            body: { message: PAYMENTS_MESSAGES.approvalPending, data: pendingRequest(outcome.requestId) },
          }
        : { status: 201, body: { message: RECURRING_MESSAGES.created, data: outcome.result } };
    },
    deps.onEffectError,
  );
}

export async function getRecurring(db: Executor, companyId: string, id: string): Promise<RecurringRow> {
  const row = await findRecurring(db, companyId, id);
  if (!row) throw new NotFound('Recurring transfer');
  return row;
}

export async function recurringPage(
  db: Executor,
  companyId: string,
  query: Parameters<typeof listRecurring>[2],
) {
  const { rows, totalDocs } = await listRecurring(db, companyId, query);
  const names = new Map<string, string>();
  for (const id of new Set(rows.map((r) => r.sourceWalletId)))
    names.set(id, (await getWallet(db, companyId, id)).name);
  return {
    docs: rows.map((r) => toRecurring(r, names.get(r.sourceWalletId) ?? '')),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}

export async function historyPage(
  db: Executor,
  companyId: string,
  id: string,
  query: { page: number; limit: number },
) {
  await getRecurring(db, companyId, id);
  const { docs, totalDocs } = await runPage(db, companyId, id, query);
  return {
    docs,
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}
