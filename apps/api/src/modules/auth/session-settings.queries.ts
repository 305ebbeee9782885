// The settings of other modules a session shows (wallets' yield opt-in, on-demand's employeeEva): each owner
// writes its setting as a scalar subquery of the business's id, and they are read here in one statement. Auth sits
// below those modules, so module-context.ts wires their SQL in (per-feature settings live in their modules' tables).
import type { Executor } from '@paydesk/db';
import { type SQL, sql } from 'drizzle-orm';

/** What the session shows of other modules' settings of the business. */
export interface SessionSettings {
  shouldEarnYield: boolean;
  employeeEva: boolean;
}

/** Each setting as its owner's scalar subquery of the business's id. */
export type SessionSettingsSql = {
  [K in keyof SessionSettings]: (companyId: string) => SQL<SessionSettings[K]>;
};

/** The session's settings of a business, as logins, switches, support sessions and the profile read them. */
export type SessionSettingsOf = (db: Executor, companyId: string) => Promise<SessionSettings>;

/** One statement, one primary-key read per owner's table. */
export async function readSessionSettings(
  db: Executor,
  owners: SessionSettingsSql,
  companyId: string,
): Promise<SessionSettings> {
  const result = await db.execute<Partial<SessionSettings>>(
    sql`select ${owners.shouldEarnYield(companyId)} as "shouldEarnYield",
      ${owners.employeeEva(companyId)} as "employeeEva"`,
  );
  const row = result.rows[0];
  return { shouldEarnYield: row?.shouldEarnYield === true, employeeEva: row?.employeeEva === true };
}
