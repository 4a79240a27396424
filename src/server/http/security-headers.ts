import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP without inline scripts; styles allow inline because toast and dialog libraries set
 * <style> and style attributes at run time (scripts stay strict). HSTS only over https.
 */
export function securityHeaders(options: { trustProxy: (c: Parameters<MiddlewareHandler>[0]) => boolean }) {
  const base = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  const middleware: MiddlewareHandler = async (c, next) => {
    await base(c, next);
    const forwardedProto = options.trustProxy(c) ? c.req.header('x-forwarded-proto') : undefined;
    const https = new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https';
    if (https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
  return middleware;
}
