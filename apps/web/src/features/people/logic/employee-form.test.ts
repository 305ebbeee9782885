import { describe, expect, it } from 'vitest';
import { changedFields, EMPTY_EMPLOYEE_FORM, employeeFormSchema } from './employee-form.ts';

const typed = {
  ...EMPTY_EMPLOYEE_FORM,
  firstName: 'Adaeze',
  lastName: 'Nwosu',
  email: 'Adaeze@Example.ng',
  phoneNumber: '0803 123 4567',
  staffId: 'AF-014',
  bankCode: '058',
  accountNumber: '0123456789',
  grossPay: '250,000.50',
};

describe('the add-employee form is checked by the contract schema', () => {
  it('turns what was typed into the request: kobo, +234 phone, empty optional fields as null', () => {
    const parsed = employeeFormSchema.parse(typed);
    expect(parsed).toMatchObject({
      email: 'adaeze@example.ng',
      phoneNumber: '+2348031234567',
      grossPay: 25_000_050,
      department: null,
      employmentDate: null,
      pfaId: null,
      nhf: false,
    });
  });

  it('reads the annual rent in naira a year; blank is none declared; an amount that is not naira is refused', () => {
    expect(employeeFormSchema.parse({ ...typed, annualRent: '1,200,000' }).annualRent).toBe(120_000_000);
    expect(employeeFormSchema.parse(typed).annualRent).toBeNull();
    const result = employeeFormSchema.safeParse({ ...typed, annualRent: 'lots' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['annualRent']);
  });

  it('refuses a bad account number, a bad phone and a gross pay that is not naira, on those fields', () => {
    const result = employeeFormSchema.safeParse({
      ...typed,
      accountNumber: '12345',
      phoneNumber: '12',
      grossPay: 'lots',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['accountNumber', 'grossPay', 'phoneNumber']);
  });

  it('an edit sends only the changed fields, and the bank with the account number', () => {
    const before = employeeFormSchema.parse(typed);
    const after = employeeFormSchema.parse({ ...typed, jobTitle: 'Head chef', accountNumber: '9876543210' });
    expect(changedFields(before, after)).toEqual({
      jobTitle: 'Head chef',
      bankCode: '058',
      accountNumber: '9876543210',
    });
    expect(changedFields(before, before)).toEqual({});
  });
});
