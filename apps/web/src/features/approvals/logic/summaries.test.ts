import { describe, expect, it } from 'vitest';
import { durationText } from './duration.ts';
import { payloadLines } from './payload-summary.ts';
import { hasNarrowingFilters, requestQuery } from './request-filters.ts';
import { conditionsText, stagesText } from './workflow-summary.ts';

describe('approvals summaries', () => {
  it("says a workflow's conditions in one line", () => {
    const name = (id: string) => (id === 'w1' ? 'Payroll' : undefined);
    expect(
      conditionsText({ minAmountKobo: 50_000_000, maxAmountKobo: null, sourceWalletId: null }, name),
    ).toBe('From ₦500,000.00, any wallet');
    expect(conditionsText({ minAmountKobo: 100, maxAmountKobo: 200, sourceWalletId: 'w1' }, name)).toBe(
      '₦1.00 to ₦2.00, from Payroll',
    );
    expect(conditionsText({ minAmountKobo: null, maxAmountKobo: null, sourceWalletId: null }, name)).toBe(
      'Any amount, any wallet',
    );
  });

  it('says the stages in their order with their rules', () => {
    const stage = (position: number, rule: 'any' | 'all' | 'n', n: number | null = null) => ({
      _id: String(position),
      position,
      name: null,
      approvers: { roleIds: [], memberIds: [] },
      rule,
      n,
    });
    expect(stagesText([stage(2, 'all'), stage(1, 'any'), stage(3, 'n', 2)])).toBe(
      '3 stages: any 1 → all → 2',
    );
  });

  it('sends the tab (awaiting me by default) with the filters, and knows when the list is narrowed', () => {
    expect(requestQuery({ page: 1 })).toEqual({ tab: 'awaiting-me' });
    expect(requestQuery({ page: 2, tab: 'all', status: 'pending', from: '2026-01-01' })).toEqual({
      tab: 'all',
      status: 'pending',
      from: '2026-01-01',
    });
    expect(hasNarrowingFilters({ page: 1, tab: 'initiated' })).toBe(false);
    expect(hasNarrowingFilters({ page: 1, action: 'transfer.single' })).toBe(true);
  });

  it('shows the payload without ids or PINs, amounts in naira', () => {
    expect(
      payloadLines({
        kind: 'wallet.move',
        sourceWalletId: 'x',
        paid: true,
        amount: 60_000_000,
        narration: 'Rent',
        pin: '1234',
        lines: [{}, {}],
      }),
    ).toEqual([
      ['Paid', 'Yes'],
      ['Amount', '₦600,000.00'],
      ['Narration', 'Rent'],
      ['Lines', '2 lines'],
    ]);
  });

  it('shows a transfer with its fee in naira, its bank by name and no internal key', () => {
    const transfer = {
      memberId: 'm',
      userId: 'u',
      sourceWalletId: 'w',
      beneficiaryId: null,
      bankCode: '000013',
      bankName: 'GTBank',
      accountNumber: '0111222333',
      accountName: 'ADA OBI',
      amount: 25_000_000,
      fee: 5_375,
      narration: 'Transfer to ADA OBI',
      idempotencyKey: '0b5f7c8e-2a1d-4c3b-9e8f-7a6b5c4d3e2f',
    };
    expect(payloadLines(transfer)).toEqual([
      ['Bank', 'GTBank'],
      ['Account number', '0111222333'],
      ['Account name', 'ADA OBI'],
      ['Amount', '₦250,000.00'],
      ['Fee', '₦53.75'],
      ['Narration', 'Transfer to ADA OBI'],
    ]);
    // A payload with only the code says the directory's name for it.
    const names = (code: string) => (code === '000013' ? 'GTBank' : undefined);
    expect(payloadLines({ bankCode: '000013', accountNumber: '0111222333' }, names)).toEqual([
      ['Bank', 'GTBank'],
      ['Account number', '0111222333'],
    ]);
    // A batch's `total` is a count, its totals of money are naira.
    expect(payloadLines({ total: 2, totalAmount: 300_000, totalFees: 5_376 })).toEqual([
      ['Count', '2'],
      ['Total amount', '₦3,000.00'],
      ['Total fees', '₦53.76'],
    ]);
  });

  it('says a median time to decision in the two largest units', () => {
    expect(durationText(42)).toBe('42 s');
    expect(durationText(60 * 12)).toBe('12 min');
    expect(durationText(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(durationText(2 * 86400 + 4 * 3600)).toBe('2 d 4 h');
  });
});
