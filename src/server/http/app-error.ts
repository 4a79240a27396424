import {
  defaultKey,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type FieldErrors,
  type FieldMessage,
} from '@/shared/errors';
import { type MessageKey, type MessageParams, paramsFor, renderMessage } from '@/shared/messages';

/** A field's message as a service names it: the key and its parameters (the text is rendered). */
export type FieldRefusal = { key: MessageKey; params?: MessageParams };

/** A field message with its Portuguese text rendered from the catalogue. */
export function fieldMessage(key: MessageKey, params?: MessageParams): FieldMessage {
  const used = paramsFor(key, params);
  return { key, ...(used ? { params: used } : {}), message: renderMessage(key, used) };
}

type AppErrorOptions = {
  /** Values for the key's `{name}` placeholders. */
  params?: MessageParams;
  fields?: Record<string, (FieldRefusal | FieldMessage)[]>;
  detail?: string;
  retryAt?: Date;
  cause?: unknown;
};

/**
 * The one error type services throw (STYLE habit 5, decision 023): a code (the status), a message
 * key of the catalogue (src/shared/messages.ts) and its parameters. `message` is the Portuguese
 * text rendered from the catalogue (SPEC §8 wording); `detail` is for logs only and never leaves
 * the server.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly key: MessageKey;
  readonly params: MessageParams | undefined;
  readonly fields: FieldErrors | undefined;
  readonly detail: string | undefined;
  readonly retryAt: Date | undefined;

  constructor(code: ErrorCode, key?: MessageKey, options: AppErrorOptions = {}) {
    const messageKey = key ?? defaultKey(code);
    const params = paramsFor(messageKey, options.params);
    super(renderMessage(messageKey, params), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.key = messageKey;
    this.params = params;
    this.fields = options.fields
      ? Object.fromEntries(
          Object.entries(options.fields).map(([field, list]) => [
            field,
            list.map((item) => fieldMessage(item.key, item.params)),
          ]),
        )
      : undefined;
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
        key: this.key,
        ...(this.params ? { params: this.params } : {}),
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.retryAt ? { retryAt: this.retryAt.toISOString() } : {}),
      },
    };
  }
}

/** The body of a refusal that needs no throw (the HTTP layer's own answers). */
export function errorBody(code: ErrorCode, key?: MessageKey, params?: MessageParams): ErrorBody {
  return new AppError(code, key, { params }).toBody();
}
