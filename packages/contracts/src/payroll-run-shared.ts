// Pieces the payroll-run contracts share; not re-exported from index.ts (the public ones are in the files that use them).
import { STATUTORY_ITEMS } from '@paydesk/payroll';
import { z } from 'zod';
import { type StatutoryField, statutoryField } from './payroll-run-codes.ts';

export const uuid = (what: string) => z.string().uuid(`${what} not found`);
export const named = z.object({ _id: z.string(), name: z.string() });
export const reason = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(3, `${label} must be at least 3 characters`)
    .max(500, `${label} must be at most 500 characters`);

/** Every statutory item's amount (PAYE, pension, NHF, NHIS, NSITF, ITF …), in the catalogue's order. */
export const statutoryKobo = Object.fromEntries(
  STATUTORY_ITEMS.map((item) => [statutoryField(item.code), z.number().int()]),
) as Record<StatutoryField, z.ZodNumber>;

/** A line's money (the employer's line and the employee's payslip). */
export const lineMoney = {
  grossPayKobo: z.number().int(),
  benefitsInKindKobo: z.number().int(),
  taxableIncomeKobo: z.number().int(),
  ...statutoryKobo,
  otherDeductionsKobo: z.number().int(),
  /** On-demand pay this payslip recovers (after tax, up to the net pay). */
  onDemandRecoveryKobo: z.number().int(),
  /** On-demand pay owed that did not fit in the net pay: carried forward to the next payroll. */
  onDemandCarriedForwardKobo: z.number().int(),
  totalDeductionsKobo: z.number().int(),
  netPayKobo: z.number().int(),
  employerCostKobo: z.number().int(),
};
