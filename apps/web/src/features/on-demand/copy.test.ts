import { describe, expect, it } from 'vitest';
import { decisionToast } from './api/decision-mutations.ts';

describe('on-demand pay texts (spec §8)', () => {
  it('toasts the decision by the request kind, word for word', () => {
    expect(decisionToast('approve', 'withdrawal')).toBe('Withdrawal Approved');
    expect(decisionToast('reject', 'withdrawal')).toBe('Withdrawal Rejected');
    expect(decisionToast('approve', 'saving')).toBe('Savings request approved');
    expect(decisionToast('reject', 'saving')).toBe('Savings request rejected');
  });
});
