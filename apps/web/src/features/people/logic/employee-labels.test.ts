import { describe, expect, it } from 'vitest';
import {
  EMPLOYMENT_TYPE_LABELS,
  historyFieldLabel,
  historyValue,
  PAY_FREQUENCY_LABELS,
} from './employee-labels.ts';

describe("an employee's stored values in words (issue 29)", () => {
  it('names each employment type and pay frequency as the form does', () => {
    expect(EMPLOYMENT_TYPE_LABELS['full-time']).toBe('Full-time');
    expect(EMPLOYMENT_TYPE_LABELS['part-time']).toBe('Part-time');
    expect(PAY_FREQUENCY_LABELS['bi-weekly']).toBe('Every two weeks');
  });

  it("names a changed field by the form's label, and one the form has not in words", () => {
    expect(historyFieldLabel('employmentType')).toBe('Employment type');
    expect(historyFieldLabel('grossPay')).toBe('Gross pay');
    expect(historyFieldLabel('stateOfResidence')).toBe('State of residence');
    expect(historyFieldLabel('someNewField')).toBe('Some new field');
  });

  it('shows money in naira, days as the one date rule, enums and yes/no in words', () => {
    expect(historyValue('grossPay', 15_000_050)).toBe('₦150,000.50');
    expect(historyValue('employmentDate', '2024-01-15')).toBe('15 Jan 2024');
    expect(historyValue('employmentType', 'part-time')).toBe('Part-time');
    expect(historyValue('payFrequency', 'monthly')).toBe('Monthly');
    expect(historyValue('status', 'disabled')).toBe('Disabled');
    expect(historyValue('nhf', true)).toBe('Yes');
    expect(historyValue('jobTitle', null)).toBe('—');
    expect(historyValue('jobTitle', 'Chef')).toBe('Chef');
    expect(historyFieldLabel('onDemandState')).toBe('On-demand pay');
    expect(historyValue('onDemandState', 'not-invited')).toBe('Not invited');
    expect(historyValue('onDemandState', 'invited')).toBe('Invited');
  });

  it('names banks and PFAs from their directories, and keeps the code when a directory lacks it', () => {
    const names = {
      bank: (code: string) => (code === '000013' ? 'GTBANK PLC' : undefined),
      pfa: (id: number) => (id === 7 ? 'Stanbic IBTC Pension Managers' : undefined),
    };
    expect(historyValue('bankCode', '000013', names)).toBe('GTBANK PLC');
    expect(historyValue('bankCode', '999999', names)).toBe('999999');
    expect(historyValue('pfaId', 7, names)).toBe('Stanbic IBTC Pension Managers');
    expect(historyValue('pfaId', 7)).toBe('7');
  });
});
