import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { SMS_CONSENT_VERSION, type SmsConsent, smsPhone } from '@/shared/sms/rules';
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
