import { CART_SESSION_HEADER } from '../../shared/cart/rules';
import { DEFAULT_MESSAGES, type ErrorBody, isErrorBody } from '../../shared/errors';
import { readCartId } from './cart-id';

/** A refused API call, carrying the server's Portuguese message and field errors (DESIGN §6). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody['error'],
  ) {
    super(body.message);
  }
  get retryAt(): Date | null {
    return this.body.retryAt ? new Date(this.body.retryAt) : null;
  }
}

type RateLimitListener = (error: ApiError, path: string) => void;
let rateLimitListener: RateLimitListener | null = null;

/** Called for every 429 (SPEC §8.1 toast); the auth provider sets it once. */
export function onRateLimited(listener: RateLimitListener | null) {
  rateLimitListener = listener;
}

/** fetch for the same-origin JSON API: cookies included, errors turned into ApiError. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  // The visitor's cart id goes to the cart, and to sign-in and registration, which merge that cart.
  const cartId = /^\/(cart|accounts\/(login|register))\b/.test(path) ? readCartId() : null;
  const response = await fetch(`/api${path}`, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cartId ? { [CART_SESSION_HEADER]: cartId } : {}),
      ...headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const body = isErrorBody(data)
      ? data.error
      : {
          code: response.status >= 500 ? ('internal' as const) : ('bad_request' as const),
          key: 'common.internal' as const,
          message: DEFAULT_MESSAGES.internal,
        };
    const error = new ApiError(response.status, body);
    if (response.status === 429) rateLimitListener?.(error, path);
    throw error;
  }
  return data as T;
}
