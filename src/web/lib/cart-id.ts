import { CART_STORAGE_KEY } from '@/shared/cart/rules';

/**
 * SPEC §4.4: the browser keeps its cart's id under `cartSessionId`. The id is the only key of a
 * visitor's cart; storage may be unavailable (private mode), then the cart lasts for the visit.
 */
export function readCartId(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeCartId(id: string | null) {
  try {
    if (id) localStorage.setItem(CART_STORAGE_KEY, id);
    else localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Private mode: nothing to keep.
  }
}
