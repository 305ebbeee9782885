// What other modules read of a business's own row (table companies, owned by businesses; issue 27, "walls down to
// the tables"): small named reads, never the row handed out whole.
import { companies, type Executor } from '@paydesk/db';
import { eq } from 'drizzle-orm';

/** Whether an operator has verified the business (its documents reviewed and approved); false when there is none. */
export async function isVerifiedBusiness(db: Executor, companyId: string): Promise<boolean> {
  const [company] = await db
    .select({ adminVerify: companies.adminVerify })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.adminVerify === true;
}
