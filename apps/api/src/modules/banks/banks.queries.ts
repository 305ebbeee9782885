// The institution directory and the pension fund administrators (reference data seeded with the database; shared
// by every business).
import { type Executor, financialInstitutions, pensionFundAdministrators } from '@paydesk/db';
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

/**
 * The pension fund administrators, by name: all of them, or those of these ids (operators may edit the list; see
 * packages/db/src/seed.ts).
 */
export function listPensionProviders(db: Executor, ids?: number[]) {
  return db
    .select({
      id: pensionFundAdministrators.id,
      name: pensionFundAdministrators.name,
      pencomCode: pensionFundAdministrators.pencomCode,
    })
    .from(pensionFundAdministrators)
    .where(ids ? inArray(pensionFundAdministrators.id, ids) : undefined)
    .orderBy(asc(pensionFundAdministrators.name));
}

/** The pension fund administrator of an id, or null when the list has none. */
export async function findPensionProvider(db: Executor, id: number) {
  const [row] = await listPensionProviders(db, [id]);
  return row ?? null;
}

/** The pension fund administrators' names by id: all of them, or those of these ids. */
export async function pensionProviderNames(db: Executor, ids?: number[]): Promise<Map<number, string>> {
  const rows = await listPensionProviders(db, ids);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * SQL text: the name of the pension fund administrator this expression names, as a scalar subquery (null for none),
 * for a statement written as text (people's employee list). The argument is an SQL expression (a column or a
 * parameter reference), never a value.
 */
export function pensionProviderNameText(pfaId: string): string {
  return `(select pension_provider.name from pension_fund_administrators pension_provider
      where pension_provider.id = ${pfaId})`;
}
