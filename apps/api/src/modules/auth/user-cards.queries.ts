// What team's statements show of the people behind memberships (table users, owned by auth; issue 27): a person's
// card, a search over their names and email, and the order of their names, each a subquery read by primary key in
// the caller's one statement, as its join on users did (a membership's user is a foreign key: never missing).
import { users } from '@paydesk/db';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** How a member list shows a person. `emailVerifiedAt` is an ISO instant (json carries no dates). */
export interface UserCard {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  phoneNumber: string | null;
  emailVerifiedAt: string | null;
}

/** The person of this user id column, as a json scalar subquery (null only for a user that does not exist). */
export const userCardOf = (userId: AnyColumn): SQL<UserCard> =>
  sql<UserCard>`(select json_build_object('email', ${users.email}, 'firstName', ${users.firstName},
      'lastName', ${users.lastName}, 'jobTitle', ${users.jobTitle}, 'phoneNumber', ${users.phoneNumber},
      'emailVerifiedAt', ${users.emailVerifiedAt})
    from ${users} where ${users.id} = ${userId})`;

/** Whether the person's first, last or full name or email matches the ilike pattern (escaped by the caller). */
export const userMatches = (userId: AnyColumn, like: string): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and (${users.firstName} ilike ${like}
    or ${users.lastName} ilike ${like} or ${users.email} ilike ${like}
    or (${users.firstName} || ' ' || ${users.lastName}) ilike ${like}))`;

/** The person's first then last name, as sort keys (by first name, then last name, as the columns sort). */
export const userNameOrder = (userId: AnyColumn): SQL[] => [
  sql`(select ${users.firstName} from ${users} where ${users.id} = ${userId})`,
  sql`(select ${users.lastName} from ${users} where ${users.id} = ${userId})`,
];

/**
 * SQL text: the person's email, as a scalar subquery read by primary key, for SQL another module writes as text
 * (team's business owner, in businesses' search). The argument is an SQL expression (a column), never a value.
 */
export function userEmailText(userId: string): string {
  return `(select auth_user.email from users auth_user where auth_user.id = ${userId})`;
}
