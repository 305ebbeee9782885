import { describe, expect, it } from 'vitest';
import { decisionToast } from './api/decision-mutations.ts';
import { LINK_COPY, WITHDRAWALS_COPY } from './copy.ts';

describe('on-demand pay texts (spec §8)', () => {
  it('toasts the decision by the request kind, word for word', () => {
    expect(decisionToast('approve', 'withdrawal')).toBe('Withdrawal Approved');
    expect(decisionToast('reject', 'withdrawal')).toBe('Withdrawal Rejected');
    expect(decisionToast('approve', 'saving')).toBe('Savings request approved');
    expect(decisionToast('reject', 'saving')).toBe('Savings request rejected');
  });
});

describe('the emailed approval link and the PIN step of approving (issue 25)', () => {
  it('names the employee as the one who asks and the approver as the one who decides', () => {
    expect(LINK_COPY.intro({ employee: 'Amaka Nwosu', company: 'Ikeja Bakery' })).toBe(
      'Amaka Nwosu, an employee of Ikeja Bakery, asks for on-demand pay.',
    );
    expect(LINK_COPY.decideAs('Chidi Eze')).toBe(
      'You decide as Chidi Eze: approve or reject it with your transaction PIN.',
    );
  });

  it('the PIN dialog says what approving pays', () => {
    const what = WITHDRAWALS_COPY.one('withdrawal', 'Amaka Nwosu', '₦1,000.00');
    expect(WITHDRAWALS_COPY.approving(what)).toBe('approving the withdrawal of ₦1,000.00 by Amaka Nwosu');
  });
});
