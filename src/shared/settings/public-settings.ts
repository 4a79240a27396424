import type { Language } from '../i18n/language';
import { languageFromSetting } from '../i18n/language';
import { type Currency, currencyFromSetting } from '../money';
import type { ManualPaymentMethod } from '../orders/schemas';
import { toleranceFromSetting } from '../orders/weighing-types';
import { DEFAULT_HOLD_MARGIN_PCT, parseHoldMarginPct } from '../payments/margin';
import { type DefaultCountryChoice, phoneCountryFromSetting } from '../phones/countries';
import { type Units, unitsFromSetting } from '../units';
import {
  BRAND_NAME_FALLBACK,
  GENERAL_DEFAULTS,
  SEO_DEFAULTS,
  SEO_KEYS,
  type SeoKey,
  seoStorageKey,
} from './keys';

/** What every visitor may read: the shape of GET /api/settings. */
export type PublicSettings = {
  brandName: string;
  siteDescription: string;
  footerText: string;
  /** The footer text in English (decision 065); '' → the footer's English default wording. */
  footerTextEn: string;
  defaultLanguage: Language;
  /** The label of every price (decision 042): BRL by default; nothing is converted. */
  currency: Currency;
  /** The country every phone field starts on (decision 042): US by default. */
  defaultPhoneCountry: DefaultCountryChoice;
  /** How far above the estimate a weighed item is still charged, in % (decision 051): 10 by default. */
  weighingTolerancePct: number;
  /** Card payments (issue 36): weighed items are held this % above the estimate (at least the tolerance). */
  cardHoldMarginPct: number;
  /** The manual ways to pay the shop offers at checkout (decision 082); both unless switched off. */
  manualPaymentMethods: ManualPaymentMethod[];
  /** Who receives a transfer (Zelle e-mail or phone and name); empty until the shop sets it. */
  zelleRecipient: string;
  /** Weights and prices per weight in kg or lb (decision 084): metric by default; prices stay stored per kg. */
  units: Units;
  contact: { email: string; phone: string };
  social: {
    header: { instagram: string; facebook: string };
    footer: { instagram: string; facebook: string };
  };
  whatsapp: { hero: string; header: string; footer: string };
  seo: Record<SeoKey, string>;
};

/** The manual methods (orders/schemas' MANUAL_PAYMENT_METHODS; kept here so the first load stays light). */
const MANUAL_METHODS = ['pay_on_delivery', 'bank_transfer'] as const satisfies readonly ManualPaymentMethod[];

const text = (map: Map<string, string | null>, key: string) => map.get(key)?.trim() ?? '';

/** Falls back to the default when a stored value is missing or empty. */
const withFallback = (value: string, fallback: string) => (value === '' ? fallback : value);

/** SPEC §9: the chat number falls back hero → header → footer; each place uses the first it has. */
function chatNumbers(map: Map<string, string | null>) {
  const hero = text(map, 'hero_whatsapp_number');
  const header = text(map, 'header_whatsapp_number');
  const footer = text(map, 'footer_whatsapp_number');
  const first = [hero, header, footer].find((n) => n !== '') ?? '';
  return { hero: hero || first, header: header || first, footer: footer || first };
}

export function toPublicSettings(rows: { key: string; value: string | null }[]): PublicSettings {
  const map = new Map(rows.map((r) => [r.key, r.value]));
  const socialUrl = (key: keyof typeof GENERAL_DEFAULTS) =>
    withFallback(text(map, key), GENERAL_DEFAULTS[key].value);
  const seo = Object.fromEntries(
    SEO_KEYS.map((key) => [
      key,
      map.has(seoStorageKey(key)) ? text(map, seoStorageKey(key)) : SEO_DEFAULTS[key],
    ]),
  ) as Record<SeoKey, string>;
  return {
    brandName: withFallback(text(map, 'brand_name'), BRAND_NAME_FALLBACK),
    siteDescription: text(map, 'site_description'),
    footerText: text(map, 'footer_text'),
    footerTextEn: text(map, 'footer_text_en'),
    defaultLanguage: languageFromSetting(map.get('default_language')),
    currency: currencyFromSetting(map.get('currency')),
    defaultPhoneCountry: phoneCountryFromSetting(map.get('default_phone_country')),
    weighingTolerancePct: toleranceFromSetting(map.get('weighing_tolerance_pct')),
    /** Card payments (issue 36): the hold margin setting; the rule keeps it at least the tolerance. */
    cardHoldMarginPct: parseHoldMarginPct(map.get('card_hold_margin_pct') ?? '') ?? DEFAULT_HOLD_MARGIN_PCT,
    manualPaymentMethods: MANUAL_METHODS.filter((m) => text(map, `payment_${m}`) !== 'off'),
    zelleRecipient: text(map, 'payment_zelle_recipient'),
    units: unitsFromSetting(map.get('weight_units')),
    contact: { email: text(map, 'contact_email'), phone: text(map, 'contact_phone') },
    social: {
      header: { instagram: socialUrl('header_instagram_url'), facebook: socialUrl('header_facebook_url') },
      footer: { instagram: socialUrl('footer_instagram_url'), facebook: socialUrl('footer_facebook_url') },
    },
    whatsapp: chatNumbers(map),
    seo,
  };
}
