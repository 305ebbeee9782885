// The rules form edits naira and percentages as typed text; the request carries kobo and basis points. Validation is
// the contract's schema, its messages placed next to the fields.
import {
  type FeeBearer,
  type FundingMode,
  type OnDemandRules,
  type OnDemandRulesRequest,
  onDemandRulesRequest,
} from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';

export interface RulesFormValues {
  accessPercent: string;
  payday: string;
  cutOffDays: string;
  minWithdrawal: string;
  maxWithdrawal: string;
  withdrawalsPerPeriod: string;
  feeType: 'flat' | 'percent';
  /** Naira when flat, percent (two decimals) when percent. */
  feeValue: string;
  feeBearer: FeeBearer;
  approvalRequired: boolean;
  approverIds: string[];
  savingsEnabled: boolean;
  fundingMode: FundingMode;
}

export type RulesFormErrors = Partial<Record<keyof RulesFormValues, string>>;

export const EMPTY_RULES_FORM: RulesFormValues = {
  accessPercent: '50',
  payday: '28',
  cutOffDays: '3',
  minWithdrawal: '1000',
  maxWithdrawal: '0',
  withdrawalsPerPeriod: '2',
  feeType: 'flat',
  feeValue: '500',
  feeBearer: 'employee',
  approvalRequired: false,
  approverIds: [],
  savingsEnabled: false,
  fundingMode: 'prefunded',
};

/** 123450 → '1234.50'. */
const koboToInput = (kobo: number) => `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
const integer = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
/** '' and '0' are 0 kobo; anything else must read as naira. */
const kobo = (text: string) => (/^\s*0*(\.0*)?\s*$/.test(text) ? 0 : (parseNaira(text.trim()) ?? Number.NaN));
const basisPoints = (text: string) => {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
};

export function rulesToForm(rules: OnDemandRules | null): RulesFormValues {
  if (!rules) return EMPTY_RULES_FORM;
  return {
    accessPercent: String(rules.accessPercent),
    payday: String(rules.payday),
    cutOffDays: String(rules.cutOffDays),
    minWithdrawal: koboToInput(rules.minWithdrawal),
    maxWithdrawal: koboToInput(rules.maxWithdrawal),
    withdrawalsPerPeriod: String(rules.withdrawalsPerPeriod),
    feeType: rules.feeType,
    feeValue:
      rules.feeType === 'flat'
        ? koboToInput(rules.feeValue)
        : `${Math.floor(rules.feeValue / 100)}.${String(rules.feeValue % 100).padStart(2, '0')}`,
    feeBearer: rules.feeBearer,
    approvalRequired: rules.approvalRequired,
    approverIds: rules.approverIds,
    savingsEnabled: rules.savingsEnabled,
    fundingMode: rules.fundingMode,
  };
}

const NOT_A_NUMBER: RulesFormErrors = {
  accessPercent: 'Access share must be a whole number',
  payday: 'Payday must be a day of the month',
  cutOffDays: 'Cut-off must be 0 to 15 days',
  minWithdrawal: 'Enter an amount in naira, e.g. 1000 or 1000.50',
  maxWithdrawal: 'Enter an amount in naira, e.g. 50000',
  withdrawalsPerPeriod: 'Allow at least one withdrawal',
  feeValue: 'Enter the fee as a number',
};

/** The request, or the message of each field that is wrong. */
export function formToRules(
  values: RulesFormValues,
): { ok: true; body: OnDemandRulesRequest } | { ok: false; errors: RulesFormErrors } {
  const body = {
    accessPercent: integer(values.accessPercent),
    payday: integer(values.payday),
    cutOffDays: integer(values.cutOffDays),
    minWithdrawal: kobo(values.minWithdrawal),
    maxWithdrawal: kobo(values.maxWithdrawal),
    withdrawalsPerPeriod: integer(values.withdrawalsPerPeriod),
    feeType: values.feeType,
    feeValue: values.feeType === 'flat' ? kobo(values.feeValue) : basisPoints(values.feeValue),
    feeBearer: values.feeBearer,
    approvalRequired: values.approvalRequired,
    approverIds: values.approvalRequired ? values.approverIds : [],
    savingsEnabled: values.savingsEnabled,
    fundingMode: values.fundingMode,
  };
  const errors: RulesFormErrors = {};
  for (const [field, value] of Object.entries(body))
    if (typeof value === 'number' && Number.isNaN(value))
      errors[field as keyof RulesFormValues] = NOT_A_NUMBER[field as keyof RulesFormValues];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = onDemandRulesRequest.safeParse(body);
  if (parsed.success) return { ok: true, body };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof RulesFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
