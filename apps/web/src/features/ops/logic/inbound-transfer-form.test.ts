import { describe, expect, it } from 'vitest';
import { toInboundTransfer } from './inbound-transfer-form.ts';

const form = {
  accountNumber: '0123456789',
  amount: '25,000.50',
  senderName: 'Ada Obi',
  senderBank: 'Sandbox Bank',
  narration: '',
};

describe('the inbound-transfer form', () => {
  it('turns naira into kobo and leaves an empty narration out', () => {
    expect(toInboundTransfer(form)).toEqual({
      ok: true,
      body: {
        accountNumber: '0123456789',
        amount: 2_500_050,
        senderName: 'Ada Obi',
        senderBank: 'Sandbox Bank',
      },
    });
  });

  it('names each field that is wrong', () => {
    const result = toInboundTransfer({ ...form, accountNumber: '12345', amount: '12.345', senderName: ' ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.accountNumber).toBe('An account number is 10 digits');
    expect(result.errors.amount).toBe('Enter an amount, e.g. 25,000');
    expect(result.errors.senderName).toBe('Sender name is required');
    expect(result.errors.senderBank).toBeUndefined();
  });

  it('refuses zero and negative amounts', () => {
    expect(toInboundTransfer({ ...form, amount: '0' }).ok).toBe(false);
    expect(toInboundTransfer({ ...form, amount: '-5' }).ok).toBe(false);
  });
});
