import { payStructureRequest } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  customDeductionBody,
  customDeductionErrors,
  customDeductionServerErrors,
  customDeductionValid,
  newCustomDeduction,
  START_DRAFT,
  structureBody,
} from './structure-form.ts';

const row = (patch: Partial<ReturnType<typeof newCustomDeduction>>) => ({
  ...newCustomDeduction(1),
  ...patch,
});

describe('pay structure form: custom deductions', () => {
  it('a fixed custom deduction is sent as kobo a month', () => {
    expect(customDeductionBody(row({ name: 'Cooperative', naira: '10000.5' }))).toEqual({
      name: 'Cooperative',
      rule: { kind: 'fixed', kobo: 1_000_050 },
    });
  });

  it('a percentage custom deduction is sent as basis points of the chosen deduction base', () => {
    expect(
      customDeductionBody(
        row({ name: 'Union dues', kind: 'percent', percent: 2.5, base: 'BASIC_AND_HOUSING' }),
      ),
    ).toEqual({ name: 'Union dues', rule: { kind: 'percent', basisPoints: 250, base: 'BASIC_AND_HOUSING' } });
  });

  it('the body holds both kinds, leaves out unnamed rows, and the contract accepts it', () => {
    const body = structureBody({
      ...START_DRAFT,
      custom: [
        row({ key: 1, name: 'Cooperative', naira: 10_000 }),
        row({ key: 2, name: '', naira: 5_000 }),
        row({ key: 3, name: 'Union dues', kind: 'percent', percent: 2, base: 'BASIC' }),
      ],
    });
    expect(body.deductions.custom_deductions).toEqual([
      { name: 'Cooperative', rule: { kind: 'fixed', kobo: 1_000_000 } },
      { name: 'Union dues', rule: { kind: 'percent', basisPoints: 200, base: 'BASIC' } },
    ]);
    expect(payStructureRequest.safeParse({ name: 'Standard', ...body }).success).toBe(true);
  });

  it('a rate above 100% gets the contract message', () => {
    expect(customDeductionErrors(row({ name: 'Loan', kind: 'percent', percent: 120 }))).toEqual({
      rate: 'Rate must be at most 100%',
    });
  });

  it('a negative amount and a missing name get the contract messages', () => {
    expect(customDeductionErrors(row({ name: ' ', naira: -5 }))).toEqual({
      name: 'Deduction name is required',
      amount: 'Amount cannot be negative',
    });
  });

  it('a valid row has no messages; an invalid one is not valid', () => {
    const loan = row({ name: 'Loan', kind: 'percent', percent: 10, base: 'GROSS_SALARY' });
    expect(customDeductionErrors(loan)).toEqual({});
    expect(customDeductionValid(loan)).toBe(true);
    expect(customDeductionValid({ ...loan, percent: 101 })).toBe(false);
  });
});

describe("pay structure form: the server's per-row custom deduction messages", () => {
  it('land on the row they concern, counting only the named rows the body sent', () => {
    // Row 1 is unnamed, so it was not sent: the server's row 1 is the form's row 2.
    const rows = [row({ name: 'Cooperative' }), row({ name: '' }), row({ name: 'cooperative' })];
    const body = payStructureRequest.safeParse({
      name: 'Standard',
      ...structureBody({ ...START_DRAFT, custom: rows }),
    });
    expect(body.success).toBe(false);
    const serverErrors = Object.fromEntries(
      (body.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(customDeductionServerErrors(serverErrors, rows)).toEqual([
      {},
      {},
      { name: 'Another deduction of this pay structure has this name' },
    ]);
  });

  it("maps an amount, a rate and a base to the row's fields and ignores other fields", () => {
    const rows = [row({ name: 'A' }), row({ name: 'B', kind: 'percent' })];
    expect(
      customDeductionServerErrors(
        {
          name: 'Enter a name',
          'deductions.custom_deductions.0.rule.kobo': 'Amount is too large',
          'deductions.custom_deductions.1.rule.basisPoints': 'Rate must be at most 100%',
          'deductions.custom_deductions.1.rule.base': 'Choose a base',
          'deductions.custom_deductions.7.name': 'No such row',
        },
        rows,
      ),
    ).toEqual([
      { amount: 'Amount is too large' },
      { rate: 'Rate must be at most 100%', base: 'Choose a base' },
    ]);
  });
});
