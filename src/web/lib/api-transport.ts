import { hc } from 'hono/client';
import type { AppType } from '@/server/app';
import { CART_SESSION_HEADER } from '@/shared/cart/rules';
import { DEFAULT_MESSAGES, isErrorBody } from '@/shared/errors';
import { ApiError, rateLimited, readJson } from './api-error';
import { readCartId } from './cart-id';

/**
 * How the web app's requests travel (loaded with the first call, see api-client.ts): hc over the
 * server's routers, under /api, with same-origin cookies and the cart id where it belongs; every
 * non-OK answer becomes the one ApiError here, before any caller sees the response.
 */
const API_BASE = '/api';
/** The visitor's cart id goes to the cart, and to sign-in and registration, which merge that cart. */
// Guest checkout (decision 096) reads and takes the visitor's cart too.
const SENDS_CART_ID = /^\/(cart|accounts\/(login|register)|orders\/guest)\b/;

/** A refusal as the one ApiError; a body that is not the DESIGN §6 shape says only "unexpected". */
async function refusal(response: Response, path: string): Promise<ApiError> {
  const data = await readJson(response);
  const body = isErrorBody(data)
    ? data.error
    : {
        code: response.status >= 500 ? ('internal' as const) : ('bad_request' as const),
        key: 'common.internal' as const,
        message: DEFAULT_MESSAGES.internal,
      };
  const error = new ApiError(response.status, body, data);
  if (response.status === 429) rateLimited(error, path);
  return error;
}

/** The language the page is drawn in, as i18n.ts writes it on <html lang>; null outside a browser. */
function interfaceLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const lang = document.documentElement.lang;
  // Compared here rather than with isLanguage(): importing it made this lazy chunk preload the
  // storefront's CSS, which cost the first load 73 bytes (the budget of decision 055).
  return lang === 'en' || lang === 'pt-BR' ? lang : null;
}

export function transport(send: typeof fetch) {
  const apiFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // hc asks for `/api/…?…`; what follows /api decides the cart header and names the call.
    const path = String(input).slice(API_BASE.length);
    const headers = new Headers(init?.headers);
    headers.set('Accept', 'application/json');
    // The interface language (on <html lang>): an order and a sign-up keep it for her messages (decision 086).
    const language = interfaceLanguage();
    if (language) headers.set('Accept-Language', language);
    const cartId = SENDS_CART_ID.test(path) ? readCartId() : null;
    if (cartId) headers.set(CART_SESSION_HEADER, cartId);
    const response = await send(input, { ...init, credentials: 'same-origin', headers });
    if (!response.ok) throw await refusal(response, path);
    return response;
  };
  return hc<AppType>(API_BASE, { fetch: apiFetch });
}
