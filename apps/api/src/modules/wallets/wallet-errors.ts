// The wallet's typed refusals; the central error handler turns them into the error envelope.
import { ErrorCode, formatTime } from '@paydesk/contracts';
import { DomainError, TooManyAttempts } from '../../lib/errors.ts';

export class PinNotSet extends DomainError {
  constructor() {
    super(
      422,
      ErrorCode.pinNotSet,
      'Create your transaction PIN first: Settings → Login & Security, or the link in this dialog.',
    );
  }
}

export class InvalidPin extends DomainError {
  constructor(attemptsLeft: number) {
    const message = `Wrong transaction PIN. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left before it locks.`;
    super(422, ErrorCode.invalidPin, message, { pin: [message] });
  }
}

/** A TooManyAttempts, so the answer carries Retry-After. */
export class PinLocked extends TooManyAttempts {
  constructor(lockedUntil: Date, retryAfterSeconds: number) {
    const at = formatTime(lockedUntil);
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `Your transaction PIN is locked after too many wrong attempts. Try again after ${at} (in ${minutes} minute${minutes === 1 ? '' : 's'}), or reset your PIN.`,
      retryAfterSeconds,
      ErrorCode.pinLocked,
    );
  }
}

export class LimitExceeded extends DomainError {
  constructor(message: string) {
    super(422, ErrorCode.limitExceeded, message, { amount: [message] });
  }
}

export class BusinessNotVerified extends DomainError {
  constructor(message = 'Your business must be verified before it can use wallets.') {
    super(403, ErrorCode.businessNotVerified, message);
  }
}

export class FeatureRestricted extends DomainError {
  constructor(message: string) {
    super(403, ErrorCode.featureRestricted, message);
  }
}
