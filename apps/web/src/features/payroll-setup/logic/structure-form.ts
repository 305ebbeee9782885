// The pay structure form's draft and its mapping to the request body (save and preview alike). A custom deduction is
// a fixed amount a month or a percentage of one of the §3 deduction bases; its messages are the contract's own.
import { customDeduction, type DeductionType, type PayStructureRequest } from '@paydesk/contracts';
import { nairaToKobo, percentToBp } from './form-errors.ts';

export type CustomDeductionKind = 'fixed' | 'percent';

export interface CustomDeductionDraft {
  key: number;
  name: string;
  kind: CustomDeductionKind;
  /** With `fixed`: naira a month. */
  naira: number | string;
  /** With `percent`: the rate in percent of `base`. */
  percent: number | string;
  base: DeductionType;
}

export interface StructureDraft {
  name: string;
  /** Empty: from today. */
  effectiveFrom: string;
  basic: number | string;
  housing: number | string;
  transport: number | string;
  pensionOn: boolean;
  pensionBase: DeductionType;
  employeeRate: number | string;
  employerRate: number | string;
  nhf: boolean;
  nhis: boolean;
  custom: CustomDeductionDraft[];
}

export const START_DRAFT: StructureDraft = {
  name: '',
  effectiveFrom: '',
  basic: 50,
  housing: 30,
  transport: 20,
  pensionOn: true,
  pensionBase: 'BASIC_HOUSING_AND_TRANSPORT',
  employeeRate: 8,
  employerRate: 10,
  nhf: true,
  nhis: false,
  custom: [],
};

export const newCustomDeduction = (key: number): CustomDeductionDraft => ({
  key,
  name: '',
  kind: 'fixed',
  naira: 0,
  percent: 0,
  base: 'BASIC',
});

type CustomDeductionBody = NonNullable<PayStructureRequest['deductions']['custom_deductions']>[number];

export function customDeductionBody(c: CustomDeductionDraft): CustomDeductionBody {
  return {
    name: c.name,
    rule:
      c.kind === 'percent'
        ? { kind: 'percent', basisPoints: percentToBp(c.percent), base: c.base }
        : { kind: 'fixed', kobo: nairaToKobo(c.naira) },
  };
}

/** The contract's message per field of one custom deduction ('name', 'amount', 'rate', 'base'); empty when valid. */
export function customDeductionErrors(c: CustomDeductionDraft): Record<string, string> {
  const parsed = customDeduction.safeParse(customDeductionBody(c));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const last = issue.path.at(-1);
    const field = last === 'kobo' ? 'amount' : last === 'basisPoints' ? 'rate' : String(last);
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The server's messages for deductions.custom_deductions rows ('deductions.custom_deductions.1.rule.kobo'), placed on
 * the form's rows: the body sends only named rows, so the server's index counts named rows. One entry per form row,
 * keyed like customDeductionErrors ('name', 'amount', 'rate', 'base').
 */
export function customDeductionServerErrors(
  serverErrors: Record<string, string>,
  rows: CustomDeductionDraft[],
): Array<Record<string, string>> {
  const sentIndex = new Map<number, number>();
  rows.forEach((row, i) => {
    if (row.name.trim()) sentIndex.set(sentIndex.size, i);
  });
  const perRow = rows.map(() => ({}) as Record<string, string>);
  for (const [path, message] of Object.entries(serverErrors)) {
    const match = /^deductions\.custom_deductions\.(\d+)(?:\.(.+))?$/.exec(path);
    if (!match) continue;
    const row = sentIndex.get(Number(match[1]));
    if (row === undefined) continue;
    const last = (match[2] ?? 'name').split('.').at(-1);
    const field =
      last === 'kobo' ? 'amount' : last === 'basisPoints' ? 'rate' : last === 'base' ? 'base' : 'name';
    perRow[row]![field] ??= message;
  }
  return perRow;
}

export const customDeductionValid = (c: CustomDeductionDraft) =>
  customDeduction.safeParse(customDeductionBody(c)).success;

/** The request body without the name: what the preview sends, and save with the name added. Unnamed custom
 * deductions are rows still being filled in and are left out. */
export function structureBody(d: StructureDraft): Omit<PayStructureRequest, 'name'> {
  const pct = (v: number | string) => ({ kind: 'percent' as const, basisPoints: percentToBp(v) });
  return {
    components: {
      basic: pct(d.basic),
      housing: Number(d.housing) > 0 ? pct(d.housing) : null,
      transport: Number(d.transport) > 0 ? pct(d.transport) : null,
      others: [],
    },
    deductions: {
      pension: d.pensionOn
        ? {
            base: d.pensionBase,
            employeeRate: percentToBp(d.employeeRate),
            employerRate: percentToBp(d.employerRate),
          }
        : null,
      nhf: d.nhf,
      nhis: d.nhis ? { employeeRate: 500, employerRate: 1_000 } : null,
      custom_deductions: d.custom.filter((c) => c.name.trim()).map(customDeductionBody),
    },
  };
}
