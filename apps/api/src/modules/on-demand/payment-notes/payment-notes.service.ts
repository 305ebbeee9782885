// Payment notes of the advanced funding mode: what a business owes Paydesk for a period's advanced withdrawals
// (amount + fee each, the Paydesk-advances payable). A note is kept up to date as withdrawals settle, is open until
// the period's payday, issued after it, overdue after its due date, and paid once from a wallet with the PIN: one
// balanced entry (wallet −x, Paydesk advances +x) under an Idempotency-Key. A paid note is never recomputed.
import {
  formatPeriod,
  type NotePayment,
  type NoteStatus,
  ON_DEMAND_MESSAGES,
  ON_DEMAND_PATHS,
  type PaymentNote,
  type PayNoteRequest,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import type { Caller } from '../../../http/route-kit.ts';
import { BadRequest, Conflict, NotFound } from '../../../lib/errors.ts';
import { once, requestFingerprint } from '../../../lib/idempotency.ts';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { newReference } from '../../../lib/references.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { ensureSystemAccounts, move, walletDebit } from '../../ledger/index.ts';
import { getWallet, verifyTransactionPin } from '../../wallets/index.ts';
import { addDays, periodNamed } from '../earned.ts';
import * as q from '../on-demand.queries.ts';
import type { OnDemandDeps } from '../on-demand-deps.ts';
import * as nq from './notes.queries.ts';

/** Days after the period's payday a note is due. */
export const NOTE_DUE_DAYS = 7;

/** A note's state on a Lagos day: open until payday, issued after it, overdue after the due date, or paid. */
export function noteStatus(note: Pick<nq.NoteRow, 'paidAt' | 'dueDate'>, today: string): NoteStatus {
  if (note.paidAt) return 'paid';
  if (today > note.dueDate) return 'overdue';
  if (today > addDays(note.dueDate, -NOTE_DUE_DAYS)) return 'issued';
  return 'open';
}

export function noteView(note: nq.NoteRow, lineCount: number, today = lagosDay()): PaymentNote {
  return {
    _id: note.id,
    invoiceNumber: note.invoiceNumber,
    period: note.period,
    status: noteStatus(note, today),
    amount: note.amount,
    drawn: note.drawn,
    fees: note.fees,
    lineCount,
    issuedAt: note.issuedAt?.toISOString() ?? null,
    dueDate: note.dueDate,
    paidAt: note.paidAt?.toISOString() ?? null,
    createdAt: note.createdAt.toISOString(),
  };
}

/** Recomputes a locked, unpaid note from its period's settled advanced withdrawals, and its stored status. */
export async function recompute(tx: Tx, note: nq.NoteRow, today: string) {
  if (note.paidAt) return note;
  const lines = await nq.noteLines(tx, note.companyId, note.period);
  const drawn = lines.reduce((t, l) => t + l.drawn, 0);
  const fees = lines.reduce((t, l) => t + l.fees, 0);
  const status = noteStatus(note, today);
  return nq.updateNote(tx, note, {
    drawn,
    fees,
    amount: drawn + fees,
    status,
    issuedAt: note.issuedAt ?? (status === 'open' ? null : new Date()),
  });
}

/**
 * The period's note brought up to date, created with its number and due date when it has none; in the caller's
 * transaction (an advanced withdrawal's settlement, the daily job). Locking the note serialises settlements of one
 * period, so each recount sees the others.
 */
export async function refreshNote(tx: Tx, companyId: string, period: string, today = lagosDay()) {
  const rules = await q.getRules(tx, companyId);
  const payday = periodNamed(period, rules?.payday ?? 28).payday;
  const note = await nq.lockOrCreateNote(tx, {
    companyId,
    period,
    invoiceNumber: newReference(`PN${period.replace('-', '')}`, 6),
    dueDate: addDays(payday, NOTE_DUE_DAYS),
  });
  return recompute(tx, note, today);
}

export async function listPaymentNotes(
  ex: Executor,
  companyId: string,
  query: { page: number; limit: number; status?: NoteStatus | undefined },
) {
  const today = lagosDay();
  // Few notes per business (one a month): the status, derived from today, is filtered here.
  const { rows } = await nq.listNotes(ex, companyId, { offset: 0, limit: 10_000 });
  const matching = rows.filter((n) => !query.status || noteStatus(n, today) === query.status);
  const docs = matching.slice((query.page - 1) * query.limit, query.page * query.limit);
  const counts = await nq.lineCounts(
    ex,
    companyId,
    docs.map((n) => n.period),
  );
  return {
    docs: docs.map((n) => noteView(n, counts.get(n.period) ?? 0, today)),
    totalDocs: matching.length,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(matching.length / query.limit),
  };
}

export async function paymentNoteDetails(ex: Executor, companyId: string, id: string) {
  const note = await nq.findNote(ex, companyId, id);
  if (!note) throw new NotFound('Payment note');
  const lines = await nq.noteLines(ex, companyId, note.period);
  return { ...noteView(note, lines.length), lines };
}

function paymentView(
  payment: nq.NotePaymentRow,
  note: Pick<nq.NoteRow, 'invoiceNumber' | 'period'>,
  paidBy: string | null,
): NotePayment {
  return {
    _id: payment.id,
    invoiceId: payment.noteId,
    invoiceNumber: note.invoiceNumber,
    period: note.period,
    amount: payment.amount,
    walletId: payment.walletId,
    reference: payment.reference,
    paidBy,
    createdAt: payment.createdAt.toISOString(),
  };
}

export async function paymentHistory(
  ex: Executor,
  companyId: string,
  query: { page: number; limit: number },
) {
  const { rows, total } = await nq.listNotePayments(ex, companyId, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    docs: rows.map((r) =>
      paymentView(r.payment, r, r.paidByFirst ? `${r.paidByFirst} ${r.paidByLast ?? ''}`.trim() : null),
    ),
    totalDocs: total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
}

/**
 * Pays an issued (or overdue) note from one of the business's wallets, once: PIN first, then under the key the note
 * is locked, brought up to date and paid in full. A second payment of a paid note is a 409; a wallet short of the
 * amount is refused (422) with nothing changed.
 */
export async function payNote(
  deps: Pick<OnDemandDeps, 'db' | 'config' | 'onEffectError'>,
  caller: Caller,
  invoiceId: string,
  body: PayNoteRequest,
  idempotencyKey: string,
) {
  const { companyId } = caller.auth;
  const fingerprint = requestFingerprint('POST', ON_DEMAND_PATHS.paymentNotePay, {
    invoiceId,
    walletId: body.walletId,
  });
  await verifyTransactionPin(deps, caller, body.pin);
  return once<{ message: string; data: NotePayment }>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx) => ({
      status: 200,
      body: {
        message: ON_DEMAND_MESSAGES.notePaid,
        data: await payNoteIn(tx, caller, invoiceId, body.walletId),
      },
    }),
    deps.onEffectError,
  );
}

/** Pays the note in the caller's transaction (the PIN already checked): locked, brought up to date, paid in full. */
export async function payNoteIn(
  tx: Tx,
  caller: Caller,
  invoiceId: string,
  walletId: string,
): Promise<NotePayment> {
  const { companyId } = caller.auth;
  const locked = await nq.lockNote(tx, companyId, invoiceId);
  if (!locked) throw new NotFound('Payment note');
  if (locked.paidAt) throw new Conflict(ON_DEMAND_MESSAGES.noteAlreadyPaid);
  const note = await recompute(tx, locked, lagosDay());
  if (note.status === 'open')
    throw new BadRequest(
      `This payment note is issued after payday (${addDays(note.dueDate, -NOTE_DUE_DAYS)}); pay it then`,
    );
  if (note.amount === 0) throw new BadRequest('This payment note has nothing to pay');
  const wallet = await getWallet(tx, companyId, walletId);
  const system = await ensureSystemAccounts(tx, companyId);
  const reference = newReference('PNP', 10);
  const narration = `Payment note ${note.invoiceNumber} (on-demand pay ${formatPeriod(note.period)})`;
  const { entryId } = await move(tx, {
    companyId,
    kind: 'on_demand.note_payment',
    reference,
    description: narration,
    legs: [
      walletDebit(wallet.id, note.amount, {
        type: 'payment_note',
        narration,
        counterparty: { name: 'Paydesk' },
        initiatedBy: caller.auth.memberId,
        metadata: { paymentNoteId: note.id },
      }),
      { account: system.paydesk_advances, amount: note.amount },
    ],
  });
  const now = new Date();
  const payment = await nq.insertNotePayment(tx, {
    companyId,
    noteId: note.id,
    amount: note.amount,
    walletId: wallet.id,
    reference,
    entryId,
    paidBy: caller.auth.userId,
  });
  await nq.updateNote(tx, note, { status: 'paid', paidAt: now });
  await recordCallerAudit(tx, caller, {
    action: 'on-demand.note.paid',
    target: { type: 'on-demand-payment-note', id: note.id },
    outcome: 'success',
    metadata: { invoiceNumber: note.invoiceNumber, amount: note.amount, walletId: wallet.id, reference },
  });
  const [payer] = await nq.memberNames(tx, [caller.auth.userId]);
  return paymentView(payment, note, payer ?? null);
}
