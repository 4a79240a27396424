import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { Logger } from 'pino';
import { PICTURE_MAX_BYTES } from '../shared/media/pictures';
import type { Database } from './db/client';
import type { Env } from './env';
import { errorBody } from './http/app-error';
import { requestBodies } from './http/body';
import { compressLargeReads } from './http/compression';
import { onError } from './http/errors';
import { sameOriginWrites } from './http/origin-check';
import { type CreatePageRenderer, pageReads } from './http/pages';
import { rateLimitMiddleware } from './http/rate-limit';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './http/session';
import { type HeadResolver, spaRoutes } from './http/spa';
import { turnsMiddleware } from './http/turns';
import type { AppEnv } from './http/types';
import {
  AUTH_CLASS_PATHS,
  accountsRoutes,
  GOOGLE_AUTH_PATHS,
  googleCallbackRoutes,
  googleSignInRoutes,
  invitationPublicRoutes,
  invitationStaffRoutes,
} from './modules/accounts/public';
import { auditStaffRoutes } from './modules/audit/public';
import { campaignsPublicRoutes, campaignsStaffRoutes } from './modules/campaigns/public';
import { cartRateClass, cartRoutes, mergeCartOnSignIn } from './modules/cart/public';
import {
  catalogueBulkRoutes,
  catalogueHead,
  catalogueRoutes,
  seoFileRoutes,
} from './modules/catalogue/public';
import { contactRoutes } from './modules/contact/public';
import { couponSendingRoutes } from './modules/coupon-sending/public';
import { couponsStaffRoutes } from './modules/coupons/public';
import { healthRoutes } from './modules/health/public';
import { integrationsStaffRoutes } from './modules/integrations/public';
import { liveRoutes } from './modules/live/public';
import { serverErrorRoutes } from './modules/logs/public';
import {
  mediaFileRoutes,
  mediaRateClass,
  mediaStaffRoutes,
  PICTURE_UPLOAD_PATH,
} from './modules/media/public';
import { messageDeskRoutes } from './modules/messaging/public';
import {
  couponCheckRoutes,
  guestOrderRoutes,
  isCheckoutRequest,
  ordersRoutes,
} from './modules/orders/public';
import { PAYMENTS_WEBHOOK_PATH, paymentsWebhookRoutes } from './modules/payments/public';
import { privacyOwnRoutes, privacyStaffRoutes } from './modules/privacy/public';
import { reportsStaffRoutes } from './modules/reports/public';
import { settingsRoutes, settingsStaffRoutes } from './modules/settings/public';
import { publicStoresRoutes, storesStaffRoutes } from './modules/stores/public';
import { taxPublicRoutes, taxStaffRoutes } from './modules/tax/public';
import type { Services } from './services';

export type AppDeps = {
  env: Env;
  database: Database;
  services: Services;
  logger: Logger;
  /** The built web app (dist/client); null serves the API alone (tests, `npm run dev`). */
  clientDir: string | null;
  headFor?: HeadResolver;
  /**
   * Server rendering of the catalogue pages (decision 017), built here from the reads the server
   * gives it; the process entry passes src/ssr's (decision 068). Without it every page is the shell.
   */
  pages?: CreatePageRenderer;
};

/** The remote address, or undefined when there is no socket (in-process test requests). */
export function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** What "Entrar com Google" (decision 090) needs of the server: its limits, proxies and cart merge. */
const googleDeps = (deps: AppDeps) => ({
  limits: deps.services.rateLimits,
  trusted: new Set(deps.env.TRUSTED_PROXIES),
  onSignedIn: mergeCartOnSignIn(deps.services.cart),
});

/** Every API module, mounted under /api; its type is the typed client's contract. */
function buildApi(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .route(
        '/health',
        healthRoutes(deps.database, {
          degraded: () => {
            const redis = deps.services.redis?.problem();
            return redis ? [`redis: ${redis}`] : [];
          },
        }),
      )
      .route(
        '/accounts',
        accountsRoutes(deps.services.accounts, {
          limits: deps.services.rateLimits,
          trusted: new Set(deps.env.TRUSTED_PROXIES),
          onSignedIn: mergeCartOnSignIn(deps.services.cart),
        }),
      )
      .route('/accounts/google', googleSignInRoutes(deps.services.accounts, googleDeps(deps)))
      .route('/auth/callback', googleCallbackRoutes(deps.services.accounts, googleDeps(deps)))
      .route('/accounts/invitations', invitationStaffRoutes(deps.services.accounts))
      .route(
        '/accounts/me/privacy',
        privacyOwnRoutes(deps.services.privacy, { limits: deps.services.rateLimits }),
      )
      .route('/accounts/privacy-requests', privacyStaffRoutes(deps.services.privacy))
      .route(
        '/accounts/invitation',
        invitationPublicRoutes(deps.services.accounts, {
          trusted: new Set(deps.env.TRUSTED_PROXIES),
          onSignedIn: mergeCartOnSignIn(deps.services.cart),
        }),
      )
      .route('/settings', settingsRoutes(deps.services.settings))
      .route('/settings/staff', settingsStaffRoutes(deps.services.staffSettings))
      .route(
        '/integrations/staff',
        integrationsStaffRoutes(deps.services.integrations, { httpsOnly: deps.env.isProduction }),
      )
      .route('/contact', contactRoutes(deps.services.contact, new Set(deps.env.TRUSTED_PROXIES)))
      .route('/catalogue', catalogueRoutes(deps.services.catalogue))
      .route('/catalogue-bulk/staff', catalogueBulkRoutes(deps.services.catalogueBulk))
      .route('/cart', cartRoutes(deps.services.cart))
      // The live streams first: the orders' `/:id` and `/staff/:id` would read "live" as an id.
      .route('/orders', liveRoutes(deps.services.live))
      // Guest checkout and the signed link (decision 096) before `/:id`, which would read "guest" as an id.
      .route('/orders/guest', guestOrderRoutes(deps.services.orders))
      .route('/orders', ordersRoutes(deps.services.orders))
      .route('/campaigns/staff', campaignsStaffRoutes(deps.services.campaigns))
      .route('/campaigns', campaignsPublicRoutes(deps.services.campaigns))
      .route('/coupons', couponCheckRoutes(deps.services.orders))
      .route('/payments', paymentsWebhookRoutes(deps.services.payments))
      .route('/coupons/staff', couponsStaffRoutes(deps.services.coupons))
      .route('/coupons/sending', couponSendingRoutes(deps.services.couponSending))
      .route('/stores/staff', storesStaffRoutes(deps.services.stores))
      .route('/stores', publicStoresRoutes(deps.services.stores))
      .route('/tax/staff', taxStaffRoutes(deps.services.tax))
      .route('/tax', taxPublicRoutes(deps.services.tax))
      .route('/media/staff', mediaStaffRoutes(deps.services.media))
      .route('/messages/staff', messageDeskRoutes(deps.services.messageDesk))
      .route('/sms', deps.services.smsWebhook)
      .route('/reports/staff', reportsStaffRoutes(deps.services.reports))
      .route('/audit/staff', auditStaffRoutes(deps.services.audit))
      .route('/logs/staff', serverErrorRoutes(deps.services.serverErrors))
  );
}

export type AppType = ReturnType<typeof buildApi>;

export function createApp(deps: AppDeps) {
  const trusted = new Set(deps.env.TRUSTED_PROXIES);
  const app = new Hono<AppEnv>();

  app.use('*', requestLog(deps.logger, deps.services.serverErrors.record, { trusted }));
  app.use('*', securityHeaders({ trustProxy: (c) => trusted.has(remoteAddress(c) ?? '') }));
  app.use('*', compressLargeReads());
  const bodies = requestBodies({
    maxSize: 1024 * 1024,
    tooLarge: (c) => c.json(errorBody('bad_request', 'http.tooLargeLimit'), 413),
  });
  // A picture upload may carry a 10 MB file; the multipart framing around it (boundaries, the
  // part's headers and file name) gets 64 KB more. A larger file inside that margin is refused by
  // the shared schema (422), a larger body here (413): the same message either way.
  const uploads = requestBodies({
    maxSize: PICTURE_MAX_BYTES + 64 * 1024,
    tooLarge: (c) => c.json(errorBody('bad_request', 'media.tooLarge'), 413),
  });
  app.use('/api/*', (c, next) => (c.req.path === PICTURE_UPLOAD_PATH ? uploads : bodies)(c, next));

  // Accounts (issue 4): CSRF guard for writes, the session of the request, then the §9 limits.
  const isHealth = (path: string) => path === '/api/health' || path.startsWith('/api/health/');
  app.use('/api/*', sameOriginWrites({ publicUrl: deps.env.PUBLIC_URL, allowLocal: !deps.env.isProduction }));
  // Checkouts take turns before their session is read (decision 130): in a burst the first answer early.
  app.use('/api/*', turnsMiddleware(deps.services.checkoutTurns, isCheckoutRequest));
  app.use('/api/*', sessionMiddleware(deps.services.accounts.resolver, { trusted, skip: isHealth }));
  app.use(
    '/api/*',
    rateLimitMiddleware(deps.services.rateLimits, {
      trusted,
      // Stripe's webhooks come in bursts from a few addresses; a forged one costs one HMAC (decision 078).
      skip: (path) =>
        isHealth(path) ||
        AUTH_CLASS_PATHS.has(path) ||
        GOOGLE_AUTH_PATHS.has(path) ||
        path === PAYMENTS_WEBHOOK_PATH,
      classOf: (path) => mediaRateClass(path) ?? cartRateClass(path),
    }),
  );

  app.route('/api', buildApi(deps));
  // Before the web app's fallback, or unknown API paths would answer 200 with HTML.
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'http.apiRouteNotFound'), 404));
  // Uploaded pictures (decision 029), before the web app's fallback: an unknown picture is a plain 404.
  app.route('/media', mediaFileRoutes(deps.services.media));
  app.route(
    '/',
    seoFileRoutes({
      catalogue: deps.services.catalogue,
      settings: deps.services.settings,
      publicUrl: deps.env.PUBLIC_URL,
    }),
  );

  if (deps.clientDir) {
    const pages = deps.pages?.({
      reads: pageReads(deps.services),
      clientDir: deps.clientDir,
      logger: deps.logger,
    });
    app.route(
      '/',
      spaRoutes({
        clientDir: deps.clientDir,
        settings: deps.services.settings,
        publicUrl: deps.env.PUBLIC_URL,
        headFor: deps.headFor ?? catalogueHead(deps.services.catalogue),
        pages,
      }),
    );
  }

  app.notFound((c) => c.json(errorBody('not_found'), 404));
  app.onError(onError);
  return app;
}
