import { describe, expect, it } from 'vitest';
import {
  type DirectoryBank,
  type DirectoryPfa,
  readAccountNumber,
  readBank,
  readDate,
  readPfa,
  readPhoneNumber,
} from './employee-cells.ts';

const bank = (institutionCode: string, institutionName: string, v1InstitutionCode: string | null = null) =>
  ({ institutionCode, institutionName, v1InstitutionCode, v1InstitutionShortName: null }) as DirectoryBank;
const BANKS = [
  bank('000013', 'GTBANK PLC', '058'),
  bank('000016', 'FIRST BANK OF NIGERIA', '011'),
  bank('000011', 'UNITY BANK', '215'),
  bank('090267', 'KUDA MICROFINANCE BANK'),
  bank('000001', 'STERLING BANK', '232'),
];
const PFAS: DirectoryPfa[] = [
  { id: 1, name: 'Access ARM Pensions', pencomCode: '024' },
  { id: 2, name: 'Stanbic IBTC Pension Managers', pencomCode: '021' },
  { id: 3, name: 'Stanbic Other Pensions', pencomCode: null },
];

describe('account and phone numbers that lost their leading 0', () => {
  it('a 9-digit account number gets its 0 back, with a note', () => {
    expect(readAccountNumber('123456789')).toEqual({
      value: '0123456789',
      note: 'Leading 0 restored: 123456789 is read as 0123456789',
    });
  });
  it('a 10-digit account number is kept as typed, without a note', () => {
    expect(readAccountNumber('0123456789')).toEqual({ value: '0123456789' });
    expect(readAccountNumber('12345678')).toEqual({ value: '12345678' });
  });
  it('a 10-digit mobile number gets its 0 back; full and +234 numbers are kept', () => {
    expect(readPhoneNumber('8031234567')).toEqual({
      value: '08031234567',
      note: 'Leading 0 restored: 8031234567 is read as 08031234567',
    });
    expect(readPhoneNumber('9011234567')).toMatchObject({ value: '09011234567' });
    expect(readPhoneNumber('0803 123 4567')).toEqual({ value: '08031234567' });
    expect(readPhoneNumber('+2348031234567')).toEqual({ value: '+2348031234567' });
    expect(readPhoneNumber('5031234567')).toEqual({ value: '5031234567' });
  });
});

describe('dates', () => {
  it('reads dd/mm/yyyy day first, and ISO dates as they are', () => {
    expect(readDate('31/01/2026', 'Employment date')).toEqual({ value: '2026-01-31' });
    expect(readDate('5/3/2024', 'Employment date')).toEqual({ value: '2024-03-05' });
    expect(readDate('05-03-2024', 'Employment date')).toEqual({ value: '2024-03-05' });
    expect(readDate('2024-03-05', 'Employment date')).toEqual({ value: '2024-03-05' });
  });
  it('refuses a day that does not exist and text that is no date, naming the field', () => {
    expect(readDate('31/02/2026', 'Employment date')).toEqual({
      error: 'Employment date 31/02/2026 is not a day of the calendar',
    });
    expect(readDate('01/13/2026', 'Employment date')).toMatchObject({ error: /not a day/ });
    expect(readDate('next monday', 'Employment date')).toEqual({
      error: 'Employment date must be a date like 31/01/2026 or 2026-01-31',
    });
  });
});

describe('banks', () => {
  it('reads a NIP code as it is', () => {
    expect(readBank('000013', BANKS)).toEqual({ value: BANKS[0] });
  });
  it('reads a CBN code, noting the bank it names', () => {
    expect(readBank('058', BANKS)).toEqual({ value: BANKS[0], note: 'Bank code 058 is GTBANK PLC' });
  });
  it('reads an official name or an alias in any case', () => {
    expect(readBank('gtbank plc', BANKS)).toEqual({ value: BANKS[0] });
    expect(readBank('GTCO', BANKS)).toMatchObject({ value: BANKS[0], note: 'Bank "GTCO" is GTBANK PLC' });
    expect(readBank('kuda', BANKS)).toMatchObject({ value: BANKS[3] });
  });
  it('restores a code that lost its zeros only when one bank fits', () => {
    expect(readBank('58', BANKS)).toMatchObject({ value: BANKS[0], note: /Leading 0 restored/ });
    expect(readBank('90267', BANKS)).toMatchObject({ value: BANKS[3] });
    // 011 is First Bank's CBN code and 000011 Unity Bank's NIP code.
    expect(readBank('11', BANKS)).toEqual({
      error: "Bank code 11 could be FIRST BANK OF NIGERIA or UNITY BANK; write the bank's name instead",
    });
  });
  it('refuses a bank it does not know, naming the field', () => {
    expect(readBank('Bank of Atlantis', BANKS)).toMatchObject({
      error: /^Bank "Bank of Atlantis" is not in/,
    });
    expect(readBank('424242', BANKS)).toMatchObject({ error: /^Bank code 424242 is not in the bank list/ });
  });
});

describe('pension fund administrators', () => {
  it('reads a name in any case, or a part only one PFA has', () => {
    expect(readPfa('access arm pensions', PFAS)).toEqual({ value: PFAS[0] });
    expect(readPfa('Stanbic IBTC', PFAS)).toEqual({
      value: PFAS[1],
      note: 'PFA "Stanbic IBTC" is Stanbic IBTC Pension Managers',
    });
  });
  it('reads the id of the first templates and a PenCom code', () => {
    expect(readPfa('2', PFAS)).toMatchObject({ value: PFAS[1] });
    expect(readPfa('024', PFAS)).toMatchObject({ value: PFAS[0] });
  });
  it('refuses an unknown or ambiguous PFA, naming the field', () => {
    expect(readPfa('Stanbic', PFAS)).toMatchObject({
      error: /^Pension fund administrator "Stanbic" could be/,
    });
    expect(readPfa('Nobody Pensions', PFAS)).toMatchObject({ error: /^Pension fund administrator "Nobody/ });
    expect(readPfa('99', PFAS)).toMatchObject({ error: /^Pension fund administrator 99 is not in/ });
  });
});
