// Reads of the transfer fee schedule: a business's own bands and the platform's (company_id null).
import { type Executor, transferFeeBands } from '@paydesk/db';
import { asc, eq, isNull, or } from 'drizzle-orm';

export type FeeBandRow = typeof transferFeeBands.$inferSelect;

/** The business's own bands and the platform's, by upper bound. */
export async function feeBandRows(db: Executor, companyId: string): Promise<FeeBandRow[]> {
  return db
    .select()
    .from(transferFeeBands)
    .where(or(eq(transferFeeBands.companyId, companyId), isNull(transferFeeBands.companyId)))
    .orderBy(asc(transferFeeBands.upTo));
}
