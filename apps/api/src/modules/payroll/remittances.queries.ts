// A run's remittances: grouped from its lines by party (PAYE by state, pension by PFA, NHF, NSITF, ITF), stored
// once per party, matched to the configured remittance parties, and each party's employees.
import { type Executor, payrollRemittances, payrollRunLines, remittanceParties } from '@paydesk/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';

const l = payrollRunLines;
export type RemittanceRow = typeof payrollRemittances.$inferSelect;

const state = sql<string | null>`${l.employee}->>'stateOfResidence'`;
const pfa = sql<number | null>`(${l.employee}->>'pfaId')::int`;

/** The groups a run owes, from its lines (amounts above zero only). */
export async function remittanceGroups(db: Executor, companyId: string, runId: string) {
  const where = and(eq(l.companyId, companyId), eq(l.runId, runId));
  const paye = await db
    .select({
      state,
      n: sql<number>`count(*) filter (where ${l.paye} > 0)::int`,
      amount: sql<number>`sum(${l.paye})::bigint`.mapWith(Number),
    })
    .from(l)
    .where(where)
    .groupBy(state);
  const pension = await db
    .select({
      pfaId: pfa,
      pfaName: sql<string | null>`max(${l.employee}->>'pfaName')`,
      n: sql<number>`count(*) filter (where ${l.pensionEmployee} + ${l.pensionEmployer} > 0)::int`,
      amount: sql<number>`sum(${l.pensionEmployee} + ${l.pensionEmployer})::bigint`.mapWith(Number),
    })
    .from(l)
    .where(where)
    .groupBy(pfa);
  const [flat] = await db
    .select({
      nhf: sql<number>`coalesce(sum(${l.nhf}), 0)::bigint`.mapWith(Number),
      nhfN: sql<number>`count(*) filter (where ${l.nhf} > 0)::int`,
      nsitf: sql<number>`coalesce(sum(${l.nsitf}), 0)::bigint`.mapWith(Number),
      nsitfN: sql<number>`count(*) filter (where ${l.nsitf} > 0)::int`,
      itf: sql<number>`coalesce(sum(${l.itf}), 0)::bigint`.mapWith(Number),
      itfN: sql<number>`count(*) filter (where ${l.itf} > 0)::int`,
    })
    .from(l)
    .where(where);
  return { paye, pension, flat: flat! };
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

export async function partiesOf(db: Executor, companyId: string) {
  return db.select().from(remittanceParties).where(eq(remittanceParties.companyId, companyId));
}

/** Which lines a remittance covers, and each line's employee and employer shares. */
export function remittanceShare(r: Pick<RemittanceRow, 'kind' | 'state' | 'pfaId'>): {
  where: SQL;
  employee: SQL<number>;
  employer: SQL<number>;
} {
  const zero = sql<number>`0`;
  switch (r.kind) {
    case 'paye':
      return {
        where: sql`${l.paye} > 0 and ${r.state === null ? sql`${state} is null` : sql`${state} = ${r.state}`}`,
        employee: sql<number>`${l.paye}`,
        employer: zero,
      };
    case 'pension':
      return {
        where: sql`${l.pensionEmployee} + ${l.pensionEmployer} > 0 and ${r.pfaId === null ? sql`${pfa} is null` : sql`${pfa} = ${r.pfaId}`}`,
        employee: sql<number>`${l.pensionEmployee}`,
        employer: sql<number>`${l.pensionEmployer}`,
      };
    case 'nhf':
      return { where: sql`${l.nhf} > 0`, employee: sql<number>`${l.nhf}`, employer: zero };
    case 'nsitf':
      return { where: sql`${l.nsitf} > 0`, employee: zero, employer: sql<number>`${l.nsitf}` };
    default:
      return { where: sql`${l.itf} > 0`, employee: zero, employer: sql<number>`${l.itf}` };
  }
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
