// Stable error codes. The server maps each typed domain error to one of these; clients may branch on them.
export const ErrorCode = {
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  sessionExpired: 'SESSION_EXPIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  accountLocked: 'ACCOUNT_LOCKED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCode: 'INVALID_CODE',
  codeExpired: 'CODE_EXPIRED',
  invalidToken: 'INVALID_TOKEN',
  invitationWithdrawn: 'INVITATION_WITHDRAWN',
  emailTaken: 'EMAIL_TAKEN',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  weakPassword: 'WEAK_PASSWORD',
  payloadEncryption: 'PAYLOAD_ENCRYPTION',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  walletUnavailable: 'WALLET_UNAVAILABLE',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  identityNotFound: 'IDENTITY_NOT_FOUND',
  identityMismatch: 'IDENTITY_MISMATCH',
  accountNameMismatch: 'ACCOUNT_NAME_MISMATCH',
  unsupportedFile: 'UNSUPPORTED_FILE',
  fileTooLarge: 'FILE_TOO_LARGE',
  pinNotSet: 'PIN_NOT_SET',
  invalidPin: 'INVALID_PIN',
  pinLocked: 'PIN_LOCKED',
  limitExceeded: 'LIMIT_EXCEEDED',
  businessNotVerified: 'BUSINESS_NOT_VERIFIED',
  featureRestricted: 'FEATURE_RESTRICTED',
  internal: 'INTERNAL',
  /** The database cannot be reached for a moment (a restart, a failover): try again after Retry-After. */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The exact 401 messages the web client's refresh rule looks for (spec §5, §8). */
export const SESSION_EXPIRED_MESSAGE = 'Expired Session, Please Login Again';
export const UNAUTHORIZED_MESSAGE = 'unauthorized';

/** Spec §8: what the client shows for any other failure; the server's answer when it cannot serve for a while. */
export const GENERIC_FAILURE_MESSAGE = 'An error occurred. Please try again later.';
