// The institution directory and the pension fund administrators (reference data seeded with the database; shared
// by every business).
import { companies, type Executor, financialInstitutions, pensionFundAdministrators } from '@paydesk/db';
import { asc, eq, inArray } from 'drizzle-orm';

export function listBanks(db: Executor) {
  return db.select().from(financialInstitutions).orderBy(asc(financialInstitutions.institutionName));
}

/** The bank of an institution code, or null when the directory has none. */
export async function findBank(db: Executor, institutionCode: string) {
  const [bank] = await db
    .select()
    .from(financialInstitutions)
    .where(eq(financialInstitutions.institutionCode, institutionCode));
  return bank ?? null;
}

/** The banks of these institution codes (the demo seed's employees bank with them). */
export async function banksOfCodes(db: Executor, codes: string[]) {
  return db.select().from(financialInstitutions).where(inArray(financialInstitutions.institutionCode, codes));
}

/** The pension fund administrators, by name (operators may edit the list; see packages/db/src/seed.ts). */
export function listPensionProviders(db: Executor) {
  return db
    .select({
      id: pensionFundAdministrators.id,
      name: pensionFundAdministrators.name,
      pencomCode: pensionFundAdministrators.pencomCode,
    })
    .from(pensionFundAdministrators)
    .orderBy(asc(pensionFundAdministrators.name));
}

/** Whether an operator has verified the business (its documents reviewed and approved). */
export async function isVerifiedBusiness(db: Executor, companyId: string): Promise<boolean> {
  const [company] = await db
    .select({ adminVerify: companies.adminVerify })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.adminVerify === true;
}
