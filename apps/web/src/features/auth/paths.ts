// The auth screens' paths (spec §2.1, §2.2), used for navigation inside the feature.
export const AUTH_ROUTES = {
  login: '/login',
  twoFactor: '/login/two-factor-auth',
  getStarted: '/onboarding/get-started',
  getStartedComplete: '/get-started/complete',
  getStartedSuccess: '/get-started/success',
  verifyEmail: '/onboarding/verify-email',
  createBusinessPassword: '/onboarding/create-business-password',
  accountConfirmation: '/account-confirmation',
  accountConfirmationSuccess: '/account-confirmation/success',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  resetPasswordSuccess: '/reset-password/success',
  memberCreatePasswordSuccess: '/create-your-password/member/success',
  memberResetPasswordSuccess: '/reset-your-password/member/success',
} as const;

/** Reads one string field of router state (`navigate(path, { state })`), which may be anything. */
export function stateField(state: unknown, field: string): string | undefined {
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value ? value : undefined;
}
