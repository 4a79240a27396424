/**
 * The checkout attempt's Idempotency-Key, kept in sessionStorage until its order is confirmed: a
 * reload, a retry after a lost answer, or a second press all send the same key and so reach the
 * same order (decision 032). Cleared once the order is on screen; the next checkout gets a new one.
 */
const STORAGE_KEY = 'checkout.idempotencyKey';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: the key lives as long as the page
  }
}

export function checkoutKey(): string {
  const store = storage();
  const kept = store?.getItem(STORAGE_KEY);
  if (kept) return kept;
  const key = crypto.randomUUID();
  store?.setItem(STORAGE_KEY, key);
  return key;
}

export function forgetCheckoutKey() {
  storage()?.removeItem(STORAGE_KEY);
}
