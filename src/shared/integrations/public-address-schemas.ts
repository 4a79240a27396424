import { z } from 'zod';
import { KEYS } from '../messages';

/**
 * The shop's public address (decision 121), shared by the staff route and its card's form: the
 * address customers reach the shop at, which every link in a message is built on. https only;
 * http only for this machine (localhost, 127.0.0.1, [::1]), where a developer runs the shop.
 * Blank clears it (PUBLIC_URL, else the local address, is in force again).
 */
const K = KEYS.integrations;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The address as links use it: scheme, host and port, no trailing slash ("" stays ""). */
export const publicAddress = z
  .string()
  .trim()
  .max(200, K.textTooLong)
  .transform((value, ctx) => {
    if (value === '') return '';
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: K.publicUrlInvalid });
      return z.NEVER;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: K.publicUrlInvalid });
      return z.NEVER;
    }
    if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
      ctx.addIssue({ code: 'custom', message: K.publicUrlNotHttps });
      return z.NEVER;
    }
    // A path, a query, a fragment or a user would be pasted in front of every link's own path.
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: K.publicUrlHasPath });
      return z.NEVER;
    }
    return url.origin;
  });

export const publicAddressCardSchema = z.object({ url: publicAddress });
export type PublicAddressCardInput = z.input<typeof publicAddressCardSchema>;
export type PublicAddressCardValues = z.output<typeof publicAddressCardSchema>;

/** Where the links' address comes from: the card, PUBLIC_URL, or this machine (neither set). */
export type LinkBaseSource = 'stored' | 'env' | 'local';
export type LinkBase = { url: string; source: LinkBaseSource };
