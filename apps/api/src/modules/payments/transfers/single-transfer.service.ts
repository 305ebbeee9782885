// One transfer (POST …/transfer/single): the PIN, the account checked (a saved beneficiary, name enquiry, or a
// Paydesk wallet), the fee, then under the Idempotency-Key in one transaction: the approvals gate ('transfer.single')
// and, when not gated, the debit into clearing. After commit the rail gets it; a Paydesk wallet is paid at once.
import {
  PAYMENTS_MESSAGES,
  PAYMENTS_PATHS,
  type singleTransferRequest,
  type Transfer,
} from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { ValidationFailed } from '../../../lib/errors.ts';
import { once, requestFingerprint } from '../../../lib/idempotency.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { gateOrRun, pendingRequest } from '../../approvals/index.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../banks/index.ts';
import { findWalletByAccountNumber, getWallet, verifyTransactionPin } from '../../wallets/index.ts';
import type { SingleTransferPayload } from '../approval-actions.ts';
import { findBeneficiary, insertBeneficiaries } from '../beneficiaries/beneficiaries.queries.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { submitToRail } from '../rail/transfer-outcome.ts';
import { type ResolvedAccount, resolveAccount } from './destination.ts';
import { feeBandsOf, transferFee } from './fees.ts';
import { postTransfer } from './transfer-posting.ts';
import { transferView } from './transfer-views.ts';
import type { TransferRow } from './transfers.queries.ts';

type SingleBody = z.output<typeof singleTransferRequest>;

/** The account a line names: a saved beneficiary of this business (404 otherwise), or a bank and number. */
export async function destinationOf(
  deps: Pick<PaymentsDeps, 'db' | 'banking' | 'config'>,
  companyId: string,
  line: { beneficiaryId?: string; bankCode?: string; accountNumber?: string },
): Promise<ResolvedAccount & { beneficiaryId: string | null }> {
  if (line.beneficiaryId) {
    const saved = await findBeneficiary(deps.db, companyId, line.beneficiaryId);
    if (saved?.type !== 'transfers') throw new ValidationFailed({ beneficiaryId: ['Beneficiary not found'] });
    const account = saved.isPaydeskWallet
      ? await resolveAccount(deps, saved)
      : {
          channel: 'bank' as const,
          bankCode: saved.bankCode,
          bankName: saved.bankName,
          accountNumber: saved.accountNumber,
          accountName: saved.accountName,
        };
    return { ...account, beneficiaryId: saved.id };
  }
  return {
    ...(await resolveAccount(deps, { bankCode: line.bankCode!, accountNumber: line.accountNumber! })),
    beneficiaryId: null,
  };
}

/** Posts a single transfer from its payload: the ungated path and the approval executor both come here. */
export async function executeSingleTransfer(
  tx: Tx,
  deps: Pick<PaymentsDeps, 'config'>,
  companyId: string,
  payload: SingleTransferPayload,
  approvalRequestId: string | null,
): Promise<TransferRow> {
  const isWallet = payload.bankCode === deps.config.WALLET_BANK_CODE;
  const receiving = isWallet ? await findWalletByAccountNumber(tx, payload.accountNumber) : null;
  if (isWallet && !receiving) throw new ValidationFailed({ accountNumber: [ACCOUNT_NOT_FOUND_MESSAGE] });
  return postTransfer(
    tx,
    {
      companyId,
      memberId: payload.memberId,
      sourceWalletId: payload.sourceWalletId,
      account: {
        channel: isWallet ? 'wallet' : 'bank',
        bankCode: payload.bankCode,
        bankName: payload.bankName,
        accountNumber: payload.accountNumber,
        accountName: payload.accountName,
        ...(receiving ? { wallet: receiving.wallet } : {}),
      },
      amount: payload.amount,
      fee: payload.fee,
      narration: payload.narration,
      beneficiaryId: payload.beneficiaryId,
      idempotencyKey: payload.idempotencyKey,
      approvalRequestId,
    },
    { sessionInstitution: deps.config.WALLET_BANK_CODE },
  );
}

export async function sendSingleTransfer(
  deps: PaymentsDeps,
  caller: Caller,
  body: SingleBody,
  idempotencyKey: string,
) {
  const { pin, ...request } = body;
  await verifyTransactionPin(deps, caller, pin);
  return postSingleTransfer(deps, caller, request, idempotencyKey);
}

/**
 * The public API's transfer (server to server): an API key has no PIN, its scope is the authority. Everything
 * else is the dashboard's path: limits, fees, the approvals gate and the Idempotency-Key.
 */
export function sendTransferAsApiKey(
  deps: PaymentsDeps,
  caller: Caller,
  request: Omit<SingleBody, 'pin'>,
  idempotencyKey: string,
) {
  if (!caller.auth.apiKey) throw new Error('sendTransferAsApiKey needs an API key caller');
  return postSingleTransfer(deps, caller, request, idempotencyKey);
}

async function postSingleTransfer(
  deps: PaymentsDeps,
  caller: Caller,
  request: Omit<SingleBody, 'pin'>,
  idempotencyKey: string,
) {
  const { companyId, memberId, userId } = caller.auth;
  const fingerprint = requestFingerprint('POST', PAYMENTS_PATHS.transferSingle, request);
  // Name enquiry is slow and outside: it runs before the money transaction.
  const account = await destinationOf(deps, companyId, request);
  const fee = transferFee(await feeBandsOf(deps.db, companyId), account.channel, request.amount);
  const payload: SingleTransferPayload = {
    memberId,
    userId,
    sourceWalletId: request.sourceWalletId,
    beneficiaryId: account.beneficiaryId,
    bankCode: account.bankCode,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    amount: request.amount,
    fee,
    narration: request.narration ?? `Transfer to ${account.accountName}`,
    idempotencyKey,
  };
  return once<{ message: string; data: Transfer | { requestId: string; status: 'pending' } }>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      await getWallet(tx, companyId, request.sourceWalletId);
      const outcome = await gateOrRun(
        tx,
        {
          gate: deps.gate,
          caller,
          action: 'transfer.single',
          idempotencyKey,
          amountKobo: request.amount, // what the member typed: workflow ranges never count the fee
          sourceWalletId: request.sourceWalletId,
          payload,
          afterCommit,
          requested: {
            action: 'payments.transfer.requested',
            metadata: { amount: request.amount, fee, accountNumber: account.accountNumber },
          },
        },
        async () => {
          const transfer = await executeSingleTransfer(tx, deps, companyId, payload, null);
          if (request.saveBeneficiary && !account.beneficiaryId) {
            await insertBeneficiaries(tx, [
              {
                companyId,
                type: 'transfers',
                bankCode: account.bankCode,
                bankName: account.bankName,
                accountNumber: account.accountNumber,
                accountName: account.accountName,
                isPaydeskWallet: account.channel === 'wallet',
                createdBy: memberId,
              },
            ]);
          }
          await recordCallerAudit(tx, caller, {
            action: 'payments.transfer.create',
            target: { type: 'transfer', id: transfer.id },
            outcome: 'success',
            metadata: {
              reference: transfer.reference,
              amount: transfer.amount,
              fee,
              channel: transfer.channel,
            },
          });
          afterCommit(() => submitToRail(deps, [transfer]));
          return transferView(tx, transfer);
        },
      );
      return outcome.gated
        ? {
            status: 202,
            body: { message: PAYMENTS_MESSAGES.approvalPending, data: pendingRequest(outcome.requestId) },
          }
        : { status: 201, body: { message: PAYMENTS_MESSAGES.transferAccepted, data: outcome.result } };
    },
    deps.onEffectError,
  );
}
