import { describe, expect, it } from 'vitest';
import {
  createPayrollRunRequest,
  PAYROLL_RUN_PATHS,
  PAYROLL_RUN_STATUS_STYLE,
  payrollRunPath,
  rejectPayrollRequest,
  updatePayrollLineRequest,
} from './index.ts';

describe('payroll run contracts', () => {
  it('in-review and processing share one style (spec §4)', () => {
    expect(PAYROLL_RUN_STATUS_STYLE['in-review']).toBe(PAYROLL_RUN_STATUS_STYLE.processing);
    expect(new Set(Object.values(PAYROLL_RUN_STATUS_STYLE)).size).toBeGreaterThan(2);
  });

  it('fills path params', () => {
    expect(payrollRunPath(PAYROLL_RUN_PATHS.line, { id: 'r1', lineId: 'l2' })).toBe(
      '/payroll/runs/r1/lines/l2',
    );
  });

  it('a run needs a period in order and pay groups or everyone', () => {
    const base = { periodStart: '2026-03-01', periodEnd: '2026-03-31' };
    expect(createPayrollRunRequest.safeParse({ ...base, everyone: true }).success).toBe(true);
    const none = createPayrollRunRequest.safeParse(base);
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.path).toEqual(['pay_group_ids']);
    const reversed = createPayrollRunRequest.safeParse({ ...base, periodEnd: '2026-02-01', everyone: true });
    expect(reversed.error?.issues[0]?.path).toEqual(['periodEnd']);
  });

  it('a line edit and a rejection need a reason', () => {
    expect(
      updatePayrollLineRequest.safeParse({ add: [{ kind: 'bonus', name: 'Bonus', amountKobo: 100 }] })
        .success,
    ).toBe(false);
    expect(
      updatePayrollLineRequest.safeParse({
        add: [{ kind: 'bonus', name: 'Bonus', amountKobo: 100 }],
        reason: 'Target met',
      }).success,
    ).toBe(true);
    expect(updatePayrollLineRequest.safeParse({ reason: 'Nothing to do' }).success).toBe(false);
    expect(rejectPayrollRequest.safeParse({ reason: ' ' }).success).toBe(false);
  });
});
