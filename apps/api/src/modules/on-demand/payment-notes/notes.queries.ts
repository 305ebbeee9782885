// Data access of payment notes (advanced funding mode): a note per business and period, its lines per employee from
// the period's settled advanced withdrawals, the payments made, the businesses' owners the reminders go to, and
// the notes the daily job looks at. Every tenant query filters by company_id.
import {
  type Executor,
  onDemandNotePayments,
  onDemandPaymentNotes,
  onDemandRequests,
  type Tx,
} from '@paydesk/db';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { userNames } from '../../auth/index.ts';
import { employeesOf } from '../../people/index.ts';

export type NoteRow = typeof onDemandPaymentNotes.$inferSelect;
export type NotePaymentRow = typeof onDemandNotePayments.$inferSelect;

const advancedSettled = (companyId: string, period: string) =>
  and(
    eq(onDemandRequests.companyId, companyId),
    eq(onDemandRequests.period, period),
    eq(onDemandRequests.kind, 'withdrawal'),
    eq(onDemandRequests.fundingMode, 'advanced'),
    eq(onDemandRequests.status, 'settled'),
  );

/** A note's lines: per employee, the settled advanced withdrawals of the period, their amount and fees. */
export async function noteLines(ex: Executor, companyId: string, period: string) {
  const employee = employeesOf(companyId);
  const rows = await ex
    .select({
      employeeId: onDemandRequests.employeeId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      staffId: employee.staffId,
      withdrawals: sql<number>`count(*)::int`,
      drawn: sql<string>`sum(${onDemandRequests.amount})`,
      fees: sql<string>`sum(${onDemandRequests.fee})`,
    })
    .from(onDemandRequests)
    .innerJoin(employee, eq(employee.id, onDemandRequests.employeeId))
    .where(advancedSettled(companyId, period))
    .groupBy(onDemandRequests.employeeId, employee.firstName, employee.lastName, employee.staffId)
    .orderBy(asc(employee.lastName), asc(employee.firstName));
  return rows.map((r) => ({
    employeeId: r.employeeId,
    employeeName: `${r.firstName} ${r.lastName}`,
    staffId: r.staffId,
    withdrawals: Number(r.withdrawals),
    drawn: Number(r.drawn),
    fees: Number(r.fees),
    amount: Number(r.drawn) + Number(r.fees),
  }));
}

/** Creates the period's note if it has none (numbers are unique); answers it locked. */
export async function lockOrCreateNote(
  tx: Tx,
  row: { companyId: string; period: string; invoiceNumber: string; dueDate: string },
): Promise<NoteRow> {
  await tx
    .insert(onDemandPaymentNotes)
    .values(row)
    .onConflictDoNothing({
      target: [onDemandPaymentNotes.companyId, onDemandPaymentNotes.period],
    });
  const [note] = await tx
    .select()
    .from(onDemandPaymentNotes)
    .where(
      and(eq(onDemandPaymentNotes.companyId, row.companyId), eq(onDemandPaymentNotes.period, row.period)),
    )
    .for('update');
  return note!;
}

export async function lockNote(tx: Tx, companyId: string, id: string) {
  const [note] = await tx
    .select()
    .from(onDemandPaymentNotes)
    .where(and(eq(onDemandPaymentNotes.companyId, companyId), eq(onDemandPaymentNotes.id, id)))
    .for('update');
  return note;
}

export async function findNote(ex: Executor, companyId: string, id: string) {
  const [note] = await ex
    .select()
    .from(onDemandPaymentNotes)
    .where(and(eq(onDemandPaymentNotes.companyId, companyId), eq(onDemandPaymentNotes.id, id)));
  return note;
}

export async function updateNote(
  tx: Tx,
  note: NoteRow,
  changes: Partial<typeof onDemandPaymentNotes.$inferInsert>,
) {
  const [saved] = await tx
    .update(onDemandPaymentNotes)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(onDemandPaymentNotes.companyId, note.companyId), eq(onDemandPaymentNotes.id, note.id)))
    .returning();
  return saved!;
}

/** Notes of a business, newest period first, with their line counts. */
export async function listNotes(ex: Executor, companyId: string, page: { offset: number; limit: number }) {
  const where = eq(onDemandPaymentNotes.companyId, companyId);
  // One after the other: the executor may be a transaction's single connection.
  const rows = await ex
    .select()
    .from(onDemandPaymentNotes)
    .where(where)
    .orderBy(desc(onDemandPaymentNotes.period))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await ex.select({ n: sql<number>`count(*)::int` }).from(onDemandPaymentNotes).where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** How many employees each of the given periods' notes has a line for. */
export async function lineCounts(ex: Executor, companyId: string, periods: string[]) {
  if (periods.length === 0) return new Map<string, number>();
  const rows = await ex
    .select({
      period: onDemandRequests.period,
      n: sql<number>`count(distinct ${onDemandRequests.employeeId})::int`,
    })
    .from(onDemandRequests)
    .where(
      and(
        eq(onDemandRequests.companyId, companyId),
        inArray(onDemandRequests.period, periods),
        eq(onDemandRequests.kind, 'withdrawal'),
        eq(onDemandRequests.fundingMode, 'advanced'),
        eq(onDemandRequests.status, 'settled'),
      ),
    )
    .groupBy(onDemandRequests.period);
  return new Map(rows.map((r) => [r.period, Number(r.n)]));
}

export async function insertNotePayment(tx: Tx, row: typeof onDemandNotePayments.$inferInsert) {
  const [saved] = await tx.insert(onDemandNotePayments).values(row).returning();
  return saved!;
}

/** Payments made, newest first, with their note's number and period. */
export async function listNotePayments(
  ex: Executor,
  companyId: string,
  page: { offset: number; limit: number },
) {
  const where = eq(onDemandNotePayments.companyId, companyId);
  const rows = await ex
    .select({
      payment: onDemandNotePayments,
      invoiceNumber: onDemandPaymentNotes.invoiceNumber,
      period: onDemandPaymentNotes.period,
    })
    .from(onDemandNotePayments)
    .innerJoin(
      onDemandPaymentNotes,
      and(
        eq(onDemandPaymentNotes.companyId, onDemandNotePayments.companyId),
        eq(onDemandPaymentNotes.id, onDemandNotePayments.noteId),
      ),
    )
    .where(where)
    .orderBy(desc(onDemandNotePayments.createdAt), desc(onDemandNotePayments.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await ex.select({ n: sql<number>`count(*)::int` }).from(onDemandNotePayments).where(where);
  // Who paid, through the auth face (users are auth's).
  const names = await userNames(
    ex,
    rows.flatMap((r) => (r.payment.paidBy ? [r.payment.paidBy] : [])),
  );
  return {
    rows: rows.map((r) => {
      const paidBy = r.payment.paidBy ? names.get(r.payment.paidBy) : undefined;
      return { ...r, paidByFirst: paidBy?.firstName ?? null, paidByLast: paidBy?.lastName ?? null };
    }),
    total: Number(count?.n ?? 0),
  };
}

/** Unpaid notes of every business (the daily job: issue, mark overdue, remind). */
export async function unpaidNotes(ex: Executor, limit = 1_000) {
  return ex
    .select()
    .from(onDemandPaymentNotes)
    .where(isNull(onDemandPaymentNotes.paidAt))
    .orderBy(asc(onDemandPaymentNotes.dueDate))
    .limit(limit);
}

/** Claims a note's reminder of `day` (a Lagos date): true once, so each reminder is sent once. */
export async function claimReminder(tx: Tx, note: NoteRow, before: Date) {
  const rows = await tx
    .update(onDemandPaymentNotes)
    .set({ lastRemindedAt: new Date() })
    .where(
      and(
        eq(onDemandPaymentNotes.companyId, note.companyId),
        eq(onDemandPaymentNotes.id, note.id),
        isNull(onDemandPaymentNotes.paidAt),
        sql`(${onDemandPaymentNotes.lastRemindedAt} is null or ${onDemandPaymentNotes.lastRemindedAt} < ${before.toISOString()})`,
      ),
    )
    .returning({ id: onDemandPaymentNotes.id });
  return rows.length === 1;
}

/** Users' names by id ("First Last"), in the order asked. */
export async function memberNames(ex: Executor, userIds: string[]) {
  const byId = await userNames(ex, userIds);
  return userIds.map((id) => {
    const name = byId.get(id);
    return name ? `${name.firstName} ${name.lastName}`.trim() : null;
  });
}
