// What other modules read of a business's own row (table companies, owned by businesses; issue 27, "walls down to
// the tables"): small named reads, never the row handed out whole.
import { companies, type Executor } from '@paydesk/db';
import { asc, eq, inArray } from 'drizzle-orm';

/** Whether an operator has verified the business (its documents reviewed and approved); false when there is none. */
export async function isVerifiedBusiness(db: Executor, companyId: string): Promise<boolean> {
  const [company] = await db
    .select({ adminVerify: companies.adminVerify })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.adminVerify === true;
}

/** The business's details as its settings page shows them (name, kind, registration, contact, logo, verified). */
export async function companyDetails(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      businessType: companies.businessType,
      accountType: companies.accountType,
      adminVerify: companies.adminVerify,
      rcNumber: companies.rcNumber,
      tin: companies.tin,
      industry: companies.industry,
      address: companies.address,
      contactEmail: companies.contactEmail,
      contactPhone: companies.contactPhone,
      businessLogo: companies.businessLogo,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** The businesses' names by id (an operator's queue across businesses); an unknown id is absent. */
export async function companyNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The businesses of these ids with their names, ordered by name (then id) as the database sorts them. */
export async function companiesByName(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]))
    .orderBy(asc(companies.name), asc(companies.id));
}

// SQL text for a statement written as text (the wallet dashboard's prepared statement, its values by number). The
// argument is an SQL expression (a column or a parameter reference), never a value.

/** SQL text: the business's name, as a scalar subquery (null when there is no such business). */
export function companyNameText(companyId: string): string {
  return `(select business.name from companies business where business.id = ${companyId})`;
}

/**
 * SQL text: the stamp of the business's row, the transaction that last wrote it (`xmin`, null when there is no such
 * business): a change of its name changes it. A scalar subquery.
 */
export function companyRowStampText(companyId: string): string {
  return `(select business.xmin::text from companies business where business.id = ${companyId})`;
}
