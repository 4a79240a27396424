import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/** True when a write may come from `origin` (the browser's Origin header). */
export function isAllowedOrigin(
  origin: string,
  requestUrl: string,
  options: { publicUrl?: string | undefined; allowLocal: boolean },
): boolean {
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  // Same host as the request: the scheme may differ behind a TLS-terminating proxy.
  if (from.host === new URL(requestUrl).host) return true;
  if (options.publicUrl && from.origin === new URL(options.publicUrl).origin) return true;
  return options.allowLocal && LOCAL_HOST.test(from.hostname);
}

/**
 * Cookie sessions need a CSRF guard: a write (POST, PUT, PATCH, DELETE) sent by a browser from
 * another site is refused. SameSite=Lax cookies already stop most of them; this also covers
 * same-site subdomains and old browsers. Requests without Origin (curl, server to server) carry
 * no browser cookies by accident, so they pass.
 */
export function sameOriginWrites(options: {
  publicUrl?: string | undefined;
  allowLocal: boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    if (/^(GET|HEAD|OPTIONS)$/i.test(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const refused = origin ? !isAllowedOrigin(origin, c.req.url, options) : site === 'cross-site';
    if (refused) throw new AppError('forbidden', 'http.originRefused');
    return next();
  };
}
