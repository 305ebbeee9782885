// Settlement accounts: a bank account of the business checked by name enquiry, added as pending with a code emailed
// to the member, and active once the code comes back (counted tries, ten minutes, one use). Removing one is refused
// while a sweep rule sends money to it.
import {
  type AddSettlementAccountRequest,
  ErrorCode,
  SETTLEMENT_MESSAGES,
  type SettlementAccount,
} from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, Conflict, NotFound, TooManyAttempts, ValidationFailed } from '../../lib/errors.ts';
import { generateCode, hashCode, safeEqualHex } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { findUserById } from '../auth/index.ts';
import { enquireAccountName } from '../banks/index.ts';
import * as q from './settlements.queries.ts';
import type { SettlementsDeps } from './settlements-deps.ts';
import { settlementAccountCode } from './settlements-mail.ts';

const CODE_TTL_MINUTES = 10;
const CODE_MAX_ATTEMPTS = 5;
const CODE_PURPOSE = 'settlement-account';

export async function listAccounts(deps: Pick<SettlementsDeps, 'db'>, companyId: string) {
  return (await q.listAccounts(deps.db, companyId)).map(q.toAccount);
}

async function sendCode(
  deps: SettlementsDeps,
  caller: Caller,
  account: q.SettlementAccountRow,
  action: 'settings.settlement-account.code-sent',
) {
  const user = await findUserById(deps.db, caller.auth.userId);
  if (!user) throw new NotFound('Member');
  const code = generateCode();
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
  const saved = await transact(
    deps.db,
    async (tx, afterCommit) => {
      const row = await q.updateAccount(tx, account, {
        codeHash: hashCode(deps.config.APP_SECRET, CODE_PURPOSE, code),
        codeExpiresAt: expiresAt,
        codeAttempts: 0,
      });
      await deps.mailer.enqueue(tx, afterCommit, {
        ...settlementAccountCode(user.email, user.firstName, code, row),
        companyId: caller.auth.companyId,
      });
      await recordCallerAudit(tx, caller, {
        action,
        target: { type: 'settlement-account', id: row.id },
        outcome: 'success',
        metadata: { accountNumber: row.accountNumber, bankCode: row.bankCode },
      });
      return row;
    },
    deps.onEffectError,
  );
  return { account: q.toAccount(saved), email: user.email, expiresAt: expiresAt.toISOString() };
}

/** Checks the account with its bank, keeps it pending and emails the member a code to confirm it. */
export async function addAccount(deps: SettlementsDeps, caller: Caller, input: AddSettlementAccountRequest) {
  const { companyId, memberId } = caller.auth;
  if (input.bankCode === deps.config.WALLET_BANK_CODE)
    throw new ValidationFailed({
      bankCode: ['A settlement account is a bank account outside Paydesk. Use Move money between wallets.'],
    });
  const existing = await q.findAccountByNumber(deps.db, companyId, input.bankCode, input.accountNumber);
  if (existing?.status === 'active')
    throw new ValidationFailed({ accountNumber: ['This account is already a settlement account'] });
  if (existing) assertCodeDue(existing);
  const checked = await enquireAccountName(deps.db, deps.banking, input);
  const row =
    existing ??
    (await deps.db.transaction((tx) =>
      q.insertAccount(tx, {
        companyId,
        bankCode: checked.bankCode,
        bankName: checked.bankName,
        accountNumber: checked.accountNumber,
        accountName: checked.accountName,
        addedBy: memberId,
      }),
    ));
  return sendCode(deps, caller, row, 'settings.settlement-account.code-sent');
}

/** One code a minute per account: asking again sooner (a new add of the same account too) is refused. */
function assertCodeDue(row: q.SettlementAccountRow) {
  if (row.codeExpiresAt && row.codeExpiresAt.getTime() - Date.now() > (CODE_TTL_MINUTES - 1) * 60_000)
    throw new TooManyAttempts('Wait a minute before asking for another code.', 60, ErrorCode.rateLimited);
}

export async function resendCode(deps: SettlementsDeps, caller: Caller, id: string) {
  const row = await q.findAccount(deps.db, caller.auth.companyId, id);
  if (!row) throw new NotFound('Settlement account');
  if (row.status !== 'pending') throw new Conflict('This account is already confirmed.');
  assertCodeDue(row);
  return sendCode(deps, caller, row, 'settings.settlement-account.code-sent');
}

const wrongCode = () => new BadRequest(SETTLEMENT_MESSAGES.wrongCode, ErrorCode.invalidCode);

/** The emailed code makes the account active: each try counts before it is compared. */
export async function confirmAccount(
  deps: SettlementsDeps,
  caller: Caller,
  id: string,
  code: string,
): Promise<SettlementAccount> {
  const row = await q.findAccount(deps.db, caller.auth.companyId, id);
  if (!row) throw new NotFound('Settlement account');
  if (row.status !== 'pending') throw new Conflict('This account is already confirmed.');
  if (!row.codeHash || !row.codeExpiresAt || row.codeExpiresAt.getTime() < Date.now()) throw wrongCode();
  if (!(await q.claimCodeAttempt(deps.db, row, CODE_MAX_ATTEMPTS))) throw wrongCode();
  if (!safeEqualHex(row.codeHash, hashCode(deps.config.APP_SECRET, CODE_PURPOSE, code))) throw wrongCode();
  return deps.db.transaction(async (tx) => {
    const locked = await q.findAccount(tx, row.companyId, row.id, true);
    if (locked?.status !== 'pending' || locked.codeHash !== row.codeHash) throw wrongCode();
    const confirmed = await q.updateAccount(tx, row, {
      status: 'active',
      confirmedAt: new Date(),
      codeHash: null,
      codeExpiresAt: null,
    });
    await recordCallerAudit(tx, caller, {
      action: 'settings.settlement-account.add',
      target: { type: 'settlement-account', id: row.id },
      outcome: 'success',
      metadata: { accountNumber: row.accountNumber, bankName: row.bankName, accountName: row.accountName },
    });
    return q.toAccount(confirmed);
  });
}

export async function removeAccount(deps: SettlementsDeps, caller: Caller, id: string) {
  await deps.db.transaction(async (tx) => {
    const row = await q.findAccount(tx, caller.auth.companyId, id, true);
    if (!row) throw new NotFound('Settlement account');
    if ((await q.countRulesOfAccount(tx, row.companyId, row.id)) > 0)
      throw new Conflict(SETTLEMENT_MESSAGES.accountInUse);
    await q.updateAccount(tx, row, { status: 'removed', removedAt: new Date(), codeHash: null });
    await recordCallerAudit(tx, caller, {
      action: 'settings.settlement-account.remove',
      target: { type: 'settlement-account', id: row.id },
      outcome: 'success',
      metadata: { accountNumber: row.accountNumber, bankName: row.bankName },
    });
  });
}
