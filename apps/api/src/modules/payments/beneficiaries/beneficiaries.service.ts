// Beneficiaries: saved after name enquiry (a Paydesk account number is a wallet), listed with filters and as CSV,
// deleted. Adding one is a gateable action ('beneficiary.add'): gated, it waits for approval and nothing is saved.
import {
  type ApprovalPending,
  type Beneficiary,
  type BeneficiaryListQuery,
  type CreateBeneficiaryRequest,
  type createBeneficiaryRequest,
  lagosIso,
  PAYMENTS_MESSAGES,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { csvRow } from '../../../lib/csv.ts';
import { Conflict, NotFound } from '../../../lib/errors.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { gateOrRun, pendingRequest } from '../../approvals/index.ts';
import type { BeneficiaryPayload } from '../approval-actions.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { resolveAccount } from '../transfers/destination.ts';
import {
  allBeneficiaries,
  deleteBeneficiary,
  findBeneficiaryByAccount,
  insertBeneficiaries,
  listBeneficiaries,
  toBeneficiary,
} from './beneficiaries.queries.ts';

type CreateBody = z.output<typeof createBeneficiaryRequest>;

export type { CreateBeneficiaryRequest };

/** What a new beneficiary will be: transfers accounts checked with the bank, bill accounts as given. */
export async function beneficiaryPayload(
  deps: Pick<PaymentsDeps, 'db' | 'banking' | 'config'>,
  memberId: string,
  body: CreateBody,
): Promise<BeneficiaryPayload> {
  if (body.type !== 'transfers') {
    return {
      memberId,
      type: body.type,
      bankCode: body.bankCode,
      bankName: null,
      accountNumber: body.accountNumber,
      accountName: body.name,
      nickname: body.nickname ?? null,
      isPaydeskWallet: false,
    };
  }
  const account = await resolveAccount(deps, body);
  return {
    memberId,
    type: 'transfers',
    bankCode: account.bankCode,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    nickname: body.nickname ?? null,
    isPaydeskWallet: account.channel === 'wallet',
  };
}

/** Saves a beneficiary (the executor of 'beneficiary.add' calls this too). A saved account is a conflict. */
export async function saveBeneficiary(
  tx: Tx,
  companyId: string,
  payload: BeneficiaryPayload,
): Promise<Beneficiary> {
  const [row] = await insertBeneficiaries(tx, [
    {
      companyId,
      type: payload.type,
      bankCode: payload.bankCode,
      bankName: payload.bankName,
      accountNumber: payload.accountNumber,
      accountName: payload.accountName,
      nickname: payload.nickname,
      isPaydeskWallet: payload.isPaydeskWallet,
      createdBy: payload.memberId,
    },
  ]);
  if (!row) throw new Conflict('This account is already a beneficiary');
  return toBeneficiary(row);
}

export async function createBeneficiary(
  deps: Pick<PaymentsDeps, 'db' | 'banking' | 'config' | 'gate' | 'onEffectError'>,
  caller: Caller,
  body: CreateBody,
  idempotencyKey: string,
): Promise<{ status: 201; beneficiary: Beneficiary } | { status: 202; pending: ApprovalPending }> {
  const { companyId, memberId } = caller.auth;
  const existing = await findBeneficiaryByAccount(deps.db, companyId, body);
  if (existing) throw new Conflict('This account is already a beneficiary');
  const payload = await beneficiaryPayload(deps, memberId, body);
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const outcome = await gateOrRun(
        tx,
        {
          gate: deps.gate,
          caller,
          action: 'beneficiary.add',
          idempotencyKey,
          payload,
          afterCommit,
          requested: {
            action: 'payments.beneficiary.add-requested',
            metadata: { accountNumber: payload.accountNumber, bankCode: payload.bankCode },
          },
        },
        async () => {
          const beneficiary = await saveBeneficiary(tx, companyId, payload);
          await recordCallerAudit(tx, caller, {
            action: 'payments.beneficiary.add',
            target: { type: 'beneficiary', id: beneficiary._id },
            outcome: 'success',
            metadata: {
              type: payload.type,
              accountNumber: payload.accountNumber,
              bankCode: payload.bankCode,
            },
          });
          return beneficiary;
        },
      );
      return outcome.gated
        ? { status: 202 as const, pending: pendingRequest(outcome.requestId) }
        : { status: 201 as const, beneficiary: outcome.result };
    },
    deps.onEffectError,
  );
}

export async function removeBeneficiary(
  deps: Pick<PaymentsDeps, 'db'>,
  caller: Caller,
  beneficiaryId: string,
) {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteBeneficiary(tx, caller.auth.companyId, beneficiaryId)))
      throw new NotFound('Beneficiary');
    await recordCallerAudit(tx, caller, {
      action: 'payments.beneficiary.delete',
      target: { type: 'beneficiary', id: beneficiaryId },
      outcome: 'success',
    });
  });
  return { message: PAYMENTS_MESSAGES.beneficiaryDeleted, data: null };
}

export const findBeneficiaries = (db: Executor, companyId: string, query: BeneficiaryListQuery) =>
  listBeneficiaries(db, companyId, query);

export async function beneficiariesCsv(db: Executor, companyId: string, query: BeneficiaryListQuery) {
  const rows = await allBeneficiaries(db, companyId, query);
  let csv = csvRow([
    'Name',
    'Nickname',
    'Type',
    'Bank',
    'Bank code',
    'Account number',
    'Account name',
    'Added',
  ]);
  for (const b of rows.map(toBeneficiary)) {
    csv += csvRow([
      b.name,
      b.nickname ?? '',
      b.type,
      b.bankName ?? '',
      b.bankCode,
      b.accountNumber,
      b.accountName,
      lagosIso(b.createdAt),
    ]);
  }
  return csv;
}
