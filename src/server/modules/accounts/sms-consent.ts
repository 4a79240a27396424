import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { SMS_CONSENT_VERSION, type SmsConsent, type SmsConsentView, smsPhone } from '@/shared/sms/rules';
import { optOutOf } from '../messaging/public';
import { usersUnified } from './schema';

/**
 * A customer's SMS consent (TCPA, decision 077), kept on the profile (`metadata.smsConsent`): when
 * it was given, the version of the checkbox's text, the number it covers and where (sign-up or
 * checkout). A new consent for another number replaces it.
 */
export async function smsConsentOf(ex: Executor, authUserId: string): Promise<SmsConsent | null> {
  const [row] = await ex
    .select({ consent: sql<SmsConsent | null>`${usersUnified.metadata}->'smsConsent'` })
    .from(usersUnified)
    .where(eq(usersUnified.auth_user_id, authUserId));
  return row?.consent ?? null;
}

/** The consent as stored for a +1 phone ticked at `source`; null for a phone SMS does not reach. */
export function smsConsentFor(phone: string | null | undefined, source: SmsConsent['source'], at: Date) {
  const e164 = smsPhone(phone);
  return e164
    ? ({ at: at.toISOString(), version: SMS_CONSENT_VERSION, phone: e164, source } as SmsConsent)
    : null;
}

/** Records the consent ticked at checkout on the buyer's profile, in the order's transaction. */
export async function recordSmsConsent(ex: Executor, authUserId: string, consent: SmsConsent): Promise<void> {
  await ex
    .update(usersUnified)
    .set({
      metadata: sql`jsonb_set(${usersUnified.metadata}, '{smsConsent}', ${JSON.stringify(consent)}::jsonb, true)`,
    })
    .where(eq(usersUnified.auth_user_id, authUserId));
}

/**
 * A customer's SMS state (decision 083): the +1 phone of her profile, the consent in force (only
 * when it covers that phone), when she last withdrew one, and whether the phone replied STOP.
 */
export async function smsConsentView(
  ex: Executor,
  who: { authUserId: string } | { profileId: string },
): Promise<SmsConsentView | null> {
  const [row] = await ex
    .select({ metadata: usersUnified.metadata })
    .from(usersUnified)
    .where(
      'authUserId' in who
        ? eq(usersUnified.auth_user_id, who.authUserId)
        : eq(usersUnified.id, who.profileId),
    );
  if (!row) return null;
  const meta = row.metadata as Record<string, unknown>;
  const phone = smsPhone(typeof meta.phone === 'string' ? meta.phone : null);
  const stored = (meta.smsConsent ?? null) as SmsConsent | null;
  const consent = stored && phone && smsPhone(stored.phone) === phone ? stored : null;
  const withdrawn = meta.smsConsentWithdrawn as { at?: string } | undefined;
  return {
    phone,
    consent,
    withdrawnAt: typeof withdrawn?.at === 'string' ? withdrawn.at : null,
    optedOut: phone ? await optOutOf(ex, phone) : null,
  };
}

/**
 * The customer ticks or unticks "Quero receber SMS" on her profile page (decision 083). Giving it
 * needs a +1 phone on the profile (`sms.consentNeedsUsPhone` on `consent`); it records the same
 * consent as sign-up and checkout, from `profile`. Withdrawing removes it at once (no SMS is queued
 * without it) and keeps when, for the record. A STOP reply is Twilio's to lift: only START does.
 */
export async function changeSmsConsent(
  ex: Executor,
  authUserId: string,
  give: boolean,
  at: Date,
): Promise<void> {
  const view = await smsConsentView(ex, { authUserId });
  if (give) {
    const consent = smsConsentFor(view?.phone, 'profile', at);
    if (!consent) {
      throw new AppError('validation_failed', 'sms.consentNeedsUsPhone', {
        fields: { consent: [{ key: 'sms.consentNeedsUsPhone' }] },
      });
    }
    await recordSmsConsent(ex, authUserId, consent);
    return;
  }
  // No profile row yet (an account that never saved its details): no consent to withdraw.
  if (!view) return;
  const withdrawn = JSON.stringify({ at: at.toISOString(), phone: view.phone });
  await ex
    .update(usersUnified)
    .set({
      metadata: sql`jsonb_set(${usersUnified.metadata} - 'smsConsent', '{smsConsentWithdrawn}', ${withdrawn}::jsonb, true)`,
    })
    .where(eq(usersUnified.auth_user_id, authUserId));
}
