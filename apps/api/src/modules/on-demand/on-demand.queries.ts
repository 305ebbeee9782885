// Data access of on-demand pay: rules and group overrides, the employee facts earned-to-date needs, requests and
// what they took per period, and recoveries. Every query filters by company_id. Employees and their groups are
// read (never written) here, through people's join source: the people module owns them.
import { type Executor, onDemandGroupRules, onDemandRequests, onDemandRules, type Tx } from '@paydesk/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { lastActionAt } from '../../platform/audit/audit-history.ts';
import { addCompanyProduct } from '../businesses/index.ts';
import { type EmployeeSource, employeesOf, groupNamesInOrder } from '../people/index.ts';

export type RulesRow = typeof onDemandRules.$inferSelect;
export type GroupRulesRow = typeof onDemandGroupRules.$inferSelect;
export type RequestRow = typeof onDemandRequests.$inferSelect;
export type NewRequest = typeof onDemandRequests.$inferInsert;

export async function getRules(ex: Executor, companyId: string): Promise<RulesRow | undefined> {
  const [row] = await ex.select().from(onDemandRules).where(eq(onDemandRules.companyId, companyId));
  return row;
}

export async function upsertRules(tx: Tx, row: typeof onDemandRules.$inferInsert) {
  const { companyId: _c, createdAt: _a, ...changes } = row;
  const [saved] = await tx
    .insert(onDemandRules)
    .values(row)
    .onConflictDoUpdate({ target: onDemandRules.companyId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return saved!;
}

/** Adds a product code to the business (ON_DEMAND_PAY ends guard step 6's on-demand onboarding). */
export function addProduct(tx: Tx, companyId: string, code: string) {
  return addCompanyProduct(tx, companyId, code);
}

/** The business's group overrides with their group's name, by group name (the groups are read through people). */
export async function listGroupRules(ex: Executor, companyId: string) {
  const rules = await ex.select().from(onDemandGroupRules).where(eq(onDemandGroupRules.companyId, companyId));
  const groups = await groupNamesInOrder(
    ex,
    companyId,
    rules.map((r) => r.groupId),
  );
  return groups.flatMap((group) =>
    rules.filter((r) => r.groupId === group.id).map((r) => ({ rules: r, groupName: group.name })),
  );
}

/** One group of the business (its id and name), through the people face; undefined when there is none. */
export async function findGroup(ex: Executor, companyId: string, groupId: string) {
  const [row] = await groupNamesInOrder(ex, companyId, [groupId]);
  return row;
}

export async function upsertGroupRules(tx: Tx, row: typeof onDemandGroupRules.$inferInsert) {
  const { companyId: _c, groupId: _g, ...changes } = row;
  const [saved] = await tx
    .insert(onDemandGroupRules)
    .values(row)
    .onConflictDoUpdate({
      target: [onDemandGroupRules.companyId, onDemandGroupRules.groupId],
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  return saved!;
}

export async function deleteGroupRules(tx: Tx, companyId: string, groupId: string) {
  const rows = await tx
    .delete(onDemandGroupRules)
    .where(and(eq(onDemandGroupRules.companyId, companyId), eq(onDemandGroupRules.groupId, groupId)))
    .returning();
  return rows.length;
}

// The employee's facts (their columns, one employee, the locked read of the request path) live in their own file.
export {
  type EmployeeFacts,
  type EmployeeFactsRow,
  employeeFacts,
  findEmployee,
  type GroupOverride,
} from './employee-facts.queries.ts';

/** The Lagos day the employee's earnings were last stopped (from the audit trail of people). */
export function earningsStoppedOn(ex: Executor, companyId: string, employeeId: string) {
  return lastActionAt(ex, companyId, 'people.employee.earnings-stop', employeeId);
}

const LIVE = ['pending-approval', 'approved', 'processing', 'settled'] as const;

/**
 * What the employee's live requests of a period took: drawn, fees they bear, saved and the withdrawal count. (The
 * request path reads the same figures in its prebuilt statement, request-facts.queries.ts.)
 */
export async function takenInPeriod(ex: Executor, companyId: string, employeeId: string, period: string) {
  const [row] = await ex
    .select({
      drawn: sql<number>`coalesce(sum(${onDemandRequests.amount}) filter (where ${onDemandRequests.kind} = 'withdrawal'), 0)::bigint`,
      fees: sql<number>`coalesce(sum(${onDemandRequests.fee}), 0)::bigint`,
      employeeFees: sql<number>`coalesce(sum(${onDemandRequests.toDeduct} - ${onDemandRequests.amount}) filter (where ${onDemandRequests.kind} = 'withdrawal'), 0)::bigint`,
      saved: sql<number>`coalesce(sum(${onDemandRequests.amount}) filter (where ${onDemandRequests.kind} = 'saving'), 0)::bigint`,
      withdrawals: sql<number>`count(*) filter (where ${onDemandRequests.kind} = 'withdrawal')::int`,
    })
    .from(onDemandRequests)
    .where(
      and(
        eq(onDemandRequests.companyId, companyId),
        eq(onDemandRequests.employeeId, employeeId),
        eq(onDemandRequests.period, period),
        inArray(onDemandRequests.status, [...LIVE]),
      ),
    );
  return {
    drawn: Number(row?.drawn ?? 0),
    fees: Number(row?.fees ?? 0),
    employeeFees: Number(row?.employeeFees ?? 0),
    saved: Number(row?.saved ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
  };
}

export async function insertRequest(tx: Tx, row: NewRequest): Promise<RequestRow> {
  const [saved] = await tx.insert(onDemandRequests).values(row).returning();
  return saved!;
}

export async function findRequest(ex: Executor, companyId: string, id: string) {
  const [row] = await ex
    .select()
    .from(onDemandRequests)
    .where(and(eq(onDemandRequests.companyId, companyId), eq(onDemandRequests.id, id)));
  return row;
}

/** Whether any of these requests is a withdrawal waiting for approval: approving it pays money out. */
export async function hasPendingWithdrawal(ex: Executor, companyId: string, ids: string[]) {
  const [row] = await ex
    .select({ id: onDemandRequests.id })
    .from(onDemandRequests)
    .where(
      and(
        eq(onDemandRequests.companyId, companyId),
        inArray(onDemandRequests.id, ids),
        eq(onDemandRequests.kind, 'withdrawal'),
        eq(onDemandRequests.status, 'pending-approval'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function lockRequest(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(onDemandRequests)
    .where(and(eq(onDemandRequests.companyId, companyId), eq(onDemandRequests.id, id)))
    .for('update');
  return row;
}

export async function updateRequest(tx: Tx, row: RequestRow, changes: Partial<NewRequest>) {
  const [saved] = await tx
    .update(onDemandRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(onDemandRequests.companyId, row.companyId), eq(onDemandRequests.id, row.id)))
    .returning();
  return saved!;
}

/** Requests of the business by id, locked in id order (the payouts a settlement or reversal decides). */
export async function lockRequestsById(tx: Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(onDemandRequests)
    .where(and(eq(onDemandRequests.companyId, companyId), inArray(onDemandRequests.id, ids)))
    .orderBy(asc(onDemandRequests.id))
    .for('update');
}

/** Marks many requests settled in one statement, each with its settlement entry, NIP session and bank reference. */
export async function markRequestsSettled(
  tx: Tx,
  rows: {
    companyId: string;
    id: string;
    entryId: string;
    sessionId: string | null;
    providerReference: string | null;
  }[],
) {
  await tx.execute(sql`
    update ${onDemandRequests} as r set status = 'settled', settlement_entry_id = v.entry_id,
      session_id = v.session_id, provider_reference = coalesce(v.provider_reference, r.provider_reference),
      settled_at = now(), updated_at = now()
    from unnest(${sql.param(rows.map((r) => r.companyId))}::uuid[], ${sql.param(rows.map((r) => r.id))}::uuid[],
      ${sql.param(rows.map((r) => r.entryId))}::uuid[], ${sql.param(rows.map((r) => r.sessionId))}::text[],
      ${sql.param(rows.map((r) => r.providerReference))}::text[]) as v(company_id, id, entry_id, session_id, provider_reference)
    where r.company_id = v.company_id and r.id = v.id`);
}

/** The demo seed's employee: the first (by name) who accepted on-demand pay with a confirmed bank account. */
/** Whether the business has any request of the pay period (the demo's today). */
export async function anyRequestOf(ex: Executor, companyId: string, period: string) {
  const [row] = await ex
    .select({ id: onDemandRequests.id })
    .from(onDemandRequests)
    .where(and(eq(onDemandRequests.companyId, companyId), eq(onDemandRequests.period, period)))
    .limit(1);
  return row !== undefined;
}

/** Employees who accepted on-demand pay, their name checked at the bank. */
const acceptedAndMatched = (employee: EmployeeSource) =>
  and(eq(employee.onDemandState, 'accepted'), eq(employee.nameCheck, 'matched'));

/** The demo's history: the employees who accepted on-demand pay (their name checked), by last name. */
export async function acceptedEmployees(ex: Executor, companyId: string, limit: number) {
  const employee = employeesOf(companyId);
  const rows = await ex
    .select({ id: employee.id })
    .from(employee)
    .where(acceptedAndMatched(employee))
    .orderBy(asc(employee.lastName))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function firstAcceptedEmployee(ex: Executor, companyId: string) {
  const employee = employeesOf(companyId);
  const [row] = await ex
    .select({ id: employee.id })
    .from(employee)
    .where(
      and(
        acceptedAndMatched(employee),
        eq(employee.withdrawalsPaused, false),
        eq(employee.earningsStopped, false),
      ),
    )
    .orderBy(asc(employee.lastName))
    .limit(1);
  return row?.id ?? null;
}
