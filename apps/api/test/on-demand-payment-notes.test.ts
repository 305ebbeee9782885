// Payment notes of the advanced funding mode (issue 13): Paydesk pays the employee and the business owes the
// period's withdrawals and fees on a note — a line per employee, a PDF, open until payday, then issued; paid once
// from a wallet with the PIN (balanced entry, idempotency key, a second payment refused even when two race);
// overdue notes remind the owners by email, each reminder once; /payment-history lists the payment.
import { randomUUID } from 'node:crypto';
import {
  ALL_PERMISSIONS,
  notePaymentResponse,
  ON_DEMAND_MESSAGES,
  ON_DEMAND_PATHS,
  type Permission,
  paymentHistoryResponse,
  paymentNoteDetailsResponse,
  paymentNoteListResponse,
  TRANSACTION_TYPE_LABELS,
  transactionListResponse,
  WALLET_PATHS,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepPaymentNotes } from '../src/modules/on-demand/index.ts';
import { sqlRows } from './helpers/auth-flows.ts';
import {
  onDemandEmployee,
  requestWithdrawal,
  setRules,
  settlePayouts,
} from './helpers/on-demand-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { addMember, addRole, api } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { PIN, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let a: WalletOwner;
let b: WalletOwner;
let poor: WalletOwner;
let noteId: string;
let poorNoteId: string;

const noteUrl = (path: string, id: string) => api(path.replace(':invoiceId', id));
const pay = (owner: WalletOwner, id: string, key = `pn-${randomUUID()}`, body?: object) =>
  t.call<{ message: string; data: { _id: string } }>(
    'POST',
    noteUrl(ON_DEMAND_PATHS.paymentNotePay, id),
    body ?? { walletId: owner.mainWalletId, pin: PIN },
    { token: owner.token, headers: { 'idempotency-key': key } },
  );
const balanceOf = async (companyId: string, kind: 'wallet' | 'paydesk_advances', id?: string) => {
  const [row] = await sqlRows<{ balance: string }>(
    t,
    id
      ? sql`select balance from ledger_accounts where company_id = ${companyId} and id = ${id}`
      : sql`select sum(balance) as balance from ledger_accounts where company_id = ${companyId} and kind = ${kind}`,
  );
  return Number(row?.balance ?? 0);
};
const ledgerBalanced = async (companyId: string) => {
  const [row] = await sqlRows<{ n: string }>(
    t,
    sql`select count(*) as n from (select entry_id from postings where company_id = ${companyId} group by entry_id having sum(amount) <> 0) x`,
  );
  expect(Number(row!.n)).toBe(0);
};
/** Moves a note's period into the past: payday was `daysAgo + 7` days ago, so it is due `daysAgo` days ago. */
const dueDaysAgo = (id: string, daysAgo: number) =>
  t.server.database.db.execute(
    sql`update on_demand_payment_notes set due_date = (now() at time zone 'Africa/Lagos')::date - ${daysAgo}::int where id = ${id}`,
  );

/** An advanced-mode business with one employee's settled ₦500 withdrawal (₦100 fee): its note's id. */
async function advancedNote(owner: WalletOwner) {
  await setRules(t, owner.token, { fundingMode: 'advanced' });
  const e = await onDemandEmployee(t, owner.token);
  const res = await requestWithdrawal(t, e.staffToken, 500_00);
  expect(res.status).toBe(201);
  await settlePayouts(t);
  const list = await t.api.get(api(ON_DEMAND_PATHS.paymentNotes), {
    token: owner.token,
    schema: paymentNoteListResponse,
  });
  expect(list.data.docs).toHaveLength(1);
  return { note: list.data.docs[0]!, employee: e };
}

beforeAll(async () => {
  t = await startPaymentsApp();
  a = await walletOwner(t, { balance: 1_000_000_00, name: 'Aba Textiles' });
  b = await walletOwner(t, { balance: 1_000_000_00, name: 'Kano Leather' });
  poor = await walletOwner(t, { balance: 100_00, name: 'Owerri Prints' });
}, 120_000);
afterAll(() => t?.close());

describe('a note per period in the advanced mode', () => {
  it('counts settled withdrawals and fees per employee, stays open until payday, and has a PDF', async () => {
    const { note, employee } = await advancedNote(a);
    noteId = note._id;
    // RULES' payday is the 31st (the month's last day): today is on or before it.
    expect(note).toMatchObject({ status: 'open', amount: 600_00, drawn: 500_00, fees: 100_00, lineCount: 1 });
    const details = await t.api.get(noteUrl(ON_DEMAND_PATHS.paymentNote, noteId), {
      token: a.token,
      schema: paymentNoteDetailsResponse,
    });
    expect(details.data.lines).toEqual([
      {
        employeeId: employee._id,
        employeeName: `${employee.firstName} ${employee.lastName}`,
        staffId: employee.staffId,
        withdrawals: 1,
        drawn: 500_00,
        fees: 100_00,
        amount: 600_00,
      },
    ]);
    // Paydesk advanced amount + fee: the business owes it.
    expect(await balanceOf(a.companyId, 'paydesk_advances')).toBe(-600_00);

    const open = await pay(a, noteId);
    expect(open.status).toBe(400);
    expect(await balanceOf(a.companyId, 'wallet', a.mainWalletId)).toBe(1_000_000_00);

    const pdf = await t.server.app.inject({
      method: 'GET',
      url: noteUrl(ON_DEMAND_PATHS.paymentNotePdf, noteId),
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('paying a note', () => {
  it('is refused with nothing changed: a wrong PIN, another business’s wallet or note, a wallet short of it', async () => {
    await dueDaysAgo(noteId, 0);
    const wrongPin = await pay(a, noteId, undefined, { walletId: a.mainWalletId, pin: '0000' });
    expect(wrongPin.status).toBeGreaterThanOrEqual(400);
    expect(wrongPin.status).toBeLessThan(500);
    const otherWallet = await pay(a, noteId, undefined, { walletId: b.mainWalletId, pin: PIN });
    expect(otherWallet.status).toBe(404);
    const otherNote = await pay(b, noteId);
    expect(otherNote.status).toBe(404);

    poorNoteId = (await advancedNote(poor)).note._id;
    await dueDaysAgo(poorNoteId, 0);
    const short = await pay(poor, poorNoteId);
    expect(short.status).toBe(422);
    expect(await balanceOf(poor.companyId, 'wallet', poor.mainWalletId)).toBe(100_00);
    const payments = await sqlRows(
      t,
      sql`select 1 from on_demand_note_payments where note_id in (${noteId}, ${poorNoteId})`,
    );
    expect(payments).toHaveLength(0);
  });

  it('two payments racing with different keys pay once; a replayed key answers the first payment', async () => {
    const first = `pn-${randomUUID()}`;
    const [x, y] = await Promise.all([pay(a, noteId, first), pay(a, noteId)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const paid = x.status === 200 ? x : y;
    expect(paid.body.message).toBe(ON_DEMAND_MESSAGES.notePaid);
    const replay = await pay(a, noteId, first);
    if (x.status === 200) {
      expect(replay.status).toBe(200);
      expect(replay.body.data._id).toBe(paid.body.data._id);
    } else expect(replay.status).toBe(409);
    const again = await pay(a, noteId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ON_DEMAND_MESSAGES.noteAlreadyPaid);

    expect(await balanceOf(a.companyId, 'wallet', a.mainWalletId)).toBe(1_000_000_00 - 600_00);
    expect(await balanceOf(a.companyId, 'paydesk_advances')).toBe(0);
    const payments = await sqlRows(t, sql`select 1 from on_demand_note_payments where note_id = ${noteId}`);
    expect(payments).toHaveLength(1);
    await ledgerBalanced(a.companyId);

    const details = await t.api.get(noteUrl(ON_DEMAND_PATHS.paymentNote, noteId), {
      token: a.token,
      schema: paymentNoteDetailsResponse,
    });
    expect(details.data.status).toBe('paid');
    const history = await t.api.get(api(ON_DEMAND_PATHS.paymentHistory), {
      token: a.token,
      schema: paymentHistoryResponse,
    });
    expect(history.data.docs).toHaveLength(1);
    expect(history.data.docs[0]).toMatchObject({
      invoiceId: noteId,
      invoiceNumber: details.data.invoiceNumber,
      amount: 600_00,
      walletId: a.mainWalletId,
    });
    expect(history.data.docs[0]!.paidBy).toBeTruthy();
    const paidFilter = await t.api.get(`${api(ON_DEMAND_PATHS.paymentNotes)}?status=paid`, {
      token: a.token,
      schema: paymentNoteListResponse,
    });
    expect(paidFilter.data.docs.map((n) => n._id)).toEqual([noteId]);
    notePaymentResponse.parse(paid.body);
  });

  it('is a "Payment note" line in the wallet history, found by its own type and not among bill payments (issue 29)', async () => {
    const history = (type: string) =>
      t.api.get(`${api(WALLET_PATHS.transactions)}?type=${type}`, {
        token: a.token,
        schema: transactionListResponse,
      });
    const notes = await history('payment_note');
    expect(notes.data.docs.map((l) => [l.type, l.direction, l.amount, l.walletId])).toEqual([
      ['payment_note', 'debit', 600_00, a.mainWalletId],
    ]);
    expect(TRANSACTION_TYPE_LABELS[notes.data.docs[0]!.type]).toBe('Payment note');
    expect((await history('bill_payment')).data.docs).toEqual([]);
    const csv = await t.server.app.inject({
      method: 'GET',
      url: `${api(WALLET_PATHS.transactionsExport)}?type=payment_note`,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',payment_note,debit,');
  });
});

describe('overdue notes remind by email, each reminder once', () => {
  it('the first overdue day reminds the owner once, a week later again; a paid note never', async () => {
    await dueDaysAgo(poorNoteId, 1);
    const list = await t.api.get(`${api(ON_DEMAND_PATHS.paymentNotes)}?status=overdue`, {
      token: poor.token,
      schema: paymentNoteListResponse,
    });
    expect(list.data.docs.map((n) => n._id)).toEqual([poorNoteId]);
    const reminders = async (email: string) =>
      (
        await sqlRows(
          t,
          sql`select 1 from message_outbox where to_address = ${email} and template = 'on-demand.note-reminder'`,
        )
      ).length;
    const deps = { db: t.server.database.db, mailer: t.server.mailer, config: t.config };
    const today = (
      await sqlRows<{ d: string }>(t, sql`select ((now() at time zone 'Africa/Lagos')::date)::text as d`)
    )[0]!.d;
    await Promise.all([sweepPaymentNotes(deps, today), sweepPaymentNotes(deps, today)]);
    await sweepPaymentNotes(deps, today);
    expect(await reminders(poor.email)).toBe(1);
    expect(await reminders(a.email)).toBe(0);
    // A week on (the last reminder moved back a week, as if sent then), the next reminder goes out, once.
    await t.server.database.db.execute(
      sql`update on_demand_payment_notes set last_reminded_at = last_reminded_at - interval '7 days' where id = ${poorNoteId}`,
    );
    await sweepPaymentNotes(deps, today);
    await sweepPaymentNotes(deps, today);
    expect(await reminders(poor.email)).toBe(2);
  });
});

describe('note routes: 403 without their permission, 404 for another business’s notes', () => {
  it('each route', async () => {
    const routes: { method: 'GET' | 'POST'; url: string; permission: Permission; owned: boolean }[] = [
      {
        method: 'GET',
        url: ON_DEMAND_PATHS.paymentNotes,
        permission: 'payments.invoices.view',
        owned: false,
      },
      {
        method: 'GET',
        url: ON_DEMAND_PATHS.paymentNote.replace(':invoiceId', noteId),
        permission: 'payments.invoices.view',
        owned: true,
      },
      {
        method: 'GET',
        url: ON_DEMAND_PATHS.paymentNotePdf.replace(':invoiceId', noteId),
        permission: 'payments.invoices.view',
        owned: true,
      },
      {
        method: 'POST',
        url: ON_DEMAND_PATHS.paymentNotePay.replace(':invoiceId', noteId),
        permission: 'payments.transfer.create',
        owned: true,
      },
      {
        method: 'GET',
        url: ON_DEMAND_PATHS.paymentHistory,
        permission: 'payments.invoices.view',
        owned: false,
      },
    ];
    for (const route of routes) {
      const role = await addRole(
        t,
        a.companyId,
        `All but ${route.url}`,
        ALL_PERMISSIONS.filter((p) => p !== route.permission),
      );
      const token = await tokenFor(t, await addMember(t, a.companyId, { role: 'custom', roleId: role }));
      const body = route.method === 'POST' ? { walletId: a.mainWalletId, pin: PIN } : undefined;
      const headers = { 'idempotency-key': `pn-${randomUUID()}` };
      const refused = await t.call(route.method, api(route.url), body, { token, headers });
      expect(refused.status, route.url).toBe(403);
      const other = await t.call(
        route.method,
        api(route.url),
        body && { walletId: b.mainWalletId, pin: PIN },
        {
          token: b.token,
          headers,
        },
      );
      if (route.owned) expect(other.status, route.url).toBe(404);
      else {
        expect(other.status, route.url).toBe(200);
        expect(JSON.stringify(other.body), route.url).not.toContain(noteId);
      }
    }
  });
});
