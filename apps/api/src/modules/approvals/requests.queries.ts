// Approval requests, their decisions, comments and emailed links: reads and writes within one business.
import {
  approvalComments,
  approvalDecisions,
  approvalLinks,
  approvalRequests,
  type Executor,
} from '@paydesk/db';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { endOfLagosDay, LAGOS_SQL, startOfLagosDay } from '../../lib/lagos-time.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import type { ApproverDirectory } from './approver-directory.ts';

export type RequestRow = typeof approvalRequests.$inferSelect;
export type NewRequest = typeof approvalRequests.$inferInsert;

const ofRequest = (companyId: string, id: string) =>
  and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.id, id));

export async function insertRequest(tx: Executor, values: NewRequest) {
  const [row] = await tx.insert(approvalRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findRequestByKey(db: Executor, companyId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.idempotencyKey, idempotencyKey)),
    );
  return row ?? null;
}

export async function findRequest(db: Executor, companyId: string, id: string, lock = false) {
  const query = db.select().from(approvalRequests).where(ofRequest(companyId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The pending requests made under a workflow, locked, in id order (so two changes of it never deadlock). */
export async function pendingRequestsOfWorkflow(tx: Executor, companyId: string, workflowId: string) {
  return tx
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.companyId, companyId),
        eq(approvalRequests.workflowId, workflowId),
        eq(approvalRequests.status, 'pending'),
      ),
    )
    .orderBy(asc(approvalRequests.id))
    .for('update');
}

export async function updateRequest(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<NewRequest>,
) {
  await tx
    .update(approvalRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(ofRequest(companyId, id));
}

/** Moves a request from one status to another; answers the row when this call made the move, else null. */
export async function moveStatus(
  tx: Executor,
  companyId: string,
  id: string,
  from: string,
  values: Partial<NewRequest> & { status: string },
) {
  const [row] = await tx
    .update(approvalRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofRequest(companyId, id), eq(approvalRequests.status, from)))
    .returning();
  return row ?? null;
}

export interface RequestFilter {
  tab: 'awaiting-me' | 'initiated' | 'all';
  status?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

/** The current stage's approvers in a request's snapshot. */
const currentApprovers = sql`(${approvalRequests.workflowSnapshot} -> 'stages' -> (${approvalRequests.currentStage} - 1) -> 'approvers')`;

/** Pending requests the member may decide now (named, and not removed from the workflow since) and has not yet decided. */
export function awaitingMember(me: { memberId: string; roleKey: string }): SQL {
  return sql`${approvalRequests.status} = 'pending' and ${approvalRequests.initiatorMemberId} <> ${me.memberId}
    and (jsonb_exists(${currentApprovers} -> 'memberIds', ${me.memberId})
      or jsonb_exists(${currentApprovers} -> 'roleIds', ${me.roleKey}))
    and not jsonb_exists(coalesce(${approvalRequests.workflowSnapshot} -> 'removedMemberIds', '[]'::jsonb), ${me.memberId})
    and not exists (select 1 from ${approvalDecisions} d where d.company_id = ${approvalRequests.companyId}
      and d.request_id = ${approvalRequests.id} and d.stage_position = ${approvalRequests.currentStage}
      and d.member_id = ${me.memberId})`;
}

export async function listRequests(
  db: Executor,
  companyId: string,
  me: { memberId: string; roleKey: string; mayDecide: boolean },
  filter: RequestFilter,
) {
  const where: SQL[] = [eq(approvalRequests.companyId, companyId)];
  if (filter.tab === 'initiated') where.push(eq(approvalRequests.initiatorMemberId, me.memberId));
  if (filter.tab === 'awaiting-me') where.push(me.mayDecide ? awaitingMember(me) : sql`false`);
  if (filter.status) where.push(eq(approvalRequests.status, filter.status));
  if (filter.action) where.push(eq(approvalRequests.action, filter.action));
  if (filter.from) where.push(gte(approvalRequests.createdAt, sql`${startOfLagosDay(filter.from)}`));
  if (filter.to) where.push(lt(approvalRequests.createdAt, sql`${endOfLagosDay(filter.to)}`));
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    where.push(sql`(${approvalRequests.label} ilike ${like} or ${approvalRequests.description} ilike ${like}
      or ${approvalRequests.workflowSnapshot} ->> 'name' ilike ${like})`);
  }
  const [total] = await db
    .select({ n: count() })
    .from(approvalRequests)
    .where(and(...where));
  const rows = await db
    .select({
      request: approvalRequests,
      awaitingMe: me.mayDecide ? awaitingMember(me) : sql<boolean>`false`,
    })
    .from(approvalRequests)
    .where(and(...where))
    .orderBy(desc(approvalRequests.createdAt), asc(approvalRequests.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return {
    rows: rows.map((r) => ({ ...r.request, awaitingMe: Boolean(r.awaitingMe) })),
    total: total?.n ?? 0,
  };
}

// --- decisions ---------------------------------------------------------------------------------------

/**
 * A request's decisions with their member's status now, in one statement: the status is team's subquery (a decision's
 * member always exists, its foreign key keeps it, so this reads what the inner join on members did).
 */
export async function decisionsOf(
  db: Executor,
  companyId: string,
  requestId: string,
  memberStatusOf: ApproverDirectory['memberStatusOf'],
) {
  return db
    .select({
      decision: approvalDecisions,
      memberStatus: memberStatusOf(approvalDecisions.companyId, approvalDecisions.memberId),
    })
    .from(approvalDecisions)
    .where(and(eq(approvalDecisions.companyId, companyId), eq(approvalDecisions.requestId, requestId)))
    .orderBy(asc(approvalDecisions.createdAt));
}

export async function insertDecision(
  tx: Executor,
  values: typeof approvalDecisions.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(approvalDecisions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: approvalDecisions.id });
  return rows.length > 0;
}

export async function clearDecisions(tx: Executor, companyId: string, requestId: string) {
  await tx
    .delete(approvalDecisions)
    .where(and(eq(approvalDecisions.companyId, companyId), eq(approvalDecisions.requestId, requestId)));
}

// --- comments ----------------------------------------------------------------------------------------

export async function insertComment(tx: Executor, values: typeof approvalComments.$inferInsert) {
  const [row] = await tx.insert(approvalComments).values(values).returning();
  return row!;
}

export async function commentsOf(db: Executor, companyId: string, requestId: string) {
  return db
    .select()
    .from(approvalComments)
    .where(and(eq(approvalComments.companyId, companyId), eq(approvalComments.requestId, requestId)))
    .orderBy(asc(approvalComments.createdAt));
}

// --- links -------------------------------------------------------------------------------------------

export async function insertLink(tx: Executor, values: typeof approvalLinks.$inferInsert) {
  const [row] = await tx.insert(approvalLinks).values(values).returning();
  return row!;
}

export async function findLink(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(approvalLinks)
    .where(and(eq(approvalLinks.companyId, companyId), eq(approvalLinks.id, id)));
  return row ?? null;
}

/** Uses a link up: answers it when it was unused and unexpired, else null (a second use finds nothing). */
export async function useLink(tx: Executor, companyId: string, id: string) {
  const [row] = await tx
    .update(approvalLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(approvalLinks.companyId, companyId),
        eq(approvalLinks.id, id),
        sql`${approvalLinks.usedAt} is null`,
        sql`${approvalLinks.expiresAt} > now()`,
      ),
    )
    .returning();
  return row ?? null;
}

// --- jobs --------------------------------------------------------------------------------------------

/** Approved requests not yet claimed by an execution (a lost job after a crash). */
export async function approvedWaiting(db: Executor, olderThanSeconds: number) {
  return db
    .select({ companyId: approvalRequests.companyId, id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.status, 'approved'),
        lt(approvalRequests.decidedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .limit(500);
}

/** Marks pending requests past their expiry as expired; answers them. */
export async function expireDue(tx: Executor) {
  return tx
    .update(approvalRequests)
    .set({ status: 'expired', currentStage: null, updatedAt: new Date() })
    .where(and(eq(approvalRequests.status, 'pending'), lt(approvalRequests.expiresAt, sql`now()`)))
    .returning();
}

// --- analytics ---------------------------------------------------------------------------------------

const lagosMonthStart = sql`(date_trunc('month', now() at time zone ${LAGOS_SQL}) at time zone ${LAGOS_SQL})`;
const APPROVED = ['approved', 'executing', 'executed'];

export async function countsByStatus(db: Executor, companyId: string) {
  return db
    .select({ status: approvalRequests.status, n: count() })
    .from(approvalRequests)
    .where(eq(approvalRequests.companyId, companyId))
    .groupBy(approvalRequests.status);
}

export async function decisionFigures(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      valueThisMonth: sql<string>`coalesce(sum(${approvalRequests.amountKobo}) filter (where ${inArray(
        approvalRequests.status,
        APPROVED,
      )} and ${approvalRequests.decidedAt} >= ${lagosMonthStart}), 0)`,
      median: sql<
        string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${approvalRequests.decidedAt} - ${approvalRequests.createdAt}))`,
    })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.companyId, companyId), sql`${approvalRequests.decidedAt} is not null`));
  return {
    valueThisMonth: Number(row?.valueThisMonth ?? 0),
    median: row?.median == null ? null : Number(row.median),
  };
}

/** Requests created per Lagos day or month since `since` (YYYY-MM-DD), with decisions and value approved. */
export async function seriesSince(
  db: Executor,
  companyId: string,
  granularity: 'day' | 'month',
  since: string,
) {
  // Inlined (a constant, not input): a bound parameter would make the select and the group by differ.
  const format = sql.raw(granularity === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`);
  const period = sql<string>`to_char(${approvalRequests.createdAt} at time zone ${LAGOS_SQL}, ${format})`;
  return db
    .select({
      period,
      created: count(),
      approved: sql<number>`count(*) filter (where ${inArray(approvalRequests.status, APPROVED)})::int`,
      rejected: sql<number>`count(*) filter (where ${approvalRequests.status} = 'rejected')::int`,
      value: sql<string>`coalesce(sum(${approvalRequests.amountKobo}) filter (where ${inArray(
        approvalRequests.status,
        APPROVED,
      )}), 0)`,
    })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.companyId, companyId),
        gte(approvalRequests.createdAt, sql`${startOfLagosDay(since)}`),
      ),
    )
    .groupBy(period);
}

/** FACE for the dashboard's week: the requests waiting for a decision, their amount and the soonest expiry. */
export async function pendingRequestsSummary(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${approvalRequests.amountKobo}), 0)::bigint`,
      nextExpiry: sql<Date | null>`min(${approvalRequests.expiresAt})`,
    })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.status, 'pending')));
  return {
    count: row?.count ?? 0,
    amountKobo: Number(row?.amount ?? 0),
    nextExpiry: row?.nextExpiry ? new Date(row.nextExpiry) : null,
  };
}

/** The members who approved a request, in the order they did (a payout's "approved by"). */
export async function approvingMemberIds(db: Executor, companyId: string, requestId: string) {
  const rows = await db
    .select({ memberId: approvalDecisions.memberId })
    .from(approvalDecisions)
    .where(
      and(
        eq(approvalDecisions.companyId, companyId),
        eq(approvalDecisions.requestId, requestId),
        eq(approvalDecisions.decision, 'approved'),
      ),
    )
    .orderBy(asc(approvalDecisions.createdAt));
  return rows.map((r) => r.memberId);
}
