// Reference data every installation needs: the NIP bank directory, the pension fund administrators and the
// Nigerian public holidays of this year and the next (pay dates skip them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { financialInstitutions, pensionFundAdministrators, publicHolidays } from './schema/index.ts';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed');

interface InstitutionRow {
  id: number;
  institutionCode: string;
  institutionName: string;
  v1InstitutionCode: string | null;
  category: string;
  v1InstitutionShortName: string | null;
}

export function readInstitutions(): InstitutionRow[] {
  return JSON.parse(readFileSync(path.join(seedDir, 'nip-institutions.json'), 'utf8'));
}

export function readPensionFundAdministrators(): { id: number; name: string; pencomCode: string | null }[] {
  return JSON.parse(readFileSync(path.join(seedDir, 'pension-fund-administrators.json'), 'utf8')).providers;
}

export function readPublicHolidays(): { day: string; name: string }[] {
  return JSON.parse(readFileSync(path.join(seedDir, 'nigerian-public-holidays.json'), 'utf8')).holidays;
}

/** Inserts or refreshes the reference rows; safe to run at every start. */
export async function seedReferenceData(db: Executor): Promise<void> {
  await db
    .insert(financialInstitutions)
    .values(readInstitutions())
    .onConflictDoUpdate({
      target: financialInstitutions.id,
      set: {
        institutionCode: sql`excluded.institution_code`,
        institutionName: sql`excluded.institution_name`,
        v1InstitutionCode: sql`excluded.v1_institution_code`,
        category: sql`excluded.category`,
        v1InstitutionShortName: sql`excluded.v1_institution_short_name`,
      },
    });
  // Operators may edit the administrators list without a release, so existing rows are left as they are.
  await db.insert(pensionFundAdministrators).values(readPensionFundAdministrators()).onConflictDoNothing();
  // A maintained setting: operators correct the expected Islamic holidays once declared, so rows stay as edited.
  await db.insert(publicHolidays).values(readPublicHolidays()).onConflictDoNothing();
}
