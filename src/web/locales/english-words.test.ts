import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailVerificationEmail, passwordResetEmail } from '@/shared/accounts/emails';
import { factorChangeEmail } from '@/shared/accounts/factor-emails';
import { identityChangeEmail } from '@/shared/accounts/identity-emails';
import { invitationEmail } from '@/shared/accounts/invitation-email';
import { accountExistsEmail, unlockEmail } from '@/shared/accounts/safety-emails';
import { portugueseIn } from '@/shared/i18n/portuguese-words';
import { COUPON_TEXTS, WELCOME_TEXTS } from '@/shared/messaging/template-texts';
import { EDIT_TEXTS } from '@/shared/orders/edit-message';
import { HOLD_FAILED_TEXTS } from '@/shared/orders/hold-failed-message';
import { ORDER_TEXTS } from '@/shared/orders/message-texts';

/**
 * No Portuguese in English (issue 38, decision 106): every English text a customer or a staff
 * member can read — each web dictionary's `en` namespace and each message the server sends in
 * English (e-mail, SMS, WhatsApp), rendered with sample values — is searched for common
 * Portuguese words and for Portuguese diacritics, with the rule of `shared/i18n/portuguese-words.ts`
 * (its ALLOWED names: the shop's Brazilian products, the language's own name), which the English
 * journey uses on the pages too.
 */

const SAMPLE = 'Sample';

/** Every string of a value: strings as they are, functions called with sample arguments. */
function texts(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) texts(v, `${path}.${i}`, out);
  } else if (typeof value === 'function')
    texts((value as (...a: string[]) => unknown)(...Array(value.length).fill(SAMPLE)), path, out);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) texts(v, `${path}.${key}`, out);
  return out;
}

const person = {
  name: 'Ana Silva',
  brandName: 'Brazil Prime',
  baseUrl: 'https://shop.example',
  language: 'en' as const,
};
const link = 'https://shop.example/x?token=abc';

/** The server's English messages: the words tables, and the e-mails written inline. */
const SERVER_TEXTS: [string, string][] = [
  ...texts(ORDER_TEXTS.en, 'orders', []),
  ...texts(WELCOME_TEXTS.en, 'welcome', []),
  ...texts(COUPON_TEXTS.en, 'coupon', []),
  ...texts(EDIT_TEXTS.en, 'orderEdit', []),
  ...texts(HOLD_FAILED_TEXTS.en, 'holdFailed', []),
  ...texts(passwordResetEmail({ ...person, link, validMinutes: 60 }), 'passwordReset', []),
  ...texts(emailVerificationEmail({ ...person, link }), 'emailVerification', []),
  ...texts(accountExistsEmail(person), 'accountExists', []),
  ...texts(unlockEmail({ ...person, link }), 'unlock', []),
  ...(['totp_added', 'totp_removed', 'passkey_added', 'passkey_removed', 'factor_reset'] as const).flatMap(
    (event) => texts(factorChangeEmail({ ...person, event, passkeyName: 'iPhone' }), `factor.${event}`, []),
  ),
  ...(['added', 'removed'] as const).flatMap((change) =>
    texts(
      identityChangeEmail({ ...person, change, provider: 'Google', providerEmail: 'ana@gmail.com' }),
      `identity.${change}`,
      [],
    ),
  ),
  ...(['admin', 'manager', 'operator'] as const).flatMap((role) =>
    texts(
      invitationEmail({
        inviterName: 'Carla',
        brandName: 'Brazil Prime',
        role,
        storeName: 'Marietta',
        link,
        validDays: 7,
        language: 'en',
      }),
      `invitation.${role}`,
      [],
    ),
  ),
];

const EN_DIR = join(import.meta.dirname, 'en');
const dictionaries = await Promise.all(
  readdirSync(EN_DIR)
    .filter((name) => name.endsWith('.ts'))
    .map(async (name) => [name, await import(/* @vite-ignore */ join(EN_DIR, name))] as const),
);
const WEB_TEXTS: [string, string][] = dictionaries.flatMap(([name, module]) =>
  texts(module as Record<string, unknown>, name.replace(/\.ts$/, ''), []),
);

describe('the rule finds Portuguese', () => {
  it.each([
    ['Your order is ready', null],
    ['Seu pedido está pronto', 'Seu'],
    ['Delivery on amanhã', 'amanhã'],
    ['Pickup (retirada)', 'retirada'],
    ['Thanks, você', 'você'],
    ['Order BP-1042: Ready for pickup', null],
    ['Linguiça toscana, 1 lb', null],
    ['Picanha and linguiça', null],
    ['Choose Português or English', null],
    ['Tap ação', 'ç'],
    ['https://shop.example/pedido/1', null],
    ['Contact us', null],
  ])('%j → %j', (text, found) => {
    expect(portugueseIn(text)).toBe(found);
  });
});

describe('no Portuguese in the server messages sent in English', () => {
  it('renders some texts', () => expect(SERVER_TEXTS.length).toBeGreaterThan(50));
  it.each(SERVER_TEXTS)('%s', (_path, text) => {
    expect(portugueseIn(text), text).toBeNull();
  });
});

describe('no Portuguese in the English web dictionaries', () => {
  it('reads every dictionary', () => expect(dictionaries.length).toBeGreaterThan(40));
  it.each(WEB_TEXTS)('%s', (_path, text) => {
    expect(portugueseIn(text), text).toBeNull();
  });
});
