// Reference data shipped with the product: the NIP bank directory and pension fund administrators.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const financialInstitutions = pgTable('financial_institutions', {
  id: integer('id').primaryKey(),
  institutionCode: text('institution_code').notNull().unique(),
  institutionName: text('institution_name').notNull(),
  v1InstitutionCode: text('v1_institution_code'),
  category: text('category').notNull(),
  v1InstitutionShortName: text('v1_institution_short_name'),
});

export const pensionFundAdministrators = pgTable('pension_fund_administrators', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  pencomCode: text('pencom_code'),
});
