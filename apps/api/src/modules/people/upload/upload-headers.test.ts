import { EMPLOYEE_UPLOAD_COLUMNS, EMPLOYEE_UPLOAD_HEADERS } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { columnOfHeader, locateColumns } from './upload-headers.ts';

describe('the headers of an employee file', () => {
  it('every column is found by its plain words and by its own name', () => {
    for (const column of EMPLOYEE_UPLOAD_COLUMNS) {
      expect(columnOfHeader(EMPLOYEE_UPLOAD_HEADERS[column])).toBe(column);
      expect(columnOfHeader(column)).toBe(column);
    }
  });
  it('case, spacing and a bracketed note do not matter', () => {
    expect(columnOfHeader('  ACCOUNT NUMBER ')).toBe('accountNumber');
    expect(columnOfHeader('Gross pay')).toBe('grossPayNaira');
    expect(columnOfHeader('Gross Pay (₦)')).toBe('grossPayNaira');
    expect(columnOfHeader('first_name')).toBe('firstName');
    expect(columnOfHeader('PFA')).toBe('pfaId');
    expect(columnOfHeader('Bank name')).toBe('bankCode');
    expect(columnOfHeader('Notes')).toBeUndefined();
  });
  it('locates the columns of a file in any order, the first of two alike winning', () => {
    const found = locateColumns(['Email', 'Remarks', 'First name', 'firstName']);
    expect([...found]).toEqual([
      ['email', 0],
      ['firstName', 2],
    ]);
  });
});
