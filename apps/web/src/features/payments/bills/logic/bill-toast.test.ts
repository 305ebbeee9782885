import { describe, expect, it } from 'vitest';
import { groupedToken } from './bill-format.ts';
import { purchaseFailureToast } from './bill-toast.ts';

const bill = (status: 'pending' | 'successful' | 'failed', error: boolean) => ({
  status,
  error,
  failureReason: status === 'failed' ? 'Recharge failed at the network' : null,
});

describe('bill purchase toasts (spec §8)', () => {
  it("airtime, data and electricity toast the error only when status is 'failed'", () => {
    for (const category of ['airtime', 'data', 'electricity'] as const) {
      expect(purchaseFailureToast(category, bill('failed', true))).toBe('Recharge failed at the network');
      expect(purchaseFailureToast(category, bill('successful', false))).toBeNull();
      expect(purchaseFailureToast(category, bill('pending', false))).toBeNull();
      // Only the status counts for these, not the error flag.
      expect(
        purchaseFailureToast(category, { status: 'successful', error: true, failureReason: 'x' }),
      ).toBeNull();
    }
  });
  it('cable toasts when error is true, whatever the status says', () => {
    expect(
      purchaseFailureToast('cable-tv', { status: 'pending', error: true, failureReason: 'Card blocked' }),
    ).toBe('Card blocked');
    expect(
      purchaseFailureToast('cable-tv', { status: 'failed', error: false, failureReason: 'x' }),
    ).toBeNull();
    expect(purchaseFailureToast('cable-tv', { status: 'failed', error: true, failureReason: null })).toBe(
      'An error occurred',
    );
  });
  it('shows a token in groups of four', () => {
    expect(groupedToken('12345678901234567890')).toBe('1234-5678-9012-3456-7890');
  });
});
