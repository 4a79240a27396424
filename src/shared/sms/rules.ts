import { formatPhoneForMessaging } from '../phones/rules';

/**
 * SMS to US phones (issue 35, decision 077): pure rules shared by the server and the screens —
 * who may get an SMS, how long one may be, the opt-out words Twilio and carriers honour, and the
 * consent a customer gives (TCPA).
 */

/** A message is kept to two segments: one bill line, one screen, and carriers join them reliably. */
export const SMS_MAX_SEGMENTS = 2;

/** The words said in the first SMS to a number: carriers require the way out to be told. */
export const SMS_STOP_FOOTER = 'Responda STOP para sair. Reply STOP to opt out.';

// GSM 03.38: the basic set (one unit each) and its extension (two units each: escape + char).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** How a text travels: its encoding and how many segments (160/153 GSM units, 70/67 UCS-2 units). */
export function smsSegments(text: string): { encoding: SmsEncoding; units: number; segments: number } {
  let units = 0;
  for (const char of text) {
    if (BASIC.has(char)) units += 1;
    else if (EXTENDED.has(char)) units += 2;
    else {
      const ucs = text.length; // UTF-16 code units, as UCS-2/UTF-16 carriers count them
      return { encoding: 'UCS-2', units: ucs, segments: ucs <= 70 ? 1 : Math.ceil(ucs / 67) };
    }
  }
  return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
}

const REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '-',
  '·': '-',
  '\u00a0': ' ',
  º: 'o',
  ª: 'a',
};

/**
 * A text in GSM-7 letters: accents GSM lacks are dropped ("ã" → "a", "ç" → "c"), typographic
 * punctuation made plain, anything else left out. Portuguese with accents would travel as UCS-2,
 * where two segments hold only 134 characters instead of 306.
 */
export function toGsmText(text: string): string {
  let out = '';
  for (const char of text) {
    if (BASIC.has(char) || EXTENDED.has(char)) {
      out += char;
      continue;
    }
    const replaced = REPLACEMENTS[char];
    if (replaced !== undefined) {
      out += replaced;
      continue;
    }
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    if ([...bare].every((c) => BASIC.has(c))) out += bare;
  }
  return out;
}

/**
 * The SMS for a text: GSM letters, at most SMS_MAX_SEGMENTS segments, the opt-out footer kept
 * whole when asked for (the body is cut with "..." to make room).
 */
export function smsText(body: string, options: { footer?: boolean } = {}): string {
  const footer = options.footer ? ` ${SMS_STOP_FOOTER}` : '';
  const plain = toGsmText(body.replace(/\s*\n\s*/g, ' ').trim());
  // A sentence ends before the opt-out words.
  const text = footer && plain && !/[.!?]$/.test(plain) ? `${plain}.` : plain;
  const fits = (t: string) => smsSegments(t + footer).segments <= SMS_MAX_SEGMENTS;
  if (fits(text)) return text + footer;
  let cut = text;
  while (cut.length > 0 && !fits(`${cut}...`)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...${footer}`;
}

/**
 * Whether a phone gets SMS (decision 077): numbers of the North American plan (+1: the US and
 * Canada), where the shop's Twilio number sends. Brazilian numbers get WhatsApp (SPEC §5.5).
 * Answers the E.164 form ("+14045550134"), or null.
 */
export function smsPhone(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return null;
  const formatted = formatPhoneForMessaging(phone);
  if (!formatted.ok) return null;
  return formatted.phone.length === 11 && formatted.phone.startsWith('1') && formatted.phone[1] !== '1'
    ? `+${formatted.phone}`
    : null;
}

/** Twilio's default opt-out and opt-in words (a message that is exactly one of them). */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'];
export const START_WORDS = ['START', 'YES', 'UNSTOP'];

/** What an inbound SMS asks: to stop, to start again, or nothing we act on. */
export function smsKeyword(body: string | null | undefined): 'stop' | 'start' | null {
  const word = (body ?? '')
    .trim()
    .toUpperCase()
    .replace(/[.!\s]+$/g, '');
  if (STOP_WORDS.includes(word) || word === 'STOP ALL') return 'stop';
  if (START_WORDS.includes(word)) return 'start';
  return null;
}

/**
 * The version of the consent text the checkbox shows (both languages say the same): kept with the
 * consent, so the shop can show what a customer agreed to. A new wording gets a new version.
 */
export const SMS_CONSENT_VERSION = 'sms-consent-2026-11-29';

/** A customer's SMS consent as the profile keeps it: when, which text, for which number, where. */
export type SmsConsent = {
  at: string;
  version: string;
  phone: string;
  /** Where it was ticked: sign-up, checkout, or the customer's profile page (decision 083). */
  source: 'sign_up' | 'checkout' | 'profile';
};

/**
 * A customer's SMS state as her profile page and the admin user screen show it (decision 083):
 * the +1 phone SMS would go to (null: her phone is not one), the consent in force, when she last
 * withdrew one, and whether that phone replied STOP.
 */
export type SmsConsentView = {
  phone: string | null;
  consent: SmsConsent | null;
  withdrawnAt: string | null;
  optedOut: { at: string; source: 'stop_reply' | 'provider_refused' } | null;
};

/** Whether a stored consent covers this phone (consent is given for the number typed beside it). */
export function consentCovers(consent: unknown, phone: string | null | undefined): boolean {
  const target = smsPhone(phone);
  if (!target || typeof consent !== 'object' || consent === null) return false;
  const given = (consent as Partial<SmsConsent>).phone;
  return typeof given === 'string' && smsPhone(given) === target;
}
