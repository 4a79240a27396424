/**
 * The raw input reads src/server/http/validators.test.ts allows outside the one validate() (issue
 * 33): per file, the read as written (quotes single), how many times, and why. A new raw read, one
 * more of an allowed one, or an allowance no longer used fails that test.
 */
export type Allowance = { times: number; why: string };

/** Path ids a service checks itself: no UUID shape is its 404, which validate('param') would make 400. */
const SERVICE_404 = "the service's own UUID-shape check answers 404 (validate('param') would say 400)";
/** The request's URL for its origin, never a query value. */
const URL_ORIGIN = "the request URL's origin, no query value read";

/** Raw reads allowed outside validate(), per file: the read as written (quotes single) → why. */
export const ALLOWED: Record<string, Record<string, Allowance>> = {
  'src/server/http/client-ip.ts': {
    "header('x-forwarded-for')": { times: 1, why: 'the rate-limit key, from trusted proxies only' },
  },
  'src/server/http/origin-check.ts': {
    "header('origin')": { times: 1, why: 'the CSRF check compares it, nothing stored' },
    "header('sec-fetch-site')": { times: 1, why: 'the CSRF check compares it, nothing stored' },
    url: { times: 1, why: URL_ORIGIN },
  },
  'src/server/http/request-log.ts': {
    "header('x-request-id')": { times: 1, why: 'kept only when it matches REQUEST_ID, else a new UUID' },
    url: { times: 1, why: "a 5xx's path and query as sent (still percent-encoded) for the error log" },
  },
  'src/server/http/security-headers.ts': {
    "header('x-forwarded-proto')": { times: 1, why: "HSTS behind a trusted proxy, compared with 'https'" },
    url: { times: 1, why: "the request URL's protocol, compared with 'https:'" },
  },
  'src/server/http/session.ts': {
    raw: { times: 1, why: "the request's headers handed to better-auth, which reads the session cookie" },
    "header('cookie')": {
      times: 1,
      why: "only tested for the session cookie's name before asking better-auth",
    },
  },
  'src/server/http/turns.ts': {
    raw: { times: 1, why: "the request's abort signal: a checkout whose client went away leaves the queue" },
  },
  'src/server/http/spa.ts': {
    url: { times: 2, why: 'the origin, and the path and query handed to the server-rendered page (ssr/)' },
    'getCookie(c, LANGUAGE_COOKIE)': { times: 1, why: 'the language toggle, read through initialLanguage()' },
  },
  'src/server/modules/accounts/routes.ts': {
    "param('storeId')": { times: 1, why: "already checked by validate('param', storeParam) just before" },
  },
  'src/server/modules/cart/routes.ts': {
    'header(CART_SESSION_HEADER)': {
      times: 1,
      why: 'a guest cart id: anything not UUID-shaped counts as none',
    },
  },
  'src/server/modules/catalogue/content-staff-routes.ts': {
    "param('id')": { times: 4, why: SERVICE_404 },
    "param('key')": { times: 1, why: 'the service answers 404 for a key not among the home sections' },
  },
  'src/server/modules/catalogue/product-staff-routes.ts': { "param('id')": { times: 6, why: SERVICE_404 } },
  'src/server/modules/catalogue/routes.ts': {
    "param('slug')": { times: 1, why: 'the service answers 422 (empty, too long) or 404 (routes.test.ts)' },
    "param('idOrSlug')": {
      times: 1,
      why: 'the service answers 422 (empty, too long) or 404 (routes.test.ts)',
    },
  },
  'src/server/modules/catalogue/send-cached.ts': {
    "header('if-none-match')": { times: 1, why: 'compared with the ETag for a 304' },
    "header('accept-encoding')": { times: 1, why: 'picks the compressed bytes to send' },
  },
  'src/server/modules/catalogue/seo.ts': { url: { times: 2, why: URL_ORIGIN } },
  'src/server/modules/catalogue/staff-routes.ts': { "param('id')": { times: 2, why: SERVICE_404 } },
  'src/server/modules/coupon-sending/routes.ts': { "param('id')": { times: 2, why: SERVICE_404 } },
  'src/server/modules/coupons/staff-routes.ts': { "param('id')": { times: 3, why: SERVICE_404 } },
  'src/server/modules/messaging/sms-webhook.ts': {
    "header('x-twilio-signature')": {
      times: 1,
      why: "Twilio's signature, checked with the SDK's validateRequest before anything is read",
    },
    url: { times: 1, why: 'the URL Twilio signed (its path and query), for the signature check' },
    'parseBody()': {
      times: 1,
      why: "every posted field goes into Twilio's signature; validate('form') then reads them",
    },
  },
  'src/server/modules/stores/staff-routes.ts': { "param('storeId')": { times: 1, why: SERVICE_404 } },
  'src/server/modules/media/file-routes.ts': {
    "param('name')": { times: 1, why: 'parsePictureName() checks it before the storage sees it; else 404' },
    "header('if-none-match')": { times: 1, why: 'compared with the ETag for a 304' },
  },
  'src/server/modules/orders/routes.ts': {
    'header(IDEMPOTENCY_HEADER)': { times: 1, why: 'parsed as a UUID by hand; the comment there says why' },
  },
  // The guest's checkout (decision 096) takes its key the same way, for the same reason.
  'src/server/modules/orders/guest-routes.ts': {
    'header(IDEMPOTENCY_HEADER)': { times: 1, why: 'parsed as a UUID by hand, as the signed-in checkout' },
  },
  'src/server/http/language.ts': {
    "header('accept-language')": {
      times: 1,
      why: 'only its first tag, read as en or pt-BR by requestLanguage() (anything else is neither)',
    },
    'getCookie(c, LANGUAGE_COOKIE)': {
      times: 1,
      why: 'the language toggle, kept only when it names a language',
    },
  },
  'src/server/modules/payments/routes.ts': {
    "header('content-length')": { times: 1, why: 'a number compared with the webhook size limit' },
    'text()': {
      times: 1,
      why: "Stripe's webhook: the signature covers the raw body, verified before anything is read",
    },
    "header('stripe-signature')": { times: 1, why: 'checked by the SDK against the raw body (HMAC-SHA256)' },
  },
};
