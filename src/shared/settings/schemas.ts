import { z } from 'zod';
import { LOW_STOCK_KG_MAX, LOW_STOCK_THRESHOLD_MAX, summaryMinutes } from '../catalogue/low-stock';
import { KEYS } from '../messages';
import { CURRENCIES } from '../money';
import { parseTolerancePct } from '../orders/weighing-types';
import { countryByDialPrefix, DEFAULT_COUNTRY_CHOICES } from '../phones/countries';
import { hasLeadingPlus, isValidPhone, onlyDigits } from '../phones/rules';
import { UNIT_SYSTEMS } from '../units';
import { GENERAL_KEYS, type GeneralKey, SEO_KEYS, type SeoKey } from './keys';
import { checkRobots } from './robots';

/**
 * One zod schema per site setting key (SPEC §3.4), shared by the staff routes and the admin
 * forms (decision 038). Every value is text; blank means "not set" where the key allows it.
 */
const K = KEYS.settings;

const text = (max: number) => z.string().trim().max(max, K.textTooLong);
const required = (max: number) => text(max).min(1, K.required);

/** Blank, or a value `ok` accepts (refused with `key`). */
const blankOr = (max: number, ok: (v: string) => boolean, key: string) =>
  text(max).refine((v) => v === '' || ok(v), key);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** A picture: an absolute http(s) URL, or a path of this site ("/og-image.png", "/media/…"). */
const isImageRef = (value: string) => isHttpUrl(value) || /^\/(?!\/)[\w\-./%~]*$/.test(value);

/**
 * A phone in international form, checked by the shared phone rules (SPEC §5.4): a leading "+",
 * a known dial code, and one of that country's digit counts after it.
 */
export function isInternationalPhone(value: string): boolean {
  if (!hasLeadingPlus(value) || !/^[\s(]*\+[\d\s().-]+$/.test(value)) return false;
  const digits = onlyDigits(value);
  const country = countryByDialPrefix(digits);
  if (!country) return false;
  return isValidPhone(digits.slice(country.dialCode.length - 1), country.code);
}

const email = z
  .string()
  .trim()
  .max(254, K.textTooLong)
  .refine((v) => v === '' || z.email().safeParse(v).success, K.emailInvalid);
const phone = blankOr(30, isInternationalPhone, K.phoneInvalid);
const url = blankOr(500, isHttpUrl, K.urlInvalid);
const image = blankOr(500, isImageRef, K.imageInvalid);
const option = <T extends string>(values: readonly [T, ...T[]], key: string = K.optionInvalid) =>
  z
    .string()
    .trim()
    .pipe(z.enum(values, { error: key }));

/**
 * The weighing tolerance (decision 051): 0 to 50 %, whole or one decimal, comma or dot ("12,5");
 * stored with a dot and no leading zeros ("12.5"), the form the orders read.
 */
const tolerance = z
  .string()
  .trim()
  .refine((v) => parseTolerancePct(v) !== null, K.toleranceInvalid)
  .transform((v) => String(parseTolerancePct(v)));

/** Low stock (decision 099): whole units 0–9999; kg 0–100 with up to 3 decimals, comma or dot. */
const lowUnits = z
  .string()
  .trim()
  .refine((v) => /^\d{1,4}$/.test(v) && Number(v) <= LOW_STOCK_THRESHOLD_MAX, K.lowStockUnitsInvalid)
  .transform((v) => String(Number(v)));
const lowKg = z
  .string()
  .trim()
  .refine(
    (v) => /^\d{1,3}([.,]\d{1,3})?$/.test(v) && Number(v.replace(',', '.')) <= LOW_STOCK_KG_MAX,
    K.lowStockKgInvalid,
  )
  .transform((v) => String(Number(v.replace(',', '.'))));
const hourOfDay = z
  .string()
  .trim()
  .refine((v) => summaryMinutes(v) !== null, K.hourInvalid);

const VIEWPORT_PAIR = /^[a-z-]+\s*=\s*[\w.-]+$/i;
/**
 * site_robots: blank, or a list of real robots directives (./robots.ts), written the usual way
 * ("NoIndex,nofollow" → "noindex, nofollow"); the refusal names the word that is not one.
 */
const robots = text(200)
  .superRefine((v, ctx) => {
    if (v === '') return;
    const check = checkRobots(v);
    if (check.ok) return;
    if (check.reason === 'conflict')
      ctx.addIssue({
        code: 'custom',
        message: K.robotsConflict,
        params: { directive: check.directive, other: check.other },
      });
    else ctx.addIssue({ code: 'custom', message: K.robotsInvalid, params: { directive: check.directive } });
  })
  .transform((v) => {
    const check = v === '' ? null : checkRobots(v);
    return check?.ok ? check.value : v;
  });

const commaList = (value: string, item: RegExp) => value.split(',').every((part) => item.test(part.trim()));

export const GENERAL_SCHEMAS = {
  brand_name: required(80),
  site_description: text(300),
  footer_text: text(500),
  footer_text_en: text(500),
  contact_email: email,
  contact_phone: phone,
  hero_whatsapp_number: phone,
  header_whatsapp_number: phone,
  footer_whatsapp_number: phone,
  header_instagram_url: url,
  header_facebook_url: url,
  footer_instagram_url: url,
  footer_facebook_url: url,
  default_language: option(['pt', 'en'], K.languageInvalid),
  currency: option(CURRENCIES, K.currencyInvalid),
  default_phone_country: option(DEFAULT_COUNTRY_CHOICES, K.countryInvalid),
  weighing_tolerance_pct: tolerance,
  card_hold_margin_pct: tolerance,
  payment_pay_on_delivery: option(['on', 'off']),
  payment_bank_transfer: option(['on', 'off']),
  payment_zelle_recipient: text(120),
  staff_second_factor: option(['on', 'off']),
  weight_units: option(UNIT_SYSTEMS, K.unitsInvalid),
  low_stock_threshold: lowUnits,
  low_stock_threshold_kg: lowKg,
  low_stock_summary_hour: hourOfDay,
} as const satisfies Record<GeneralKey, z.ZodType<string>>;

export const SEO_SCHEMAS = {
  site_title: required(120),
  site_title_en: text(120),
  site_description: text(320),
  site_keywords: text(500),
  site_author: text(100),
  site_robots: robots,
  viewport: required(200).refine((v) => commaList(v, VIEWPORT_PAIR), K.viewportInvalid),
  theme_color: blankOr(7, (v) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v), K.colorInvalid),
  canonical_url: url,
  og_title: text(120),
  og_description: text(320),
  og_image: image,
  og_type: option(['website', 'article', 'product', 'profile']),
  og_site_name: text(80),
  twitter_card: option(['summary', 'summary_large_image']),
  twitter_title: text(120),
  twitter_description: text(320),
  twitter_image: image,
  twitter_site: blankOr(16, (v) => /^@\w{1,15}$/.test(v), K.handleInvalid),
} as const satisfies Record<SeoKey, z.ZodType<string>>;

export type SettingsGroup = 'general' | 'seo';
export const SETTINGS_GROUP_KEYS = { general: GENERAL_KEYS, seo: SEO_KEYS } as const;
export const SETTINGS_SCHEMAS = { general: GENERAL_SCHEMAS, seo: SEO_SCHEMAS } as const;
export type GroupKey<G extends SettingsGroup> = (typeof SETTINGS_GROUP_KEYS)[G][number];

/** Save all: every key of the group at once (the whole form). */
export const generalSettingsSchema = z.object(GENERAL_SCHEMAS);
export const seoSettingsSchema = z.object(SEO_SCHEMAS);
export type GeneralSettingsInput = z.input<typeof generalSettingsSchema>;
export type SeoSettingsInput = z.input<typeof seoSettingsSchema>;

/** Save one key: its value, checked by that key's schema after the route knows the key. */
export const settingValueSchema = z.object({ value: z.string().max(2000, K.textTooLong) });
export type SettingValueInput = z.input<typeof settingValueSchema>;

export const settingKeyParam = (group: SettingsGroup) =>
  z.object({
    key: z.enum(SETTINGS_GROUP_KEYS[group] as readonly [string, ...string[]], { error: K.unknownKey }),
  });

export const isGroupKey = <G extends SettingsGroup>(group: G, key: string): key is GroupKey<G> =>
  (SETTINGS_GROUP_KEYS[group] as readonly string[]).includes(key);

/** The schema of one key of a group. */
export function schemaOf<G extends SettingsGroup>(group: G, key: GroupKey<G>): z.ZodType<string> {
  return (SETTINGS_SCHEMAS[group] as Record<string, z.ZodType<string>>)[key]!;
}
