import { describe, expect, it } from 'vitest';
import { runHome } from './run-home.ts';

describe('where a payroll opens from the list', () => {
  const id = '3f0c2a8e-4c1b-4d57-9a55-0f2f6f1f7d10';
  it('a draft or a run in review opens its review (finalize)', () => {
    expect(runHome({ _id: id, status: 'draft' })).toBe(`/payroll/${id}/finalize`);
    expect(runHome({ _id: id, status: 'in-review' })).toBe(`/payroll/${id}/finalize`);
  });
  it('an approved or processing run opens the salary payment', () => {
    expect(runHome({ _id: id, status: 'approved' })).toBe(`/payroll/${id}/pay-salary`);
    expect(runHome({ _id: id, status: 'processing' })).toBe(`/payroll/${id}/pay-salary`);
  });
  it('a completed or rejected run opens its history page', () => {
    expect(runHome({ _id: id, status: 'completed' })).toBe(`/payroll/history/${id}`);
    expect(runHome({ _id: id, status: 'rejected' })).toBe(`/payroll/history/${id}`);
  });
});
