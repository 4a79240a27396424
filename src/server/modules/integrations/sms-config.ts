import type { Env } from '@/server/env';
import type { OpenedSecret, StoredIntegration } from './config';

/** The environment variables of the SMS card (decision 077); each one set wins over the screen. */
export type SmsEnv = Pick<
  Env,
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_MESSAGING_SERVICE_SID'
  | 'TWILIO_API_URL'
>;

/**
 * What an SMS goes out with: the account and its token, and the sender — a messaging service when
 * one is set (Twilio then picks the number), else the number. `apiUrl`: TWILIO_API_URL, else Twilio's.
 */
export type SmsDelivery = {
  accountSid: string;
  authToken: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  apiUrl: string | undefined;
};

const stored = (row: StoredIntegration | undefined, field: string) =>
  row?.settings[field]?.trim() || undefined;

/** The SMS configuration in force: for each field the environment first, then the card. */
export function smsConfig(
  env: SmsEnv,
  row: StoredIntegration | undefined,
  /** Opens one of the row's sealed fields (config.ts's openSecret with the box). */
  open: (field: string) => OpenedSecret,
): { delivery: SmsDelivery | null; unreadable: boolean } {
  const accountSid = env.TWILIO_ACCOUNT_SID ?? stored(row, 'accountSid');
  const token: OpenedSecret = env.TWILIO_AUTH_TOKEN
    ? { value: env.TWILIO_AUTH_TOKEN, problem: null }
    : open('authToken');
  const from = env.TWILIO_FROM ?? stored(row, 'from');
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID ?? stored(row, 'messagingServiceSid');
  const complete = accountSid && token.value && (from || messagingServiceSid);
  return {
    delivery: complete
      ? {
          accountSid,
          authToken: token.value as string,
          from,
          messagingServiceSid,
          apiUrl: env.TWILIO_API_URL,
        }
      : null,
    unreadable: Boolean(token.problem),
  };
}

/** The SMS card's fields the environment sets (shown as "set on the server", never saved). */
export function smsEnvFields(env: SmsEnv): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}
