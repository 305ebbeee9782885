// A business for the books' property test, set up through the API: an owner with a PIN (the usual fixture rows),
// a main wallet funded by card through the sandbox checkout, an expense wallet, a beneficiary paid by a daily
// recurring transfer, a confirmed settlement account with a daily sweep rule, a pay group of on-demand employees with
// remittance parties, and on-demand rules — prefunded from the main wallet with the owner approving each withdrawal,
// or advanced by Paydesk and billed on a payment note.
import {
  beneficiaryResponse,
  FUNDING_PATHS,
  fundingResponse,
  PAYMENTS_PATHS,
  PAYROLL_SETUP_PATHS,
  RECURRING_PATHS,
  recurringTransferResponse,
  remittancePartyResponse,
  SETTLEMENT_PATHS,
  sandboxCheckoutResponse,
  settlementAccountResponse,
  settlementCodeSentResponse,
  sweepRuleResponse,
  WALLET_PATHS,
  walletListResponse,
  walletResponse,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { addDays, lagosDay } from '../../src/lib/lagos-time.ts';
import { SANDBOX_TRANSFER_ACCOUNTS } from '../../src/providers/banking/index.ts';
import { sqlRows } from './auth-flows.ts';
import { codeIn, mailboxList, waitForMail } from './mailbox.ts';
import { setRules } from './on-demand-fixtures.ts';
import { addPayGroup, addStructure, structureInput } from './payroll-setup-fixtures.ts';
import { BANK_CODE } from './people-fixtures.ts';
import { acceptedStaff } from './staff-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { api, newKey, PIN, walletOwner } from './wallet-fixtures.ts';

export const GTBANK = '000013';

export interface BooksBusiness {
  name: string;
  companyId: string;
  token: string;
  email: string;
  mode: 'prefunded' | 'advanced';
  mainWalletId: string;
  expenseWalletId: string;
  /** The main wallet's NUBAN: the other business pays it as a Paydesk wallet. */
  mainAccountNumber: string;
  recurringId: string;
  sweepRuleId: string;
  payGroupId: string;
  /** On-demand employees: the first two are in the pay group; the last is paid at an account the bank declines. */
  staff: { _id: string; staffToken: string }[];
}

const ok = <T extends { status: number; body: unknown }>(res: T, what: string): T => {
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
};

/** What an operation answered: `what` when it succeeded, else the refusal with its status and message. */
export const outcome = (res: { status: number; body: unknown }, what: string) =>
  res.status < 300
    ? what
    : `refused ${res.status} ${JSON.stringify((res.body as { message?: string }).message ?? '')}`;

/** The checkout's API path from a payment link, with the link's token. */
const checkoutPath = (paymentLink: string) => {
  const link = new URL(paymentLink);
  const reference = link.pathname.split('/').pop()!;
  return `${api(FUNDING_PATHS.sandboxCheckout(reference))}?token=${link.searchParams.get('token') ?? ''}`;
};

/**
 * Card funding through the sandbox checkout: paid (the status lookup settles it at once), declined, or abandoned
 * (started and never paid). Answers the funding's status.
 */
export async function fundByCard(
  t: TestApp,
  b: Pick<BooksBusiness, 'token'>,
  walletId: string,
  amount: number,
  outcome: 'pay' | 'fail' | 'abandon',
) {
  const started = ok(
    await t.api.post(
      api(FUNDING_PATHS.initiate),
      { walletId, amount },
      { token: b.token, schema: fundingResponse, headers: { 'idempotency-key': newKey() } },
    ),
    'funding',
  ).data;
  if (outcome === 'abandon') return started.status;
  await t.api.post(checkoutPath(started.paymentLink!), { outcome }, { schema: sandboxCheckoutResponse });
  const verified = await t.api.get(`${api(FUNDING_PATHS.verify)}?reference=${started.reference}`, {
    token: b.token,
    schema: fundingResponse,
  });
  return verified.data.status;
}

/** Adds a settlement account and confirms it with the code emailed to the owner. */
async function settlementAccount(t: TestApp, owner: { token: string; email: string }, accountNumber: string) {
  const seen = await t.api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(owner.email)}`, {
    schema: mailboxList,
  });
  const sent = ok(
    await t.api.post(
      api(SETTLEMENT_PATHS.accounts),
      { bankCode: GTBANK, accountNumber },
      { token: owner.token, schema: settlementCodeSentResponse },
    ),
    'settlement account',
  );
  const mail = await waitForMail(
    t,
    owner.email,
    (m) => m.subject.startsWith('Your settlement account code') && m.textBody.includes(`(${accountNumber},`),
    { after: seen.data.map((m) => m.id).join(',') },
  );
  return ok(
    await t.api.post(
      api(SETTLEMENT_PATHS.confirm(sent.data.account.id)),
      { code: codeIn(mail) },
      { token: owner.token, schema: settlementAccountResponse },
    ),
    'confirm settlement account',
  ).data;
}

async function payrollSetUp(t: TestApp, token: string, staffIds: string[]) {
  // Health insurance (NHIA: 5% + 10% of basic) rides on every run, remitted to the HMO with the others.
  const structure = await addStructure(t, token, {
    effectiveFrom: '2026-01-01',
    deductions: { ...structureInput().deductions, nhis: { employeeRate: 500, employerRate: 1_000 } },
  });
  const group = await addPayGroup(t, token, { pay_structure_id: structure._id });
  ok(
    await t.api.patch(
      api(PAYROLL_SETUP_PATHS.payGroupAssignEmployees.replace(':id', group._id)),
      { employee_ids: staffIds },
      { token },
    ),
    'assign pay group',
  );
  for (const party of [
    { kind: 'state_irs', name: 'Lagos State IRS', state: 'Lagos' },
    { kind: 'nsitf', name: 'NSITF' },
    { kind: 'fmbn', name: 'FMBN' },
    { kind: 'hmo', name: 'Hygeia HMO' },
  ])
    ok(
      await t.api.post(
        api(PAYROLL_SETUP_PATHS.remittanceParties),
        { ...party, bankCode: BANK_CODE, accountNumber: '0123456700' },
        { token, schema: remittancePartyResponse },
      ),
      `remittance party ${party.kind}`,
    );
  return group._id;
}

/** A beneficiary paid daily from the main wallet, from tomorrow. */
async function standingOrders(t: TestApp, token: string, mainWalletId: string, n: number) {
  const tomorrow = addDays(lagosDay(), 1);
  const beneficiary = ok(
    await t.api.post(
      api(PAYMENTS_PATHS.beneficiary),
      { type: 'transfers', bankCode: GTBANK, accountNumber: `02223334${n}4`, nickname: 'Landlord' },
      { token, schema: beneficiaryResponse },
    ),
    'beneficiary',
  ).data;
  const recurring = ok(
    await t.api.post(
      api(RECURRING_PATHS.recurringTransfers),
      {
        sourceWalletId: mainWalletId,
        beneficiaryId: beneficiary._id,
        amount: 15_000_00,
        frequency: 'daily',
        startDate: tomorrow,
        pin: PIN,
      },
      { token, schema: recurringTransferResponse, headers: { 'idempotency-key': newKey() } },
    ),
    'recurring transfer',
  ).data;
  return { recurringId: recurring._id, tomorrow };
}

/** Business `n` (0 prefunded with approvals, 1 advanced) of one property run. */
export async function booksBusiness(t: TestApp, n: number, label: string): Promise<BooksBusiness> {
  const mode = n === 0 ? 'prefunded' : 'advanced';
  const name = `${label} ${mode === 'prefunded' ? 'Foods' : 'Textiles'}`;
  const owner = await walletOwner(t, { name });
  const [member] = await sqlRows<{ id: string }>(
    t,
    sql`select id from company_members where company_id = ${owner.companyId} and user_id = ${owner.userId}`,
  );
  await setRules(t, owner.token, {
    fundingMode: mode,
    approvalRequired: mode === 'prefunded',
    approverIds: mode === 'prefunded' ? [member!.id] : [],
    feeBearer: mode === 'prefunded' ? 'employee' : 'business',
  });
  if ((await fundByCard(t, owner, owner.mainWalletId, 10_000_000_00, 'pay')) !== 'successful')
    throw new Error('the opening card funding did not succeed');
  const expense = ok(
    await t.api.post(
      api(WALLET_PATHS.createAdditional),
      { name: 'Operations', purpose: 'expense' },
      { token: owner.token, schema: walletResponse },
    ),
    'expense wallet',
  ).data;
  // The expense wallet starts above its sweep floor: the first sweep has money to move.
  ok(
    await t.api.patch(
      api(WALLET_PATHS.move),
      { sourceWalletId: owner.mainWalletId, destinationWalletId: expense._id, amount: 500_000_00, pin: PIN },
      { token: owner.token, headers: { 'idempotency-key': newKey() } },
    ),
    'opening move',
  );
  const staff = [];
  for (const [firstName, accountNumber] of [
    ['Amaka', '0123456781'],
    ['Bola', '0123456782'],
    ['Chinedu', SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending],
  ] as const)
    staff.push(await acceptedStaff(t, owner.token, { firstName, grossPay: 300_000_00, accountNumber }));
  const payGroupId = await payrollSetUp(t, owner.token, [staff[0]!._id, staff[1]!._id]);
  const { recurringId, tomorrow } = await standingOrders(t, owner.token, owner.mainWalletId, n);
  const account = await settlementAccount(t, owner, `06112244${n}1`);
  const rule = ok(
    await t.api.post(
      api(SETTLEMENT_PATHS.rules),
      {
        walletId: expense._id,
        settlementAccountId: account.id,
        floor: 50_000_00,
        frequency: 'daily',
        startDate: tomorrow,
        pin: PIN,
      },
      { token: owner.token, schema: sweepRuleResponse, headers: { 'idempotency-key': newKey() } },
    ),
    'sweep rule',
  ).data;
  const wallets = await t.api.get(api(WALLET_PATHS.accounts), {
    token: owner.token,
    schema: walletListResponse,
  });
  return {
    name,
    companyId: owner.companyId,
    token: owner.token,
    email: owner.email,
    mode,
    mainWalletId: owner.mainWalletId,
    expenseWalletId: expense._id,
    mainAccountNumber: wallets.data.accounts.find((a) => a._id === owner.mainWalletId)!.accountNumber,
    recurringId,
    sweepRuleId: rule.id,
    payGroupId,
    staff: staff.map((s) => ({ _id: s._id, staffToken: s.session.token })),
  };
}
