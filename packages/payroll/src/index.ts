// @paydesk/payroll: the pure payroll engine (no database, no I/O). Integer kobo in, integer kobo out.
export {
  type AnnualPayeDetail,
  type AnnualPayeInput,
  type AnnualPayeResult,
  annualPaye,
  annualPayeDetail,
} from './annual-paye.ts';
export type { DayCount } from './dates.ts';
export {
  addWorkingDays,
  DEADLINE_RULES,
  type DeadlineInput,
  dueDate,
  extendPastHoliday,
  type Holidays,
  isWorkingDay,
  monthsOrPartLate,
  type ObligationKind,
  type ObligationStatus,
  obligationStatus,
  PENALTY_RULES,
  type Penalty,
  penaltyOf,
  REMINDER_WORKING_DAYS,
  reminderDays,
} from './deadlines.ts';
export {
  DEDUCTION_TYPE_LABELS,
  DEDUCTION_TYPES,
  type DeductionType,
  deductionBase,
  deductionTypeLabel,
} from './deduction-types.ts';
export {
  type PayAdjustment,
  type PayslipContext,
  payslipInput,
  type StoredAllowance,
  type StructureVersion,
} from './input.ts';
export { computePayslip, emptyYtd } from './payslip.ts';
export {
  BANDS,
  bandTaxHundredths,
  type CraBase,
  DEFAULT_SETTINGS,
  NTA2025_FROM,
  type PayrollSettings,
  type Regime,
  regimeFor,
  type TaxBand,
} from './regimes.ts';
export {
  type ExplainablePayslip,
  explainPayslip,
  type StatuteContext,
  type StatuteLine,
} from './statute.ts';
export {
  byRemittance,
  citation,
  itemsOfRemittance,
  REMITTANCE_KINDS,
  RENT_RELIEF,
  remittanceName,
  rentReliefFormula,
  type ScheduleValue,
  STATUTORY_CODES,
  STATUTORY_ITEMS,
  STATUTORY_KEYS,
  STATUTORY_PARTY_KINDS,
  STATUTORY_REMITTANCES,
  type StatutoryBase,
  type StatutoryCode,
  type StatutoryItem,
  type StatutoryKey,
  type StatutoryOptIn,
  type StatutoryPartyKind,
  type StatutoryRemittance,
  type StatutoryRemittanceKind,
  type StatutorySide,
  statutoryItem,
  statutoryKey,
  statutoryRemittance,
  TAX_LAW,
} from './statutory.ts';
export type * from './types.ts';
