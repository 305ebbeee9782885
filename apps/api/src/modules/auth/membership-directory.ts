// What auth reads and writes of the businesses people belong to, reached through a port. Team owns the memberships
// (table company_members) and businesses the business row (companies); both import auth's face, so auth sits below
// them and cannot import theirs: `module-context.ts` wires businesses' `membershipDirectory` into auth's deps
// (architecture rule 11).
import type { companies, companyMembers, Executor } from '@paydesk/db';

type Member = typeof companyMembers.$inferSelect;
type Business = typeof companies.$inferSelect;

/** A person's membership with its business: what a session is built from. */
export interface Membership {
  member: Member;
  company: Business;
}

/**
 * The memberships of the sign-in journeys. The reads of a membership with its business stay one statement each
 * (the home membership is read at both stages of every login): the owners' SQL joined, not a read per table.
 */
export interface MembershipDirectory {
  /** The business a person lands in at login: the main account they own, else their oldest membership not disabled. */
  homeMembership(db: Executor, userId: string): Promise<Membership | undefined>;
  /** The person's membership of the business (any status), with the business. */
  membershipOf(db: Executor, companyId: string, userId: string): Promise<Membership | undefined>;
  /**
   * The name of the business whose invitation waits for the person: the membership the link names, or the newest
   * for a link from before links named their membership.
   */
  invitingBusinessName(db: Executor, userId: string, memberId?: string): Promise<string | undefined>;
  /** Whether a membership of this id exists (in any status): a removed one is gone. */
  membershipExists(db: Executor, memberId: string): Promise<boolean>;
  /** The ids of the person's memberships still waiting for them (invited). */
  invitedMembershipIds(db: Executor, userId: string): Promise<string[]>;
  /** An invitation accepted: the membership becomes active. */
  activateMembership(db: Executor, memberId: string): Promise<void>;
  /** A signed-up business (a main account), answering its id. */
  createBusiness(
    db: Executor,
    business: { name: string; businessType: string; isCompanyInfo: boolean },
  ): Promise<string>;
  /** The signed-up person as the business's owner, active. */
  addOwner(db: Executor, companyId: string, userId: string): Promise<void>;
  /** Activates every business the person owns (a business password set for the first time). */
  activateOwnedBusinesses(db: Executor, userId: string): Promise<void>;
}
