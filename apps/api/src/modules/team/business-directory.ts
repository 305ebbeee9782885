// What team reads of the businesses its members belong to, reached through a port. Businesses owns the business row
// (table companies) and imports team's face (a sub account's owner and invitations), so team sits below it and
// cannot import its face; `module-context.ts` wires businesses' `businessDirectory` into team's deps (architecture
// rule 11).
import type { companies, Executor } from '@paydesk/db';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';

/** Businesses' reads for team, each one statement. */
export interface BusinessDirectory {
  /** The business's name and whether it is a main or a sub account; undefined for an id that is not one. */
  businessOf(db: Executor, companyId: string): Promise<{ name: string; accountType: string } | undefined>;
  /** Those of `ids` that are sub accounts of the main account. */
  subAccountsAmong(db: Executor, mainId: string, ids: readonly string[]): Promise<string[]>;
  /** A business's name as a scalar subquery of businesses', for a statement of team's own (null for no business). */
  businessNameOf(companyId: AnyColumn): SQL<string | null>;
  /**
   * The business rows as a source to join in team's own statements, aliased `business` (a plain subquery of the
   * table, which the planner reads as the table itself).
   */
  businessRows: SubqueryWithSelection<(typeof companies)['_']['columns'], 'business'>;
}
