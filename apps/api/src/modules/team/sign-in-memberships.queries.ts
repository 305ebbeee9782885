// The memberships the sign-in journeys read and write (auth's `MembershipDirectory`, which businesses answers with
// these and its own writes). A membership comes with its business in one statement: businesses' rows joined as a
// subquery it writes (`businessRows`), the plan of a join of the table.
import { companyMembers, type Executor } from '@paydesk/db';
import { and, desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { BusinessDirectory } from './business-directory.ts';

type BusinessRows = BusinessDirectory['businessRows'];

/** The membership with its business's whole row, joined by the membership's business. */
function membershipQuery(db: Executor, business: BusinessRows) {
  return db
    .select({ member: companyMembers, company: business._.selectedFields })
    .from(companyMembers)
    .innerJoin(business, eq(business.id, companyMembers.companyId));
}

/** The business a person lands in at login: the main account they own, else their oldest membership not disabled. */
export async function homeMembership(db: Executor, business: BusinessRows, userId: string) {
  const [row] = await membershipQuery(db, business)
    .where(and(eq(companyMembers.userId, userId), sql`${companyMembers.status} <> 'disabled'`))
    .orderBy(
      sql`case when ${companyMembers.role} = 'employer' and ${business.accountType} = 'main' then 0 else 1 end`,
      companyMembers.createdAt,
    )
    .limit(1);
  return row;
}

/** The person's membership of the business (any status), with the business. */
export async function membershipOf(db: Executor, business: BusinessRows, companyId: string, userId: string) {
  const [row] = await membershipQuery(db, business).where(
    and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)),
  );
  return row;
}

/** The business name of the invitation waiting for the person: the membership named, else the newest. */
export async function invitingBusinessName(
  db: Executor,
  business: BusinessRows,
  userId: string,
  memberId?: string,
) {
  const [row] = await db
    .select({ name: business.name })
    .from(companyMembers)
    .innerJoin(business, eq(business.id, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companyMembers.status, 'invited'),
        memberId ? eq(companyMembers.id, memberId) : undefined,
      ),
    )
    .orderBy(desc(companyMembers.createdAt))
    .limit(1);
  return row?.name;
}

/** Whether a membership of this id exists (in any status): a removed one is gone. */
export async function membershipExists(db: Executor, memberId: string) {
  const [row] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(eq(companyMembers.id, memberId));
  return Boolean(row);
}

/** The ids of the person's memberships still waiting for them. */
export async function invitedMembershipIds(db: Executor, userId: string) {
  const rows = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.status, 'invited')));
  return rows.map((r) => r.id);
}

export async function activateMembership(db: Executor, memberId: string) {
  await db
    .update(companyMembers)
    .set({ status: 'active', updatedAt: new Date() })
    .where(eq(companyMembers.id, memberId));
}

/** The ids of the businesses the person owns, as a subquery for businesses' own statement. */
export function ownedBusinessIds(userId: string): SQLWrapper {
  return new QueryBuilder()
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.role, 'employer')));
}
