import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
// Types only: the server's routers describe every call; not a byte of server code reaches the bundle.
import type { AppType } from '../../server/app';
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

const API_BASE = '/api';
/** The visitor's cart id goes to the cart, and to sign-in and registration, which merge that cart. */
const SENDS_CART_ID = /^\/(cart|accounts\/(login|register))\b/;

/** The JSON of a body, or null when there is none or it is not JSON. */
async function jsonOf(response: { text(): Promise<string> }): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A refusal as the one ApiError; a body that is not the DESIGN §6 shape says only "unexpected". */
async function refusal(response: Response, path: string): Promise<ApiError> {
  const data = await jsonOf(response);
  const body = isErrorBody(data)
    ? data.error
    : {
        code: response.status >= 500 ? ('internal' as const) : ('bad_request' as const),
        message: DEFAULT_MESSAGES.internal,
      };
  const error = new ApiError(response.status, body);
  if (response.status === 429) rateLimitListener?.(error, path);
  return error;
}

/**
 * The typed client over a fetch (the browser's, or a test's): same-origin cookies, the cart id
 * where it belongs, and every non-OK answer thrown as an ApiError, here and nowhere else.
 */
export function createApiClient(send: typeof fetch = (input, init) => fetch(input, init)) {
  const apiFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // hc asks for `/api/…` (absolute only in tests); the path after /api decides the cart header.
    const path = new URL(String(input), 'http://relative.invalid').pathname.slice(API_BASE.length);
    const headers = new Headers(init?.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const cartId = SENDS_CART_ID.test(path) ? readCartId() : null;
    if (cartId) headers.set(CART_SESSION_HEADER, cartId);
    const response = await send(input, { ...init, credentials: 'same-origin', headers });
    if (!response.ok) throw await refusal(response, path);
    return response;
  };
  return hc<AppType>(API_BASE, { fetch: apiFetch });
}

/** The web app's one way to the server: `call(client.cart.items.$post({ json }))`. */
export const client = createApiClient();

/** What a call answers when it succeeds: the JSON type the route declares for a 2xx status. */
export type Answer<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? F extends 'json'
        ? T
        : never
      : never
    : never;

/**
 * Awaits a client call and returns its JSON, typed from the route (the signature below is where
 * the body's type comes from: the server's, through AppType). A refusal was already thrown as an
 * ApiError by the client's fetch; an empty or non-JSON success body reads as null, as before.
 */
export function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<Answer<R>>;
export async function call(request: Promise<{ text(): Promise<string> }>): Promise<unknown> {
  return jsonOf(await request);
}
