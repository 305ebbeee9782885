import { describe, expect, it } from 'vitest';
import { editEmployeePath, employeeSlug } from './employee-paths.ts';

describe('the edit page of an employee: /people/employees/edit/{id}/{slug?}', () => {
  it('carries the id and a readable slug of the name', () => {
    const employee = { _id: 'e1', firstName: 'Adaeze', lastName: "Nwosu-O'Neil" };
    expect(employeeSlug(employee)).toBe('adaeze-nwosu-o-neil');
    expect(editEmployeePath(employee)).toBe('/people/employees/edit/e1/adaeze-nwosu-o-neil');
  });

  it('leaves the slug out when the name has no letters or digits to keep', () => {
    expect(editEmployeePath({ _id: 'e2', firstName: '—', lastName: '' })).toBe('/people/employees/edit/e2');
  });
});
