// What other modules change on a business's own row (table companies, owned by businesses; issue 27, "walls down to
// the tables"): small named writes, each of the columns one step of the product changes.
import { companies, type Executor } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';

type CompanyRow = typeof companies.$inferSelect;

/** Verification's first step: the business says which kind it is (registered company, business name, …). */
export async function setCompanyBusinessType(
  db: Executor,
  companyId: string,
  businessType: CompanyRow['businessType'],
) {
  await db.update(companies).set({ businessType, updatedAt: new Date() }).where(eq(companies.id, companyId));
}

/** A resubmitted verification clears the operator's last rejection comment; returns the business's name. */
export async function clearCompanyRejectComment(db: Executor, companyId: string) {
  const [company] = await db
    .update(companies)
    .set({ rejectComment: null, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning({ name: companies.name });
  return company;
}

/** The details a business edits in its settings (name, industry, logo, registration numbers, address, contact). */
export type CompanyDetailsChanges = Partial<
  Pick<
    typeof companies.$inferInsert,
    'name' | 'industry' | 'businessLogo' | 'rcNumber' | 'tin' | 'address' | 'contactEmail' | 'contactPhone'
  >
>;

export async function setCompanyDetails(db: Executor, companyId: string, values: CompanyDetailsChanges) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** Adds a product code to the business once (ON_DEMAND_PAY ends guard step 6's on-demand onboarding). */
export async function addCompanyProduct(tx: Executor, companyId: string, code: string) {
  await tx
    .update(companies)
    .set({ products: sql`array_append(${companies.products}, ${code})` })
    .where(and(eq(companies.id, companyId), sql`not (${code} = any(${companies.products}))`));
}

/** What an operator's approval copies onto the business from its verification submission. */
export interface VerifiedDetails {
  rcNumber: string | null;
  tin: string | null;
  industry: string | null;
  address: (typeof companies.$inferInsert)['address'];
  contactEmail: string | null;
  contactPhone: string | null;
}

/** An operator approved the business's verification: it is verified, compliant and active, with these details. */
export async function setCompanyVerified(
  tx: Executor,
  companyId: string,
  details: VerifiedDetails,
  now: Date,
) {
  await tx
    .update(companies)
    .set({
      adminVerify: true,
      isCompliant: true,
      isActive: true,
      status: 'active',
      rejectComment: null,
      ...details,
      updatedAt: now,
    })
    .where(eq(companies.id, companyId));
}

/** An operator rejected the business's verification: not compliant, with the reviewer's comment. */
export async function setCompanyRejected(tx: Executor, companyId: string, comment: string, now: Date) {
  await tx
    .update(companies)
    .set({ isCompliant: false, rejectComment: comment, updatedAt: now })
    .where(eq(companies.id, companyId));
}

/** Approves the sub accounts added under this main account while it waited for its own verification. */
export async function activateWaitingSubAccounts(tx: Executor, mainId: string, now: Date) {
  await tx
    .update(companies)
    .set({ isActive: true, updatedAt: now })
    .where(
      and(
        eq(companies.parentCompanyId, mainId),
        eq(companies.accountType, 'sub'),
        eq(companies.isActive, false),
      ),
    );
}
