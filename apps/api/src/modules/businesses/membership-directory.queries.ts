// Auth's port onto memberships and their businesses: team's sign-in reads, each joined with this module's rows
// (`businessRows`) in one statement, and the writes of a sign-up and of a first business password. Auth sits below
// team and businesses and cannot import this face; `module-context.ts` wires `membershipDirectory` into its deps.
import { companies, type Executor } from '@paydesk/db';
import { inArray } from 'drizzle-orm';
import type { MembershipDirectory } from '../auth/index.ts';
import {
  activateMembership,
  addMember,
  homeMembership,
  invitedMembershipIds,
  invitingBusinessName,
  membershipExists,
  membershipOf,
  ownedBusinessIds,
} from '../team/index.ts';
import { businessDirectory } from './business-directory.queries.ts';

const { businessRows } = businessDirectory;

async function createBusiness(
  db: Executor,
  business: { name: string; businessType: string; isCompanyInfo: boolean },
) {
  const [row] = await db.insert(companies).values(business).returning({ id: companies.id });
  return row!.id;
}

/** Activates every business the person owns: the ids are team's subquery, in this one statement. */
async function activateOwnedBusinesses(db: Executor, userId: string) {
  await db
    .update(companies)
    .set({ isActive: true, status: 'active', updatedAt: new Date() })
    .where(inArray(companies.id, ownedBusinessIds(userId)));
}

/** Auth's port onto memberships (auth cannot import this face: businesses imports auth's). */
export const membershipDirectory: MembershipDirectory = {
  homeMembership: (db, userId) => homeMembership(db, businessRows, userId),
  membershipOf: (db, companyId, userId) => membershipOf(db, businessRows, companyId, userId),
  invitingBusinessName: (db, userId, memberId) => invitingBusinessName(db, businessRows, userId, memberId),
  membershipExists,
  invitedMembershipIds,
  activateMembership,
  createBusiness,
  addOwner: async (db, companyId, userId) => {
    await addMember(db, { companyId, userId, role: 'employer', status: 'active' });
  },
  activateOwnedBusinesses,
};
