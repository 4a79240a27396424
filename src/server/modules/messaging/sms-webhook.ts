import { Hono } from 'hono';
import twilio from 'twilio';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import type { EffectiveConfig } from '@/server/modules/integrations/public';
import { smsKeyword, smsPhone } from '@/shared/sms/rules';
import { twilioInboundSchema } from '@/shared/sms/schemas';
import { recordOptIn, recordOptOut } from './sms-opt-outs';

/** An empty TwiML answer: Twilio sends its own STOP/START confirmation, the shop adds nothing. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Twilio's inbound-message webhook (decision 077), mounted at /api/sms: paste
 * `<PUBLIC_URL>/api/sms/twilio/inbound` as the number's (or messaging service's) "A message comes
 * in" URL. Every request must carry Twilio's `X-Twilio-Signature` over the URL Twilio called and
 * the posted fields, made with the auth token in force (the SDK's validateRequest); anything else
 * is a 403 and changes nothing. STOP (and its synonyms, or Advanced Opt-Out's OptOutType) marks
 * the sender's phone as opted out; START removes the mark.
 */
export function smsWebhookRoutes(deps: {
  db: Db;
  config: () => Promise<EffectiveConfig>;
  /** The shop's public address: Twilio signs the URL it called, which a proxy may hide from us. */
  publicUrl?: string | undefined;
  now?: () => Date;
}) {
  return new Hono<AppEnv>().post(
    '/twilio/inbound',
    async (c, next) => {
      const token = (await deps.config()).sms.delivery?.authToken;
      const signature = c.req.header('x-twilio-signature') ?? '';
      const requestUrl = new URL(c.req.url);
      const url = deps.publicUrl
        ? `${deps.publicUrl.replace(/\/+$/, '')}${requestUrl.pathname}${requestUrl.search}`
        : requestUrl.href;
      const form = await c.req.parseBody();
      const params = Object.fromEntries(
        Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      if (!token || !signature || !twilio.validateRequest(token, signature, url, params))
        throw new AppError('forbidden', 'sms.signatureInvalid');
      await next();
    },
    validate('form', twilioInboundSchema),
    async (c) => {
      const inbound = c.req.valid('form');
      const phone = smsPhone(inbound.From);
      const asked = inbound.OptOutType
        ? ({ STOP: 'stop', START: 'start' } as const)[inbound.OptOutType.toUpperCase()]
        : smsKeyword(inbound.Body);
      if (phone && asked === 'stop')
        await recordOptOut(deps.db, phone, 'stop_reply', deps.now?.() ?? new Date());
      if (phone && asked === 'start') await recordOptIn(deps.db, phone);
      return c.body(EMPTY_TWIML, 200, { 'content-type': 'text/xml; charset=utf-8' });
    },
  );
}
