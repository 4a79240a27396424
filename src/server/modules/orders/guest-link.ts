import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed link of a guest's order (issue 38, decision 096): `<order id>.<signature>`, the
 * signature an HMAC-SHA256 (key derived from the server's auth secret) over the order's id and the
 * guest user that holds it. No row stores it and it never expires on its own; it stops working
 * when the order leaves the guest user (she created her account or joined it to hers), as the
 * signature no longer matches the order's holder.
 */
export function createGuestLinks(secret: string) {
  const key = createHmac('sha256', secret).update('guest-order-link v1').digest();
  const sign = (orderId: string, guestUserId: string) =>
    createHmac('sha256', key).update(`${orderId}:${guestUserId}`).digest('base64url');
  return {
    token: (orderId: string, guestUserId: string) => `${orderId}.${sign(orderId, guestUserId)}`,
    /** The order id the token names (not yet checked: `matches` decides, once its holder is read). */
    orderIdOf: (token: string) => token.split('.')[0] ?? '',
    matches(token: string, orderId: string, holderUserId: string): boolean {
      const given = Buffer.from(token.split('.')[1] ?? '');
      const expected = Buffer.from(sign(orderId, holderUserId));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type GuestLinks = ReturnType<typeof createGuestLinks>;
