// Bulk beneficiaries (spec §4, §8): a CSV of bank accounts, confirmed by a one-time code emailed to the member. A
// wrong code answers 'Error: Otp does not match' (the web counts these, never toasts them) and saves nothing; every
// row is checked with name enquiry and reported by row and cell; accounts already saved are counted, not doubled.
import {
  accountNumber as accountNumberSchema,
  BENEFICIARY_UPLOAD_COLUMNS,
  BENEFICIARY_UPLOAD_MAX_ROWS,
  type BeneficiaryUploadResult,
  ErrorCode,
  institutionCode,
  PAYMENTS_MESSAGES,
  type UploadRowErrors,
} from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { Caller } from '../../../http/route-kit.ts';
import { BadRequest, DomainError, TooManyAttempts } from '../../../lib/errors.ts';
import { generateCode, hashCode, safeEqualHex } from '../../../lib/secrets.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { layout } from '../../../platform/mail/templates.ts';
import { assertEveryLineCounted } from '../../../platform/uploads/read-table.ts';
import { findUserById } from '../../auth/index.ts';
import { readPaymentFile } from '../batches/payment-file.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { resolveAccount } from '../transfers/destination.ts';
import { insertBeneficiaries, toBeneficiary } from './beneficiaries.queries.ts';
import {
  consumePaymentCode,
  countPaymentCodeAttempt,
  countRecentPaymentCodes,
  findLatestLivePaymentCode,
  insertPaymentCode,
} from './beneficiaries-upload.queries.ts';

const PURPOSE = 'beneficiaries-upload';
const CODE_TTL_MINUTES = 10;
const CODE_MAX_ATTEMPTS = 5;
const CODES_PER_WINDOW = 5;
const ENQUIRIES_AT_ONCE = 8;

const otpMismatch = () => new BadRequest(PAYMENTS_MESSAGES.otpMismatch, ErrorCode.invalidCode);

export async function sendUploadCode(
  deps: Pick<PaymentsDeps, 'db' | 'config' | 'mailer' | 'onEffectError'>,
  caller: Caller,
): Promise<{ email: string; expiresAt: string }> {
  const { companyId, userId } = caller.auth;
  const recent = await countRecentPaymentCodes(deps.db, {
    companyId,
    userId,
    purpose: PURPOSE,
    withinMinutes: CODE_TTL_MINUTES,
  });
  if (recent >= CODES_PER_WINDOW)
    throw new TooManyAttempts(
      'You asked for too many codes. Use the last one, or wait a few minutes.',
      CODE_TTL_MINUTES * 60,
      ErrorCode.rateLimited,
    );
  const user = await findUserById(deps.db, userId);
  const code = generateCode();
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
  await transact(
    deps.db,
    async (tx, afterCommit) => {
      await insertPaymentCode(tx, {
        companyId,
        userId,
        purpose: PURPOSE,
        codeHash: hashCode(deps.config.APP_SECRET, PURPOSE, code),
        expiresAt,
      });
      const lines = [
        `Hello ${user!.firstName},`,
        `Your code to upload beneficiaries is ${code}. It expires in ${CODE_TTL_MINUTES} minutes and works once.`,
      ];
      await deps.mailer.enqueue(tx, afterCommit, {
        to: user!.email,
        subject: `Your beneficiaries upload code: ${code}`,
        template: 'payments.beneficiaries-code',
        text: lines.join('\n\n'),
        html: layout(lines),
        companyId,
      });
      await recordCallerAudit(tx, caller, {
        action: 'payments.beneficiaries.code-sent',
        target: { type: 'user', id: userId },
        outcome: 'success',
      });
    },
    deps.onEffectError,
  );
  return { email: user!.email, expiresAt: expiresAt.toISOString() };
}

/** Consumes the member's latest code when `otp` is it; every try counts, five per code. */
async function consumeCode(db: Database, secret: string, caller: Caller, otp: string) {
  const { companyId, userId } = caller.auth;
  const code = await findLatestLivePaymentCode(db, { companyId, userId, purpose: PURPOSE });
  if (!code) throw otpMismatch();
  const claimed = await countPaymentCodeAttempt(db, {
    companyId,
    id: code.id,
    maxAttempts: CODE_MAX_ATTEMPTS,
  });
  if (!claimed || !safeEqualHex(code.codeHash, hashCode(secret, PURPOSE, otp))) throw otpMismatch();
  const consumed = await consumePaymentCode(db, { companyId, id: code.id });
  if (!consumed) throw otpMismatch();
}

export async function uploadBeneficiaries(
  deps: Pick<PaymentsDeps, 'db' | 'config' | 'banking'>,
  caller: Caller,
  body: { csv: string; otp: string },
): Promise<BeneficiaryUploadResult> {
  const { companyId, memberId } = caller.auth;
  // The file is read first: a broken file does not spend the code.
  const { rows, dataLines } = await readPaymentFile(
    companyId,
    { bytes: Buffer.from(body.csv), fileName: 'beneficiaries.csv' },
    BENEFICIARY_UPLOAD_COLUMNS,
    { maxRows: BENEFICIARY_UPLOAD_MAX_ROWS, what: 'beneficiary', rowNoun: 'beneficiaries' },
  );
  await consumeCode(deps.db, deps.config.APP_SECRET, caller, body.otp);
  const errorList: UploadRowErrors[] = [];
  const accepted: Parameters<typeof insertBeneficiaries>[1] = [];
  for (let i = 0; i < rows.length; i += ENQUIRIES_AT_ONCE) {
    await Promise.all(
      rows.slice(i, i + ENQUIRIES_AT_ONCE).map(async ({ row, values }) => {
        const errors: Record<string, string[]> = {};
        const bank = institutionCode.safeParse(values.bankCode);
        const number = accountNumberSchema.safeParse(values.accountNumber);
        if (!bank.success) errors.bankCode = [bank.error.issues[0]!.message];
        if (!number.success) errors.accountNumber = [number.error.issues[0]!.message];
        if ((values.nickname ?? '').length > 60) errors.nickname = ['Keep the nickname under 60 characters'];
        if (Object.keys(errors).length) return void errorList.push({ row, errors });
        try {
          const account = await resolveAccount(deps, { bankCode: bank.data!, accountNumber: number.data! });
          accepted.push({
            companyId,
            type: 'transfers',
            bankCode: account.bankCode,
            bankName: account.bankName,
            accountNumber: account.accountNumber,
            accountName: account.accountName,
            nickname: values.nickname || null,
            isPaydeskWallet: account.channel === 'wallet',
            createdBy: memberId,
          });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          errorList.push({ row, errors: error.errors ?? { accountNumber: [error.message] } });
        }
      }),
    );
  }
  assertEveryLineCounted({ dataLines }, { ready: accepted.length, refused: errorList.length });
  return deps.db.transaction(async (tx) => {
    const created = await insertBeneficiaries(tx, accepted);
    await recordCallerAudit(tx, caller, {
      action: 'payments.beneficiaries.upload',
      target: { type: 'business', id: companyId },
      outcome: 'success',
      metadata: { rows: rows.length, created: created.length, errors: errorList.length },
    });
    return {
      created: created.length,
      duplicates: accepted.length - created.length,
      errorList: errorList.sort((a, b) => a.row - b.row),
      beneficiaries: created.map(toBeneficiary),
    };
  });
}
