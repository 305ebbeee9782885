import { describe, expect, it } from 'vitest';
import { emptyLine, lineDuplicates, lineReady, lineTotals, requestLines } from './transfer-lines.ts';

const schedule = { bands: [{ upTo: null, fee: 1_000 }], vatBps: 750, walletTransferFee: 0, quote: null };
const wallet = {
  _id: 'b-wallet',
  type: 'transfers' as const,
  name: 'X',
  bankCode: '999999',
  bankName: null,
  accountNumber: '1234567890',
  accountName: 'X',
  nickname: null,
  isPaydeskWallet: true,
  createdAt: '',
};

describe('multiple transfer lines', () => {
  it('sums amounts and fees, a Paydesk wallet line at the wallet fee', () => {
    const lines = [
      {
        ...emptyLine(),
        accountName: 'ADA',
        bankCode: '000001',
        accountNumber: '0123456789',
        amountText: '1,000',
      },
      { ...emptyLine(), beneficiaryId: 'b-wallet', amountText: '250.50' },
    ];
    expect(lineTotals(lines, schedule, [wallet])).toEqual({
      count: 2,
      amount: 125_050,
      fees: 1_075,
      total: 126_125,
    });
  });
  it('a line is ready with a checked account or a beneficiary and a positive amount', () => {
    expect(lineReady({ ...emptyLine(), amountText: '10' })).toBe(false);
    expect(lineReady({ ...emptyLine(), accountName: 'ADA', amountText: '0' })).toBe(false);
    expect(lineReady({ ...emptyLine(), beneficiaryId: 'b', amountText: '10' })).toBe(true);
  });
  it('sends a beneficiary line by id and an account line by bank and number', () => {
    const lines = [
      { ...emptyLine(), beneficiaryId: 'b', bankCode: '000001', amountText: '1' },
      { ...emptyLine(), bankCode: '000001', accountNumber: '0123456789', amountText: '2', narration: 'Rent' },
    ];
    expect(requestLines(lines)).toEqual([
      { beneficiaryId: 'b', amount: 100, narration: '' },
      { bankCode: '000001', accountNumber: '0123456789', amount: 200, narration: 'Rent' },
    ]);
  });
});

describe('repeated lines (issue 26)', () => {
  const toAccount = (amountText: string, narration = '') => ({
    ...emptyLine(),
    accountName: 'ADA',
    bankCode: '999999',
    accountNumber: '1234567890',
    amountText,
    narration,
  });

  it('flags a line with the same account, amount and narration as an earlier one', () => {
    const lines = [toAccount('1,000', 'Rent'), toAccount('1000.00', ' Rent '), toAccount('1000', 'Fuel')];
    expect(lineDuplicates(lines, [], '')).toEqual([null, 0, null]);
  });

  it("a beneficiary's account is the same account; the form's narration stands in for an empty one", () => {
    const lines = [
      toAccount('500', 'Float'),
      { ...emptyLine(), beneficiaryId: 'b-wallet', amountText: '500' },
    ];
    expect(lineDuplicates(lines, [wallet], 'Float')).toEqual([null, 0]);
    expect(lineDuplicates(lines, [wallet], 'Other')).toEqual([null, null]);
  });
});
