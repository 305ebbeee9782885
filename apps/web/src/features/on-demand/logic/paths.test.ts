import { describe, expect, it } from 'vitest';
import { payrollPayslipsPath } from './paths.ts';

describe('the link from a recovery to the payroll that made it', () => {
  it("opens the run's pay page on the employee's payslip when the recovery names the line", () => {
    expect(payrollPayslipsPath('run-1', 'line-2')).toBe('/payroll/run-1/pay-salary?payslip=line-2');
  });

  it("opens the run's payslips when the recovery names no line", () => {
    expect(payrollPayslipsPath('run-1', null)).toBe('/payroll/run-1/pay-salary');
    expect(payrollPayslipsPath('run-1')).toBe('/payroll/run-1/pay-salary');
  });
});
