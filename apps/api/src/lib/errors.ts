// Typed domain errors with stable codes; one handler (plugins/error-handler.ts) turns them into responses.
import { ErrorCode, type ErrorResponse } from '@paydesk/contracts';

export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The response body of a domain error, as the error handler sends it (and an idempotent replay repeats it). */
export function errorBody(error: DomainError): ErrorResponse {
  return {
    error: true,
    message: error.message,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

export class BadRequest extends DomainError {
  constructor(message: string, code: ErrorCode = ErrorCode.badRequest) {
    super(400, code, message);
  }
}

export class ValidationFailed extends DomainError {
  constructor(errors: Record<string, string[]>) {
    super(400, ErrorCode.validation, 'Validation Errors', errors);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = 'unauthorized', code: ErrorCode = ErrorCode.unauthorized) {
    super(401, code, message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You do not have permission to do this') {
    super(403, ErrorCode.forbidden, message);
  }
}

export class NotFound extends DomainError {
  constructor(what = 'Resource') {
    super(404, ErrorCode.notFound, `${what} not found`);
  }
}

export class Conflict extends DomainError {
  constructor(message: string, code: ErrorCode = ErrorCode.conflict) {
    super(409, code, message);
  }
}

export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: ErrorCode = ErrorCode.accountLocked,
  ) {
    super(429, code, message);
  }
}

export class InsufficientFunds extends DomainError {
  constructor(message = 'Insufficient funds in this wallet') {
    super(422, ErrorCode.insufficientFunds, message);
  }
}

export class WalletUnavailable extends DomainError {
  constructor(message: string) {
    super(422, ErrorCode.walletUnavailable, message);
  }
}

/** An outside provider (KYC, banking…) did not answer in time or failed: the request may be tried again later. */
export class ProviderUnavailable extends DomainError {
  constructor(message: string) {
    super(503, ErrorCode.providerUnavailable, message);
  }
}

/** A number checked with a provider has no record, or its record names someone else. */
export class IdentityRejected extends DomainError {
  constructor(
    message: string,
    code: typeof ErrorCode.identityNotFound | typeof ErrorCode.identityMismatch,
    field?: string,
  ) {
    super(422, code, message, field ? { [field]: [message] } : undefined);
  }
}

/** An upload refused for its content or size; nothing was stored. */
export class UploadRefused extends DomainError {
  constructor(message: string, code: typeof ErrorCode.unsupportedFile | typeof ErrorCode.fileTooLarge) {
    super(code === ErrorCode.fileTooLarge ? 413 : 415, code, message);
  }
}
