// Form schemas, cut from the contracts the server validates with, plus form-only fields.
import {
  code,
  email,
  loginRequest,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  password,
  resendVerificationRequest,
  signupRequest,
  verifyEmailCodeRequest,
} from '@paydesk/contracts';
import { z } from 'zod';

export const ownerDetailsForm = signupRequest.pick({
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  jobTitle: true,
});
export type OwnerDetails = z.output<typeof ownerDetailsForm>;

export const businessDetailsForm = signupRequest.pick({ companyName: true, businessType: true });

const stageOne = loginRequest.options[0];
export const loginForm = stageOne.pick({ email: true, password: true });
export type LoginForm = z.output<typeof loginForm>;

export const emailForm = resendVerificationRequest;
export const verifyEmailForm = verifyEmailCodeRequest;
export const codeForm = z.object({ code });

const confirmation = z.string().min(1, 'Confirm your password');
const passwordsMatch = (value: { password: string; password_confirmation: string }) =>
  value.password === value.password_confirmation;
const mismatch = { path: ['password_confirmation'], message: 'Passwords do not match' };

/** password + password_confirmation, the pair every create or reset screen asks for. */
export const passwordPairForm = z
  .object({ password, password_confirmation: confirmation })
  .refine(passwordsMatch, mismatch);

/** The reset PIN is typed as digits and sent as a number (spec §5). */
export const resetPasswordForm = z
  .object({ email, resetPin: code, password, password_confirmation: confirmation })
  .refine(passwordsMatch, mismatch);

/** The rules shown live under a new password; the server also refuses common passwords. */
export const PASSWORD_RULES = [
  {
    label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    test: (value: string) => value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH,
  },
] as const;
