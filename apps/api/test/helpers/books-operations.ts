// Every money operation of the books' property test, each through the HTTP API the way a member (or an employee in
// the staff app) does it, with the sandbox's documented values forcing rail and biller outcomes. The jobs that
// would run later (a recurring transfer's date, a sweep's date, the rail's decision) are run by the test, as the
// other API tests do. Each operation answers what happened, so the test can tell which kinds really ran.
import {
  moveMoneyResponse,
  ON_DEMAND_PATHS,
  PAYROLL_RUN_PATHS as P,
  PAYMENTS_PATHS,
  paymentNoteListResponse,
  payrollRunResponse,
  remittanceListResponse,
  transferBatchResponse,
  transferPreviewResponse,
  transferResponse,
  WALLET_PATHS,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { csvRow } from '../../src/lib/csv.ts';
import { lagosDay } from '../../src/lib/lagos-time.ts';
import { handOffToRail, type RailTransfer, runRecurringTransfer } from '../../src/modules/payments/index.ts';
import { runSweep } from '../../src/modules/settlements/index.ts';
import { SANDBOX_TRANSFER_ACCOUNTS as BANK } from '../../src/providers/banking/index.ts';
import { SANDBOX_BILL_NUMBERS } from '../../src/providers/bills/sandbox-bills.ts';
import { sqlRows } from './auth-flows.ts';
import { buyBill } from './bill-fixtures.ts';
import { type BooksBusiness, fundByCard, GTBANK, outcome } from './books-business.ts';
import { type FinanceOp, runFinanceOp } from './books-finance.ts';
import { approveFromList, requestWithdrawal } from './on-demand-fixtures.ts';
import { summary } from './on-demand-payroll-fixtures.ts';
import { railDeps } from './payment-fixtures.ts';
import { acknowledgeWarnings, computeRun, runUrl } from './payroll-fixtures.ts';
import { withId } from './team-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { sendFile } from './upload-fixtures.ts';
import { api, newKey, PIN } from './wallet-fixtures.ts';

/**
 * Where a transfer goes: a good bank account, the sandbox's refusal at once, its late decline, its transfer pending
 * until re-queried, or the other business's wallet.
 */
export type Destination = 'bank' | 'refused' | 'late-reversal' | 'requery' | 'other-business';
export type Op =
  | { kind: 'fund'; business: number; amount: number; outcome: 'pay' | 'fail' | 'abandon' }
  | { kind: 'move'; business: number; amount: number; toExpense: boolean }
  | { kind: 'transfer'; business: number; amount: number; to: Destination }
  | { kind: 'multiple'; business: number; amounts: number[]; to: Destination }
  | { kind: 'bulk'; business: number; amounts: number[]; lateReversal: boolean }
  | {
      kind: 'bill';
      business: number;
      bill: 'airtime' | 'airtime-fails' | 'airtime-pending' | 'electricity' | 'electricity-fails';
    }
  | { kind: 'recurring'; business: number }
  | { kind: 'withdrawal'; business: number; employee: number; amount: number; approve: boolean }
  | { kind: 'note'; business: number }
  | { kind: 'payroll'; business: number; monthsAgo: number; remit: boolean }
  | { kind: 'sweep'; business: number }
  | FinanceOp;

export interface World {
  t: TestApp;
  businesses: BooksBusiness[];
}

const ACCOUNT: Record<Exclude<Destination, 'other-business'>, string> = {
  bank: '0712345678',
  refused: BANK.failsAtOnce,
  'late-reversal': BANK.failsAfterPending,
  requery: BANK.pendingUntilRequeried,
};

function destination(w: World, b: number, to: Destination) {
  if (to !== 'other-business') return { bankCode: GTBANK, accountNumber: ACCOUNT[to] };
  const other = w.businesses[(b + 1) % w.businesses.length]!;
  return { bankCode: w.t.config.WALLET_BANK_CODE, accountNumber: other.mainAccountNumber };
}

const jobDeps = (t: TestApp) => ({
  ...railDeps(t),
  handOff: (transfers: RailTransfer[]) => handOffToRail(railDeps(t), transfers),
});

/** Runs one operation; answers what happened ('transfer late-reversal', 'refused 422 …'). */
export async function runOp(w: World, op: Op): Promise<string> {
  const { t } = w;
  const b = w.businesses[op.business]!;
  const as = { token: b.token, headers: { 'idempotency-key': newKey() } };
  switch (op.kind) {
    case 'fund':
      return `fund ${await fundByCard(t, b, b.mainWalletId, op.amount, op.outcome)}`;
    case 'move': {
      const [from, to] = op.toExpense
        ? [b.mainWalletId, b.expenseWalletId]
        : [b.expenseWalletId, b.mainWalletId];
      const res = await t.api.patch(
        api(WALLET_PATHS.move),
        { sourceWalletId: from, destinationWalletId: to, amount: op.amount, pin: PIN },
        { ...as, schema: moveMoneyResponse },
      );
      return outcome(res, `move ${op.toExpense ? 'to expense' : 'to main'}`);
    }
    case 'transfer': {
      const body = { sourceWalletId: b.mainWalletId, amount: op.amount, narration: 'Supplies', pin: PIN };
      const res = await t.api.post(
        api(PAYMENTS_PATHS.transferSingle),
        { ...body, ...destination(w, op.business, op.to) },
        { ...as, schema: transferResponse },
      );
      return outcome(res, `transfer ${op.to}`);
    }
    case 'multiple': {
      // The first line goes where the operation says, the others to good bank accounts.
      const lines = op.amounts.map((amount, i) => ({
        ...(i === 0
          ? destination(w, op.business, op.to)
          : { bankCode: GTBANK, accountNumber: `07${String(100 + i).padStart(8, '0')}` }),
        amount,
      }));
      const res = await t.api.post(
        api(PAYMENTS_PATHS.transferMultiple),
        { sourceWalletId: b.mainWalletId, pin: PIN, narration: 'Suppliers', lines },
        { ...as, schema: transferBatchResponse },
      );
      return outcome(res, `multiple ${op.to}`);
    }
    case 'bulk':
      return bulkTransfer(w, b, op.amounts, op.lateReversal);
    case 'bill':
      return payBill(w, b, op.bill);
    case 'recurring': {
      const [row] = await sqlRows<{ d: string }>(
        t,
        sql`select next_run_date::text as d from recurring_transfers where id = ${b.recurringId}`,
      );
      const target = { companyId: b.companyId, recurringTransferId: b.recurringId, runDate: row!.d };
      return `recurring ${await runRecurringTransfer(jobDeps(t), target)}`;
    }
    case 'sweep': {
      const [row] = await sqlRows<{ d: string }>(
        t,
        sql`select next_run_date::text as d from sweep_rules where id = ${b.sweepRuleId}`,
      );
      const target = { companyId: b.companyId, sweepRuleId: b.sweepRuleId, runDate: row!.d };
      return `sweep ${await runSweep(jobDeps(t), target)}`;
    }
    case 'withdrawal':
      return withdraw(w, b, op);
    case 'note':
      return payNote(w, b);
    case 'payroll':
      return payroll(w, b, op.monthsAgo, op.remit);
    case 'credit':
    case 'trade':
    case 'yield':
      return runFinanceOp(t, b, op);
  }
}

async function bulkTransfer(w: World, b: BooksBusiness, amounts: number[], lateReversal: boolean) {
  const rows = amounts.map((amount, i) => [
    GTBANK,
    lateReversal && i === 0 ? BANK.failsAfterPending : `07${String(500 + i).padStart(8, '0')}`,
    (amount / 100).toFixed(2),
    `Line ${i}`,
  ]);
  const file = Buffer.from(
    csvRow(['bankCode', 'accountNumber', 'amount', 'narration']) + rows.map((r) => csvRow(r)).join(''),
  );
  const preview = await sendFile(
    w.t,
    PAYMENTS_PATHS.transferUploadsPreview,
    { name: 'transfers.csv', type: 'text/csv', bytes: file },
    b.token,
  );
  if (preview.status !== 200) return `refused ${preview.status} preview`;
  const { uploadId } = transferPreviewResponse.parse(preview.body).data;
  const res = await w.t.api.post(
    api(PAYMENTS_PATHS.transferUploads),
    { uploadId, sourceWalletId: b.mainWalletId, pin: PIN },
    { token: b.token, schema: transferBatchResponse, headers: { 'idempotency-key': newKey() } },
  );
  return outcome(res, `bulk${lateReversal ? ' late-reversal' : ''}`);
}

async function payBill(w: World, b: BooksBusiness, bill: Extract<Op, { kind: 'bill' }>['bill']) {
  const base = { sourceWalletId: b.mainWalletId, pin: PIN };
  const airtime = (customerNumber: string) => ({
    ...base,
    category: 'airtime',
    billerCode: 'mtn',
    customerNumber,
    amount: 2_000_00,
  });
  const electricity = (customerNumber: string) => ({
    ...base,
    category: 'electricity',
    billerCode: 'ikeja-electric',
    productCode: 'prepaid',
    customerNumber,
    amount: 10_000_00,
  });
  const body = {
    airtime: airtime('08031234567'),
    'airtime-fails': airtime(SANDBOX_BILL_NUMBERS.phoneFails),
    'airtime-pending': airtime(SANDBOX_BILL_NUMBERS.phonePending),
    electricity: electricity('45012345678'),
    'electricity-fails': electricity(SANDBOX_BILL_NUMBERS.meterFails),
  }[bill];
  const res = await buyBill(w.t, b.token, body);
  return outcome(
    res,
    `bill ${bill} ${res.status < 300 ? (res.data as { status: string }).status : ''}`.trim(),
  );
}

/**
 * The op's amount, brought within what the employee may draw today when it is not: early in a pay period little is
 * earned yet (on its first working day 1/23 of the month), and the books must see withdrawals run on any day the
 * calendar allows one. Nothing reachable (a weekend first of the month, the count used): the op's own amount, refused.
 */
async function withinReach(w: World, staffToken: string, amount: number): Promise<number> {
  const now = await summary(w.t, staffToken);
  const fee = now.rules.feeBearer === 'employee' && now.rules.feeType === 'flat' ? now.rules.feeValue : 0;
  const reach = now.available - fee;
  return reach >= now.rules.minWithdrawal && amount > reach ? reach : amount;
}

async function withdraw(w: World, b: BooksBusiness, op: Extract<Op, { kind: 'withdrawal' }>) {
  const employee = b.staff[op.employee % b.staff.length]!;
  const res = await requestWithdrawal(
    w.t,
    employee.staffToken,
    await withinReach(w, employee.staffToken, op.amount),
  );
  if (res.status >= 300) return outcome(res, '');
  if (res.data.status !== 'pending-approval') return `withdrawal ${b.mode} ${res.data.status}`;
  const decided = op.approve
    ? await approveFromList(w.t, b.token, res.data._id)
    : await w.t.api.post(api(withId(ON_DEMAND_PATHS.reject, res.data._id)), {}, { token: b.token });
  return outcome(decided, `withdrawal ${b.mode} ${op.approve ? 'approved' : 'rejected'}`);
}

/**
 * Pays the period's payment note of an advanced business. A note is payable after the period's payday: the test
 * stands in for the calendar by bringing its due date to today, as the payment-note tests do.
 */
async function payNote(w: World, b: BooksBusiness) {
  const notes = await w.t.api.get(api(ON_DEMAND_PATHS.paymentNotes), {
    token: b.token,
    schema: paymentNoteListResponse,
  });
  const note = notes.data.docs.find((n) => n.status !== 'paid' && n.amount > 0);
  if (!note) return 'note none to pay';
  await w.t.server.database.db.execute(
    sql`update on_demand_payment_notes set due_date = ${lagosDay()}::date where id = ${note._id}`,
  );
  const res = await w.t.api.post(
    api(ON_DEMAND_PATHS.paymentNotePay.replace(':invoiceId', note._id)),
    { walletId: b.mainWalletId, pin: PIN },
    { token: b.token, headers: { 'idempotency-key': newKey() } },
  );
  return outcome(res, 'note paid');
}

/** The whole month `monthsAgo` before this one (0: this month, whose withdrawals the payslips recover). */
export function payMonth(monthsAgo: number, today = lagosDay()) {
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - monthsAgo);
  const last = new Date(first);
  last.setUTCMonth(last.getUTCMonth() + 1, 0);
  return { periodStart: first.toISOString().slice(0, 10), periodEnd: last.toISOString().slice(0, 10) };
}

/** A payroll run of the pay group for the month: created, computed, submitted, approved, salaries paid. */
async function payroll(w: World, b: BooksBusiness, monthsAgo: number, remit: boolean) {
  const { t } = w;
  // One payroll a period: a month already run (or being run) is refused with a 409.
  const created = await t.api.post(
    api(P.runs),
    { ...payMonth(monthsAgo), pay_group_ids: [b.payGroupId] },
    { token: b.token, schema: payrollRunResponse },
  );
  if (created.status >= 300) return outcome(created, '');
  const run = created.data;
  const computed = await computeRun(t, b.token, run._id);
  if (computed.state !== 'completed') return `payroll compute ${computed.state}`;
  for (const [step, body] of [
    [P.submit, { comment: 'Property run' }],
    [P.approve, { pin: PIN }],
  ] as const) {
    if (step === P.approve) await acknowledgeWarnings(t, b.token, run._id);
    const res = await t.api.post(runUrl(step, { id: run._id }), body, { token: b.token });
    if (res.status >= 300) return outcome(res, '');
  }
  const paid = await t.api.post(
    runUrl(P.paySalary, { id: run._id }),
    { sourceWalletId: b.mainWalletId, pin: PIN },
    { token: b.token, headers: { 'idempotency-key': newKey() }, schema: payrollRunResponse },
  );
  if (paid.status >= 300 || !remit)
    return outcome(paid, `payroll ${monthsAgo === 0 ? 'this' : 'an earlier'} month`);
  const list = await t.api.get(runUrl(P.remittances, { id: run._id }), {
    token: b.token,
    schema: remittanceListResponse,
  });
  const remitted = new Set<string>();
  for (const r of list.data.filter((x) => x.party && x.status === 'unpaid' && x.amountKobo > 0)) {
    const res = await t.api.post(
      runUrl(P.payRemittance, { id: run._id, remittanceId: r._id }),
      { sourceWalletId: b.mainWalletId, pin: PIN },
      { token: b.token, headers: { 'idempotency-key': newKey() } },
    );
    if (res.status < 300) remitted.add(r.kind);
  }
  const month = `payroll ${monthsAgo === 0 ? 'this' : 'an earlier'} month`;
  if (remitted.size === 0) return month;
  // The health insurance remittance to the HMO is named: the property test asserts it was paid at least once.
  return `${month} with remittances${remitted.has('nhia') ? ' incl. nhia' : ''}`;
}
