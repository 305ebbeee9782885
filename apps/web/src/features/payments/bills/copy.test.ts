import { BILLS_MESSAGES } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { BILLS_TOASTS, BULK_BILLS_COPY, CUSTOMER_NUMBER_LABELS } from './copy.ts';

describe('bill payment texts', () => {
  it('toasts the contract messages', () => {
    expect(BILLS_TOASTS.purchased).toBe(BILLS_MESSAGES.purchased);
  });
  it('names the customer number per category', () => {
    expect(CUSTOMER_NUMBER_LABELS.electricity).toBe('Meter number');
    expect(CUSTOMER_NUMBER_LABELS['cable-tv']).toBe('Smartcard number');
  });
  it('counts rows in the singular and plural', () => {
    expect(BULK_BILLS_COPY.invalid(1)).toBe('1 row has errors and will not be paid');
    expect(BULK_BILLS_COPY.pay(2)).toBe('Pay 2 bills');
  });
});
