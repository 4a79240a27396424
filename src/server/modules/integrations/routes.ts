import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { googleReviewsCardSchema } from '@/shared/integrations/google-schemas';
import { googleSignInCardSchema } from '@/shared/integrations/google-sign-in-schemas';
import { publicAddressCardSchema } from '@/shared/integrations/public-address-schemas';
import {
  emailCardSchema,
  emailTestSchema,
  integrationIdParam,
  whatsAppCardSchema,
  whatsAppTestSchema,
} from '@/shared/integrations/schemas';
import { smsCardSchema, smsTestSchema } from '@/shared/integrations/sms-schemas';
import { stripeCardSchema } from '@/shared/integrations/stripe-schemas';
import { renderMessage } from '@/shared/messages';
import { actorOf } from '../audit/public';
import type { IntegrationsService } from './service';

/**
 * The Integrações screen (issue 35, decision 076), mounted at /api/integrations/staff. Every route
 * takes manage_system_settings (admins and super_admins). No answer ever holds a secret: the cards
 * show masks. `httpsOnly` (production) refuses a provider URL that is not https. Never cached.
 */
export function integrationsStaffRoutes(service: IntegrationsService, options: { httpsOnly: boolean }) {
  const saved = renderMessage('integrations.saved');
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', requireRoute('GET /api/integrations/staff'), async (c) =>
      c.json({
        cards: await service.cards(),
        httpsOnly: options.httpsOnly,
        stripeMode: await service.stripeMode(),
        // Where links in messages point now, and whether that is only this machine (decision 121).
        linkBase: await service.linkBase(),
      }),
    )
    .put(
      '/public-address',
      requireRoute('PUT /api/integrations/staff/public-address'),
      validate('json', publicAddressCardSchema),
      async (c) =>
        c.json({ card: await service.savePublicAddress(actorOf(c), c.req.valid('json')), message: saved }),
    )
    .put(
      '/email',
      requireRoute('PUT /api/integrations/staff/email'),
      validate('json', emailCardSchema),
      async (c) => c.json({ card: await service.saveEmail(actorOf(c), c.req.valid('json')), message: saved }),
    )
    .put(
      '/whatsapp',
      requireRoute('PUT /api/integrations/staff/whatsapp'),
      validate('json', whatsAppCardSchema({ httpsOnly: options.httpsOnly })),
      async (c) =>
        c.json({ card: await service.saveWhatsApp(actorOf(c), c.req.valid('json')), message: saved }),
    )
    .post(
      '/email/test',
      requireRoute('POST /api/integrations/staff/email/test'),
      validate('json', emailTestSchema),
      async (c) => c.json({ result: await service.testEmail(c.req.valid('json').to) }),
    )
    .post(
      '/whatsapp/test',
      requireRoute('POST /api/integrations/staff/whatsapp/test'),
      validate('json', whatsAppTestSchema),
      async (c) => c.json({ result: await service.testWhatsApp(c.req.valid('json').phone) }),
    )
    .put(
      '/sms',
      requireRoute('PUT /api/integrations/staff/sms'),
      validate('json', smsCardSchema),
      async (c) => c.json({ card: await service.saveSms(actorOf(c), c.req.valid('json')), message: saved }),
    )
    .post(
      '/sms/test',
      requireRoute('POST /api/integrations/staff/sms/test'),
      validate('json', smsTestSchema),
      async (c) => c.json({ result: await service.testSms(c.req.valid('json').phone) }),
    )
    .put(
      '/stripe',
      requireRoute('PUT /api/integrations/staff/stripe'),
      validate('json', stripeCardSchema),
      async (c) =>
        c.json({ card: await service.saveStripe(actorOf(c), c.req.valid('json')), message: saved }),
    )
    .post('/stripe/check', requireRoute('POST /api/integrations/staff/stripe/check'), async (c) =>
      c.json({ result: await service.checkStripe() }),
    )
    .put(
      '/google-reviews',
      requireRoute('PUT /api/integrations/staff/google-reviews'),
      validate('json', googleReviewsCardSchema),
      async (c) =>
        c.json({ card: await service.saveGoogleReviews(actorOf(c), c.req.valid('json')), message: saved }),
    )
    .post(
      '/google-reviews/test',
      requireRoute('POST /api/integrations/staff/google-reviews/test'),
      async (c) => c.json({ result: await service.testGoogleReviews() }),
    )
    .put(
      '/google-sign-in',
      requireRoute('PUT /api/integrations/staff/google-sign-in'),
      validate('json', googleSignInCardSchema),
      async (c) =>
        c.json({ card: await service.saveGoogleSignIn(actorOf(c), c.req.valid('json')), message: saved }),
    )
    .post(
      '/google-sign-in/test',
      requireRoute('POST /api/integrations/staff/google-sign-in/test'),
      async (c) => c.json({ result: await service.testGoogleSignIn() }),
    )
    .delete(
      '/:id',
      requireRoute('DELETE /api/integrations/staff/:id'),
      validate('param', integrationIdParam),
      async (c) =>
        c.json({
          card: await service.remove(actorOf(c), c.req.valid('param').id),
          message: renderMessage('integrations.removed'),
        }),
    );
}
