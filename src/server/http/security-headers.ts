import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP without inline scripts; styles allow inline because toast and dialog libraries set
 * <style> and style attributes at run time (scripts stay strict). HSTS only over https.
 * Permissions-Policy: the camera for this origin only (an embedded page never gets it).
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
    // The camera for the shop's own pages only: the weighing panel reads scale labels with it
    // (decision 092). Microphone and location are never used.
    permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
  });
  const middleware: MiddlewareHandler = async (c, next) => {
    await base(c, next);
    const forwardedProto = options.trustProxy(c) ? c.req.header('x-forwarded-proto') : undefined;
    const https = new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https';
    if (https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
  return middleware;
}
