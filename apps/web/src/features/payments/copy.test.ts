import { PAYMENTS_MESSAGES } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { nameEnquiryFailure } from '@/components/banks/name-enquiry-failure.ts';
import { UPLOAD_BENEFICIARIES_COPY } from './copy.ts';

describe('payments texts (spec §5, §8)', () => {
  it("a failed account validation falls back to 'Error Validating Account Details'", () => {
    expect(nameEnquiryFailure(null)).toBe('Error Validating Account Details');
  });
  it("a bulk beneficiary code failure is recognised by 'Error: Otp does not match'", () => {
    expect(PAYMENTS_MESSAGES.otpMismatch).toBe('Error: Otp does not match');
  });
  it('the wrong-code counter reads from 0', () => {
    expect(UPLOAD_BENEFICIARIES_COPY.wrongCodes(0)).toBe('Wrong code entered 0 times');
    expect(UPLOAD_BENEFICIARIES_COPY.wrongCodes(1)).toBe('Wrong code entered 1 time');
  });
});
