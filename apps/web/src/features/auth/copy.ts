// Texts of the sign-in journey. The first block is quoted by the spec and must stay exactly as written.
// The contracts' zod-free constants: the auth layout is in the app's entry (docs/web-performance.md).
import { BUSINESS_TYPES } from '@paydesk/contracts/constants';

export const SPEC_COPY = {
  bannerHeading: 'Power your business growth',
  bannerChips: ['Payments', 'Payroll', 'Business Accounts', 'Approvals'],
  confirmationEmailSent: 'A new confirmation email has been sent',
  resetPinSent: 'Password reset pin has been sent to your email address',
  loggingOut: 'Logging out, please wait',
  logoutQuestion: 'Are you sure you want to logout of your account?',
  yes: 'Yes',
  no: 'No',
  registeredBusiness: BUSINESS_TYPES[0],
  freelanceBusiness: BUSINESS_TYPES[1],
} as const;

/** How each business type is explained on the sign-up form (the value is the spec's label). */
export const BUSINESS_TYPE_OPTIONS = [
  {
    value: SPEC_COPY.registeredBusiness,
    description: 'Incorporated with the CAC, with an RC or BN number.',
  },
  {
    value: SPEC_COPY.freelanceBusiness,
    description: 'You trade in your own name and are not registered with the CAC yet.',
  },
] as const;

export const BANNER_TAGLINE =
  'Pay your team on time, move money between accounts and keep every approval in one place — built for Nigerian businesses.';

export const UNAUTHORIZED_COPY = {
  message:
    'Sorry, you are not permitted to access this page. Please contact us if you feel this is an error from us.',
} as const;
