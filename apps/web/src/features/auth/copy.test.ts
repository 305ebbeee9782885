import { describe, expect, it } from 'vitest';
import { SPEC_COPY, UNAUTHORIZED_COPY } from './copy.ts';

// Spec texts must stay exactly as quoted (architecture rule 16).
describe('sign-in journey texts (spec §1, §2.5, §2.6, §3, §8)', () => {
  it('the auth banner reads as the spec quotes it', () => {
    expect(SPEC_COPY.bannerHeading).toBe('Power your business growth');
    expect(SPEC_COPY.bannerChips).toEqual(['Payments', 'Payroll', 'Business Accounts', 'Approvals']);
  });

  it('the toasts of the journey read as the spec quotes them', () => {
    expect(SPEC_COPY.confirmationEmailSent).toBe('A new confirmation email has been sent');
    expect(SPEC_COPY.resetPinSent).toBe('Password reset pin has been sent to your email address');
    expect(SPEC_COPY.loggingOut).toBe('Logging out, please wait');
  });

  it('logout asks the spec’s question with Yes and No', () => {
    expect(SPEC_COPY.logoutQuestion).toBe('Are you sure you want to logout of your account?');
    expect([SPEC_COPY.yes, SPEC_COPY.no]).toEqual(['Yes', 'No']);
  });

  it('business types are labelled as the spec quotes them', () => {
    expect(SPEC_COPY.registeredBusiness).toBe('registered business');
    expect(SPEC_COPY.freelanceBusiness).toBe('freelance business (not registered)');
  });

  it('the 401 page says the spec’s sentence', () => {
    expect(UNAUTHORIZED_COPY.message).toBe(
      'Sorry, you are not permitted to access this page. Please contact us if you feel this is an error from us.',
    );
  });
});
