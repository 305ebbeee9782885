import { describe, expect, it } from 'vitest';
import { dayAfter, withdrawalsClosedReason } from './withdrawals-closed.ts';

const open = {
  earningsStopped: false,
  withdrawalsPaused: false,
  salaryPaid: false,
  afterCutOff: false,
  payday: '2026-11-28',
};
const show = (day: string) => day;

describe('why withdrawals are closed', () => {
  it('says on payday that they open again tomorrow, not that they are closed until payday', () => {
    expect(withdrawalsClosedReason({ ...open, afterCutOff: true }, '2026-11-28', show)).toBe(
      'Today is payday: withdrawals are closed and open again tomorrow, for the next pay period.',
    );
  });
  it('names the day after payday between the cut-off and payday', () => {
    expect(withdrawalsClosedReason({ ...open, afterCutOff: true }, '2026-11-27', show)).toBe(
      'Withdrawals are closed for this pay period. They open again on 2026-11-29, the day after payday.',
    );
  });
  it('is open before the cut-off', () => {
    expect(withdrawalsClosedReason(open, '2026-11-20', show)).toBeNull();
  });
  it('rolls over the month end', () => {
    expect(dayAfter('2026-11-30')).toBe('2026-12-01');
  });
});
