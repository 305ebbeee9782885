import type { Transfer } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { payoutTimeline } from './payout-timeline.ts';

const base: Transfer = {
  _id: 't1',
  reference: 'PD-1',
  batchId: null,
  lineNo: null,
  sourceWalletId: 'w1',
  sourceWalletName: 'Main',
  beneficiaryId: null,
  bankCode: '000013',
  bankName: 'GTBank',
  accountNumber: '0123456789',
  accountName: 'Ada Obi',
  channel: 'bank',
  amount: 100_00,
  fee: 10_75,
  narration: 'Rent',
  status: 'accepted',
  sessionId: null,
  providerReference: null,
  failureReason: null,
  reversal: { state: 'none', reversedAt: null },
  initiatedBy: null,
  initiatedByName: null,
  approvalRequestId: null,
  approvedByNames: [],
  createdAt: '2026-11-28T09:00:00.000Z',
  sentAt: null,
  settledAt: null,
  failedAt: null,
};
const labels = (t: Partial<Transfer>) =>
  payoutTimeline({ ...base, ...t }).map((s) => [s.label, s.at, s.tone]);

describe('a payout timeline', () => {
  it('waits to be sent, then for the bank, never guessing a time', () => {
    expect(labels({})).toEqual([
      ['Queued', base.createdAt, 'done'],
      ['Waiting to be sent to the bank', null, 'waiting'],
    ]);
    expect(labels({ status: 'pending', sentAt: '2026-11-28T09:00:02.000Z' })).toEqual([
      ['Queued', base.createdAt, 'done'],
      ['Sent to the bank', '2026-11-28T09:00:02.000Z', 'done'],
      ["Waiting for the bank's answer", null, 'waiting'],
    ]);
  });
  it('ends settled, or failed with the reason and the money returned', () => {
    const sent = { sentAt: '2026-11-28T09:00:02.000Z' };
    expect(labels({ ...sent, status: 'settled', settledAt: '2026-11-28T09:01:00.000Z' }).at(-1)).toEqual([
      'Paid: the bank confirmed it',
      '2026-11-28T09:01:00.000Z',
      'done',
    ]);
    const reversed = payoutTimeline({
      ...base,
      ...sent,
      status: 'reversed',
      failureReason: 'Beneficiary account is dormant',
      failedAt: '2026-11-28T09:01:00.000Z',
      reversal: { state: 'reversed', reversedAt: '2026-11-28T09:01:00.000Z' },
    });
    expect(reversed.map((s) => s.label)).toEqual([
      'Queued',
      'Sent to the bank',
      'Failed at the bank',
      'Money returned to the wallet',
    ]);
    expect(reversed[2]!.detail).toBe('Beneficiary account is dormant');
  });
  it('a transfer to a Paydesk wallet is paid at once', () => {
    expect(labels({ channel: 'wallet', status: 'settled', settledAt: base.createdAt })).toEqual([
      ['Queued', base.createdAt, 'done'],
      ['Paid into the Paydesk wallet', base.createdAt, 'done'],
    ]);
  });
});
