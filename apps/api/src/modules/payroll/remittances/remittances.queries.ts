// A run's remittances: grouped from its lines by party (each remittance of the statutory catalogue: PAYE by state,
// pension by PFA, NHF, NHIA, NSITF, ITF), stored once per party, matched to the configured remittance parties, and each
// party's employees.
import { type Executor, payrollRemittances, payrollRunLines } from '@paydesk/db';
import {
  itemsOfRemittance,
  STATUTORY_REMITTANCES,
  type StatutoryRemittance,
  type StatutorySide,
  statutoryRemittance,
} from '@paydesk/payroll';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { remittancePartiesOf } from '../../payroll-setup/index.ts';
import { statutoryColumn } from '../compute/lines.queries.ts';

const l = payrollRunLines;
export type RemittanceRow = typeof payrollRemittances.$inferSelect;

const state = sql<string | null>`${l.employee}->>'stateOfResidence'`;
const pfa = sql<number | null>`(${l.employee}->>'pfaId')::int`;

/** A line's share of a remittance on one side: the sum of the columns of the remittance's items on that side. */
export function shareOf(kind: string, side: StatutorySide): SQL<number> {
  const columns = itemsOfRemittance(kind)
    .filter((i) => i.side === side)
    .map((i) => statutoryColumn(i.code));
  return columns.length ? sql<number>`(${sql.join(columns, sql` + `)})` : sql<number>`0`;
}

export interface RemittanceGroup {
  remittance: StatutoryRemittance;
  /** The group: the state of residence or the PFA (null when the line has none); null for a remittance not grouped. */
  state: string | null;
  pfaId: number | null;
  /** The PFA's name as the lines saw it. */
  pfaName: string | null;
  n: number;
  amount: number;
}

/** The groups a run owes, from its lines, remittance by remittance (amounts above zero only). */
export async function remittanceGroups(db: Executor, companyId: string, runId: string) {
  const where = and(eq(l.companyId, companyId), eq(l.runId, runId));
  const groups: RemittanceGroup[] = [];
  for (const remittance of STATUTORY_REMITTANCES) {
    const total = sql`${shareOf(remittance.kind, 'employee')} + ${shareOf(remittance.kind, 'employer')}`;
    const figures = {
      n: sql<number>`count(*) filter (where ${total} > 0)::int`,
      amount: sql<number>`coalesce(sum(${total}), 0)::bigint`.mapWith(Number),
    };
    const none = { state: null, pfaId: null, pfaName: null };
    if (remittance.groupBy === 'state') {
      const rows = await db
        .select({ state, ...figures })
        .from(l)
        .where(where)
        .groupBy(state);
      groups.push(...rows.map((r) => ({ ...none, ...r, remittance })));
    } else if (remittance.groupBy === 'pfa') {
      const pfaName = sql<string | null>`max(${l.employee}->>'pfaName')`;
      const rows = await db
        .select({ pfaId: pfa, pfaName, ...figures })
        .from(l)
        .where(where)
        .groupBy(pfa);
      groups.push(...rows.map((r) => ({ ...none, ...r, remittance })));
    } else {
      const rows = await db.select(figures).from(l).where(where);
      groups.push(...rows.map((r) => ({ ...none, ...r, remittance })));
    }
  }
  return groups.filter((g) => g.amount > 0);
}

export async function insertRemittances(tx: Executor, rows: (typeof payrollRemittances.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx.insert(payrollRemittances).values(rows).onConflictDoNothing();
}

export async function remittancesOf(db: Executor, companyId: string, runId: string) {
  return db
    .select()
    .from(payrollRemittances)
    .where(and(eq(payrollRemittances.companyId, companyId), eq(payrollRemittances.runId, runId)))
    .orderBy(asc(payrollRemittances.kind), asc(payrollRemittances.name));
}

export async function findRemittance(
  db: Executor,
  companyId: string,
  runId: string,
  id: string,
  lock = false,
) {
  const query = db
    .select()
    .from(payrollRemittances)
    .where(
      and(
        eq(payrollRemittances.companyId, companyId),
        eq(payrollRemittances.runId, runId),
        eq(payrollRemittances.id, id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRemittance(tx: Executor, row: RemittanceRow, patch: Partial<RemittanceRow>) {
  const [updated] = await tx
    .update(payrollRemittances)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(payrollRemittances.companyId, row.companyId), eq(payrollRemittances.id, row.id)))
    .returning();
  return updated!;
}

/** An unpaid remittance whose employees all moved to another (see regroupUnpayable). */
export async function deleteRemittance(tx: Executor, row: RemittanceRow) {
  await tx
    .delete(payrollRemittances)
    .where(and(eq(payrollRemittances.companyId, row.companyId), eq(payrollRemittances.id, row.id)));
}

/** The business's remittance parties, through payroll-setup's face. */
export function partiesOf(db: Executor, companyId: string) {
  return remittancePartiesOf(db, companyId);
}

/** Which lines a remittance covers (its group's, with an amount), and each line's employee and employer shares. */
export function remittanceShare(r: Pick<RemittanceRow, 'kind' | 'state' | 'pfaId'>): {
  where: SQL;
  employee: SQL<number>;
  employer: SQL<number>;
} {
  const employee = shareOf(r.kind, 'employee');
  const employer = shareOf(r.kind, 'employer');
  const groupBy = statutoryRemittance(r.kind)?.groupBy ?? null;
  const group =
    groupBy === 'state'
      ? r.state === null
        ? sql` and ${state} is null`
        : sql` and ${state} = ${r.state}`
      : groupBy === 'pfa'
        ? r.pfaId === null
          ? sql` and ${pfa} is null`
          : sql` and ${pfa} = ${r.pfaId}`
        : sql``;
  return { where: sql`${employee} + ${employer} > 0${group}`, employee, employer };
}

export async function remittanceEmployees(
  db: Executor,
  r: RemittanceRow,
  page: { page: number; limit: number } | null,
  employeeId?: string,
) {
  const share = remittanceShare(r);
  const where = and(
    eq(l.companyId, r.companyId),
    eq(l.runId, r.runId),
    share.where,
    employeeId ? eq(l.employeeId, employeeId) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(l).where(where);
  const query = db
    .select({
      employeeId: l.employeeId,
      employee: l.employee,
      grossPay: l.grossPay,
      taxableIncome: l.taxableIncome,
      result: sql<unknown>`${l.result}->'earnings'`,
      employeeKobo: share.employee.mapWith(Number),
      employerKobo: share.employer.mapWith(Number),
    })
    .from(l)
    .where(where)
    .orderBy(asc(l.lineNo));
  const rows = page ? await query.limit(page.limit).offset((page.page - 1) * page.limit) : await query;
  return { rows, totalDocs: count?.n ?? 0 };
}

/** Paid remittances of runs that paid this employee (their receipts), newest first. */
export async function paidRemittancesOf(db: Executor, companyId: string, employeeId: string) {
  return db.execute<{ id: string }>(sql`
    select r.id from payroll_remittances r
    join payroll_run_lines l on l.company_id = r.company_id and l.run_id = r.run_id and l.employee_id = ${employeeId}
    where r.company_id = ${companyId} and r.status = 'paid'
    order by r.paid_at desc`);
}

/** A remittance by its id alone (a payout's outcome names only it), locked. */
export async function lockRemittance(tx: Executor, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(payrollRemittances)
    .where(and(eq(payrollRemittances.companyId, companyId), eq(payrollRemittances.id, id)))
    .for('update');
  return row;
}
