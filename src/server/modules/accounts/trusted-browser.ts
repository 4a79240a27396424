import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIE_PREFIX } from './auth';

/**
 * The trusted-browser cookie (decision 074): set when a browser signs in to an account with its
 * password. It names the account and a random id for this browser, signed with an HMAC of a key
 * derived from the auth secret; HttpOnly, SameSite=Lax, sent only to the accounts API, 180 days.
 * A sign-in to that account from that browser is paced on its own failures only.
 */
export const TRUSTED_BROWSER_MAX_AGE_S = 180 * 24 * 60 * 60;
const COOKIE = `${COOKIE_PREFIX}.trusted_browser`;
const PATH = '/api/accounts';

export type TrustedBrowser = { userId: string; browserId: string };

export function createTrustedBrowsers(options: { secret: string; secure: boolean }) {
  const key = createHmac('sha256', options.secret).update('trusted-browser v1').digest();
  const name = options.secure ? `__Secure-${COOKIE}` : COOKIE;
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    /** The cookie's account and browser, when the request carries one signed by us. */
    read(cookieHeader: string | undefined): TrustedBrowser | null {
      if (!cookieHeader) return null;
      for (const part of cookieHeader.split(';')) {
        const [k, ...rest] = part.trim().split('=');
        if (k !== name) continue;
        const [userId, browserId, signature] = rest.join('=').split('.');
        if (!userId || !browserId || !signature) return null;
        const expected = Buffer.from(sign(`${userId}.${browserId}`));
        const given = Buffer.from(signature);
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
        return { userId, browserId };
      }
      return null;
    },
    /** The Set-Cookie of a browser that just signed in to `userId` (its id kept when it had one). */
    issue(userId: string, browserId = randomBytes(16).toString('base64url')): string {
      const value = `${userId}.${browserId}.${sign(`${userId}.${browserId}`)}`;
      return [
        `${name}=${value}`,
        `Max-Age=${TRUSTED_BROWSER_MAX_AGE_S}`,
        `Path=${PATH}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
}

export type TrustedBrowsers = ReturnType<typeof createTrustedBrowsers>;
