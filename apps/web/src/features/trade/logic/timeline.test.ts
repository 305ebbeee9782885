import type { TradeAdvance } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { timelineOf } from './timeline.ts';

const base: TradeAdvance = {
  _id: 'a',
  reference: 'TRD-1',
  companyName: 'Adunni Foods Ltd',
  buyerName: 'Shoprite',
  buyerEmail: 'ap@shoprite.example',
  invoiceNumber: 'INV-1',
  invoiceAmount: 1_000_000_00,
  issueDate: '2026-11-01',
  dueDate: '2026-12-01',
  document: { _id: 'd', fileName: 'inv.pdf', mimeType: 'application/pdf', size: 10 },
  requestedAmount: 800_000_00,
  maxAdvance: 800_000_00,
  approvedAmount: null,
  fee: null,
  repaidAmount: 0,
  outstanding: 0,
  status: 'submitted',
  rejectionReason: null,
  walletId: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  reviewStartedAt: null,
  approvedAt: null,
  rejectedAt: null,
  disbursedAt: null,
  overdueAt: null,
  repaidAt: null,
  repayments: [],
};

describe('the timeline of an advance', () => {
  it('a new request shows only its submission', () => {
    expect(timelineOf(base).map((s) => s.label)).toEqual(['Submitted']);
  });
  it('a repaid advance lists review, approval, disbursement and each repayment in time order', () => {
    const steps = timelineOf({
      ...base,
      status: 'repaid',
      approvedAmount: 500_000_00,
      reviewStartedAt: '2026-11-02T10:00:00.000Z',
      approvedAt: '2026-11-02T11:00:00.000Z',
      disbursedAt: '2026-11-02T11:00:00.000Z',
      repaidAt: '2026-11-20T08:00:00.000Z',
      repayments: [
        {
          _id: 'r2',
          reference: 'TRP-2',
          amount: 15_000_00,
          walletId: 'w',
          createdAt: '2026-11-20T08:00:00.000Z',
        },
        {
          _id: 'r1',
          reference: 'TRP-1',
          amount: 500_000_00,
          walletId: 'w',
          createdAt: '2026-11-10T08:00:00.000Z',
        },
      ],
    });
    expect(steps.map((s) => s.label)).toEqual([
      'Submitted',
      'Review started',
      'Approved',
      'Disbursed to your main wallet',
      'Repaid ₦500,000.00',
      'Repaid ₦15,000.00',
      'Fully repaid',
    ]);
  });
  it('a rejected request carries its reason', () => {
    const steps = timelineOf({
      ...base,
      status: 'rejected',
      rejectedAt: '2026-11-03T09:00:00.000Z',
      rejectionReason: 'Unknown buyer',
    });
    expect(steps.at(-1)).toMatchObject({ label: 'Rejected', detail: 'Unknown buyer' });
  });
});
