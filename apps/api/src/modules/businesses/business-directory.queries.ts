// Team's port onto the business row (table companies, owned by businesses): the business its members belong to, a
// main account's sub accounts among some ids, and a business's name or its rows in team's own statements. Team sits
// below businesses and cannot import this face; `module-context.ts` wires `businessDirectory` into team's deps.
import { companies, type Executor } from '@paydesk/db';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { BusinessDirectory } from '../team/index.ts';
import { companyDetails } from './company-reads.queries.ts';

/** Those of `ids` that are sub accounts of the main account. */
async function subAccountsAmong(db: Executor, mainId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.parentCompanyId, mainId),
        eq(companies.accountType, 'sub'),
        inArray(companies.id, [...ids]),
      ),
    );
  return rows.map((r) => r.id);
}

/** A business's name, read by primary key in the caller's statement (null when there is no such business). */
const businessNameOf = (companyId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${companies.name} from ${companies} where ${companies.id} = ${companyId})`;

/** The business rows for team to join (a membership with its business, in one statement). */
const businessRows = new QueryBuilder().select().from(companies).as('business');

/** Team's port onto businesses (team cannot import this face: businesses imports team's). */
export const businessDirectory: BusinessDirectory = {
  // The settings page's read answers the name and the account type team asks for.
  businessOf: companyDetails,
  subAccountsAmong,
  businessNameOf,
  businessRows,
};
