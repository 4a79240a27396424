import type { Language } from '../i18n/language';
import { type Currency, DEFAULT_CURRENCY, moneyFormatter } from '../money';
import { firstName } from '../names';
import { SHOP_TIME_ZONE } from '../shop-time';
import { COUPON_TEXTS, WELCOME_TEXTS } from './template-texts';

/** The shop is in Georgia (US): coupon dates are the shop's calendar day (the one shop clock, decision 102). */
export { SHOP_TIME_ZONE };

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateFormatEn = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});
const percentFormats = {
  'pt-BR': new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
} as const;

/** dd/mm/aaaa in the shop's time zone. */
export function formatDatePtBR(date: Date): string {
  return dateFormat.format(date);
}

/** The shop's calendar day in the reader's way: 24/11/2026 in Portuguese, 11/24/2026 in English. */
export function formatShopDate(date: Date, language: Language): string {
  return language === 'en' ? dateFormatEn.format(date) : dateFormat.format(date);
}

/**
 * §9: greets by first name and says what the account is for, in the customer's language (issue
 * 38; Portuguese when left out). WhatsApp renders *bold*.
 */
export function welcomeMessage({
  name,
  brandName,
  language = 'pt-BR',
}: {
  name: string;
  brandName?: string;
  language?: Language;
}): string {
  const T = WELCOME_TEXTS[language];
  const first = firstName(name);
  return [T.hello(first), '', T.joined(brandName), '', ...T.youCan, '', T.questions].join('\n');
}

/** The test the owner sends from the Integrações screen (decision 076): it says where it came from. */
export function integrationTestMessage({ brandName }: { brandName: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `${brandName}: mensagem de teste`,
    text: [
      `Mensagem de teste da ${brandName}. ✅`,
      '',
      'Se você recebeu isto, a integração está funcionando: as mensagens da loja saem por aqui.',
    ].join('\n'),
  };
}

export type NewCustomer = { name: string; email: string; phone?: string | null; userId: string };

/** §3.6 admin notification about a sign-up. */
export function adminNewCustomerMessage({ name, email, phone, userId }: NewCustomer): string {
  return [
    '🆕 *Novo cliente cadastrado*',
    '',
    `👤 Nome: ${name.trim()}`,
    `📧 E-mail: ${email}`,
    `📱 Telefone: ${phone?.trim() || 'Não informado'}`,
    `🆔 ID: ${userId}`,
  ].join('\n');
}

type CouponBase = {
  code: string;
  name: string;
  description?: string | null;
  minimumOrderCents: number;
  usageLimit: number | null;
  usedCount: number;
  validUntil: Date | null;
};

/** §3.5 coupon as the message needs it; money in integer cents, the percentage as a number (10 = 10%). */
export type CouponForMessage = CouponBase &
  (
    | { type: 'percentage'; percent: number; maximumDiscountCents: number | null }
    | { type: 'fixed_amount'; valueCents: number; maximumDiscountCents?: null }
  );

/**
 * "10% de desconto (máximo R$ 50,00)" or "R$ 15,00 de desconto"; the money in the shop's currency
 * (decision 042), in the reader's language ("US$ 15,00" in Portuguese, "$15.00 off" in English).
 */
export function discountText(
  coupon: CouponForMessage,
  currency: Currency = DEFAULT_CURRENCY,
  language: Language = 'pt-BR',
): string {
  const T = COUPON_TEXTS[language];
  const money = moneyFormatter({ currency, language });
  if (coupon.type === 'fixed_amount') return T.fixedOff(money(coupon.valueCents));
  const percent = T.percentOff(percentFormats[language].format(coupon.percent));
  return coupon.maximumDiscountCents ? T.upTo(percent, money(coupon.maximumDiscountCents)) : percent;
}

/** Uses left, or null when the coupon has no limit. Never negative. */
export function remainingUses(coupon: Pick<CouponBase, 'usageLimit' | 'usedCount'>): number | null {
  return coupon.usageLimit === null ? null : Math.max(0, coupon.usageLimit - coupon.usedCount);
}

/**
 * §9 coupon message: the discount, then the minimum order (only above 0), the last valid day and the
 * uses left (only when the coupon has a limit). Lines that do not apply are left out, not shown empty.
 */
export function couponMessage(
  coupon: CouponForMessage,
  brandName: string,
  currency: Currency = DEFAULT_CURRENCY,
  language: Language = 'pt-BR',
): string {
  const T = COUPON_TEXTS[language];
  const money = moneyFormatter({ currency, language });
  const remaining = remainingUses(coupon);
  const description = coupon.description?.trim();
  const lines: (string | false)[] = [
    T.intro(brandName),
    '',
    T.code(coupon.code),
    `✨ ${coupon.name}`,
    Boolean(description) && `📝 ${description}`,
    '',
    `💰 *${discountText(coupon, currency, language)}*`,
    coupon.minimumOrderCents > 0 && T.minimum(money(coupon.minimumOrderCents)),
    coupon.validUntil !== null && T.validUntil(formatShopDate(coupon.validUntil, language)),
    remaining !== null && T.usesLeft(remaining),
    '',
    T.closing,
  ];
  return lines.filter((line): line is string => line !== false).join('\n');
}

/** §9: logs show only the first 100 characters of a message (counted in code points, so no emoji is cut). */
export function previewForLog(text: string): string {
  return Array.from(text).slice(0, 100).join('');
}
