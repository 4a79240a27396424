/** The requests that place an order (signed in, and a guest's): they take turns in a burst (decision 130). */
const CHECKOUT_PATHS = new Set(['/api/orders', '/api/orders/guest']);

export const isCheckoutRequest = (method: string, path: string) =>
  method === 'POST' && CHECKOUT_PATHS.has(path.replace(/\/+$/, ''));
