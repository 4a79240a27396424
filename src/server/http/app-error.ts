import {
  DEFAULT_MESSAGES,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type FieldErrors,
} from '../../shared/errors';

/**
 * The one error type services throw. `message` is for people (Portuguese, as SPEC §8 words it);
 * `detail` is for logs only and never leaves the server.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly detail: string | undefined;
  readonly retryAt: Date | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { fields?: FieldErrors; detail?: string; retryAt?: Date; cause?: unknown } = {},
  ) {
    super(message ?? DEFAULT_MESSAGES[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.detail = options.detail;
    this.retryAt = options.retryAt;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.retryAt ? { retryAt: this.retryAt.toISOString() } : {}),
      },
    };
  }
}

export function errorBody(code: ErrorCode, message?: string): ErrorBody {
  return { error: { code, message: message ?? DEFAULT_MESSAGES[code] } };
}
