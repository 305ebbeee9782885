// Deduction types (spec §3): the base a pension rate or a percentage deduction applies to, with display labels.

export const DEDUCTION_TYPES = [
  'BASIC',
  'HOUSING',
  'TRANSPORT',
  'BASIC_AND_HOUSING',
  'BASIC_AND_TRANSPORT',
  'HOUSING_AND_TRANSPORT',
  'BASIC_HOUSING_AND_TRANSPORT',
  'GROSS_SALARY',
] as const;

export type DeductionType = (typeof DEDUCTION_TYPES)[number];

export const DEDUCTION_TYPE_LABELS: Record<DeductionType, string> = {
  BASIC: 'Basic',
  HOUSING: 'Housing',
  TRANSPORT: 'Transport',
  BASIC_AND_HOUSING: 'Basic and Housing',
  BASIC_AND_TRANSPORT: 'Basic and Transport',
  HOUSING_AND_TRANSPORT: 'Housing and Transport',
  BASIC_HOUSING_AND_TRANSPORT: 'Basic, Housing, and Transport',
  GROSS_SALARY: 'Gross Salary',
};

/** The display label of a deduction type; unknown values display as empty (spec §3). */
export function deductionTypeLabel(value: string): string {
  return (DEDUCTION_TYPE_LABELS as Record<string, string>)[value] ?? '';
}

/** The base in kobo: the sum of the components the type names; GROSS_SALARY is every structure component. */
export function deductionBase(
  type: DeductionType,
  parts: { basic: number; housing: number; transport: number; structureGross: number },
): number {
  switch (type) {
    case 'BASIC':
      return parts.basic;
    case 'HOUSING':
      return parts.housing;
    case 'TRANSPORT':
      return parts.transport;
    case 'BASIC_AND_HOUSING':
      return parts.basic + parts.housing;
    case 'BASIC_AND_TRANSPORT':
      return parts.basic + parts.transport;
    case 'HOUSING_AND_TRANSPORT':
      return parts.housing + parts.transport;
    case 'BASIC_HOUSING_AND_TRANSPORT':
      return parts.basic + parts.housing + parts.transport;
    case 'GROSS_SALARY':
      return parts.structureGross;
    default:
      throw new RangeError(`unknown deduction type ${String(type)}`);
  }
}
