import { describe, expect, it } from 'vitest';
import {
  createEmployeeRequest,
  employeeListQuery,
  normaliseNigerianPhone,
  updateEmployeeRequest,
} from './people.ts';

const minimal = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'Ada@Example.ng',
  phoneNumber: '0803 123 4567',
  staffId: 'EMP-001',
  bankCode: '058',
  accountNumber: '0123456789',
  grossPay: 35_000_000,
};

describe('employee contracts', () => {
  it('normalises Nigerian phone numbers to +234', () => {
    expect(normaliseNigerianPhone('08031234567')).toBe('+2348031234567');
    expect(normaliseNigerianPhone('2348031234567')).toBe('+2348031234567');
    expect(normaliseNigerianPhone('+2348031234567')).toBe('+2348031234567');
    expect(createEmployeeRequest.parse(minimal).phoneNumber).toBe('+2348031234567');
  });

  it('fills the defaults of a new employee and lower-cases the email', () => {
    const parsed = createEmployeeRequest.parse(minimal);
    expect(parsed).toMatchObject({
      email: 'ada@example.ng',
      employmentType: 'full-time',
      payFrequency: 'monthly',
    });
    expect(parsed).toMatchObject({ nhf: false, pfaId: null, middleName: null });
  });

  it('refuses unknown fields, a bad phone, a short account number and fractional kobo, naming each field', () => {
    const result = createEmployeeRequest.safeParse({
      ...minimal,
      phoneNumber: '12345',
      accountNumber: '123',
      grossPay: 10.5,
      salary: 1,
    });
    const paths = result.error?.issues.map((i) => i.path.join('.') || i.code);
    expect(paths).toEqual(
      expect.arrayContaining(['phoneNumber', 'accountNumber', 'grossPay', 'unrecognized_keys']),
    );
  });

  it('an update carries only the fields sent, and bank fields travel together', () => {
    expect(updateEmployeeRequest.parse({ jobTitle: 'Cashier' })).toEqual({ jobTitle: 'Cashier' });
    expect(updateEmployeeRequest.safeParse({ bankCode: '058' }).success).toBe(false);
  });

  it('an exit date before the employment date is refused on exitDate', () => {
    const result = createEmployeeRequest.safeParse({
      ...minimal,
      employmentDate: '2025-05-01',
      exitDate: '2025-04-30',
    });
    expect(result.error?.issues[0]?.path).toEqual(['exitDate']);
  });

  it('the list query reads a comma list of statuses', () => {
    expect(employeeListQuery.parse({ status: 'active,disabled' }).status).toEqual(['active', 'disabled']);
    expect(employeeListQuery.safeParse({ status: 'gone' }).success).toBe(false);
  });
});
