import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@/shared/money';
import { DEFAULT_COUNTRY_CHOICES } from '@/shared/phones/countries';
import type { GeneralKey } from '@/shared/settings/keys';
import { generalSettingsSchema } from '@/shared/settings/schemas';
import { UNIT_SYSTEMS } from '@/shared/units';
import { usePageTitle } from '@/web/lib/use-page-title';
import { type StaffSetting, useSettingsGroup } from './api/settings-api';
import { type Rename, SeoRenameOffer } from './components/seo-rename-offer';
import { type GroupSpec, ScreenFrame, SettingsGroups } from './components/settings-screen';
import { useSettingsForm } from './components/use-settings-form';
import './i18n';
// The English footer default shown beside its field (decision 065) is the footer's own word.
import '@/web/lib/footer-i18n';

const PHONE = { kind: 'text', type: 'tel', maxLength: 30, placeholder: '+1 (404) 555-0134' } as const;
const URL_FIELD = { kind: 'text', type: 'url', maxLength: 500, placeholder: 'https://' } as const;
const CHAT_KEYS = ['hero_whatsapp_number', 'header_whatsapp_number', 'footer_whatsapp_number'] as const;

/** SPEC §9: the number each place uses, hero → header → footer, as the storefront picks it. */
function ChatNumberInUse({ name }: { name: (typeof CHAT_KEYS)[number] }) {
  const { t } = useTranslation('settings');
  const numbers = useWatch({ name: [...CHAT_KEYS] }) as string[];
  const own = numbers[CHAT_KEYS.indexOf(name)]?.trim();
  const used = own || numbers.map((n) => n?.trim()).find(Boolean);
  if (own) return null;
  return (
    <p className="mt-1 text-sm text-ink-soft" aria-live="polite">
      {used ? t('general.inUse', { number: used }) : t('general.noNumber')}
    </p>
  );
}

function GeneralForm({ settings }: { settings: StaffSetting[] }) {
  const { t, i18n } = useTranslation('settings');
  // What an English visitor reads while footer_text_en is blank (decision 065): the footer's own default.
  const englishFooter = i18n.getFixedT('en', 'footer')('defaultText');
  const label = (key: string) => t(`fields.${key as GeneralKey}.label`);
  const help = (key: string) => t(`fields.${key as GeneralKey}.help`);
  // A saved new name offers to say it in the SEO title and og:site_name too (issue 39).
  const [rename, setRename] = useState<Rename | null>(null);
  const state = useSettingsForm('general', settings, generalSettingsSchema, label, (saved, before) => {
    const [from, to] = [before.brand_name ?? '', saved.brand_name ?? ''];
    if (from.trim() !== to.trim()) setRename({ from, to });
  });
  const groups: GroupSpec[] = [
    {
      title: t('general.groups.identity'),
      fields: [
        { key: 'brand_name', control: { kind: 'text', maxLength: 80 } },
        { key: 'site_description', control: { kind: 'text', maxLength: 300 } },
        // Side by side from 768 px: the same text in the two languages of the storefront.
        { key: 'footer_text', control: { kind: 'long', maxLength: 500 } },
        { key: 'footer_text_en', control: { kind: 'long', maxLength: 500, placeholder: englishFooter } },
      ],
    },
    {
      title: t('general.groups.contact'),
      fields: [
        { key: 'contact_email', control: { kind: 'text', type: 'email', maxLength: 254 } },
        { key: 'contact_phone', control: PHONE },
      ],
    },
    {
      title: t('general.groups.whatsapp'),
      lead: (
        <p className="mb-5 rounded-2xl bg-parchment px-4 py-3 text-sm text-ink">{t('general.fallback')}</p>
      ),
      // No placeholder on the chat numbers: a grey sample there reads like the number in use.
      fields: CHAT_KEYS.map((key) => ({
        key,
        control: { kind: 'text', type: 'tel', maxLength: 30 },
        extra: <ChatNumberInUse name={key} />,
      })),
    },
    {
      title: t('general.groups.social'),
      fields: [
        { key: 'header_instagram_url', control: URL_FIELD },
        { key: 'header_facebook_url', control: URL_FIELD },
        { key: 'footer_instagram_url', control: URL_FIELD },
        { key: 'footer_facebook_url', control: URL_FIELD },
      ],
    },
    {
      title: t('general.groups.shop'),
      fields: [
        {
          key: 'default_language',
          control: {
            kind: 'choice',
            options: [
              { value: 'pt', label: t('general.languages.pt') },
              { value: 'en', label: t('general.languages.en') },
            ],
          },
        },
        {
          key: 'currency',
          control: {
            kind: 'choice',
            options: CURRENCIES.map((code) => ({ value: code, label: t(`general.currencies.${code}`) })),
          },
        },
        {
          key: 'default_phone_country',
          control: {
            kind: 'choice',
            options: DEFAULT_COUNTRY_CHOICES.map((code) => ({
              value: code,
              label: t(`general.phoneCountries.${code}`),
            })),
          },
        },
      ],
    },
    {
      title: t('general.groups.weighing'),
      fields: [
        {
          key: 'weight_units',
          control: {
            kind: 'choice',
            options: UNIT_SYSTEMS.map((code) => ({ value: code, label: t(`general.units.${code}`) })),
          },
        },
        {
          key: 'weighing_tolerance_pct',
          control: { kind: 'text', maxLength: 4, inputMode: 'decimal', placeholder: '10' },
        },
        {
          key: 'card_hold_margin_pct',
          control: { kind: 'text', maxLength: 4, inputMode: 'decimal', placeholder: '15' },
        },
      ],
    },
    {
      // Decision 099: low stock per variation, and the daily summary's hour.
      title: t('general.groups.stock'),
      fields: [
        {
          key: 'low_stock_threshold',
          control: { kind: 'text', maxLength: 4, inputMode: 'decimal', placeholder: '5' },
        },
        {
          key: 'low_stock_threshold_kg',
          control: { kind: 'text', maxLength: 7, inputMode: 'decimal', placeholder: '2' },
        },
        {
          key: 'low_stock_summary_hour',
          control: { kind: 'text', maxLength: 5, placeholder: '07:00' },
        },
      ],
    },
    {
      // Decision 082: the manual ways to pay the checkout offers; at least one stays on.
      title: t('general.groups.payment'),
      fields: [
        ...(['payment_pay_on_delivery', 'payment_bank_transfer'] as const).map((key) => ({
          key,
          control: {
            kind: 'choice' as const,
            options: (['on', 'off'] as const).map((value) => ({
              value,
              label: t(`general.methodChoice.${value}`),
            })),
          },
        })),
        {
          key: 'payment_zelle_recipient',
          control: {
            kind: 'text',
            maxLength: 120,
            placeholder: 'pagamentos@brazilprime.com · Brazil Prime LLC',
          },
        },
      ],
    },
    {
      // Decision 089: the staff second factor, on by default.
      title: t('general.groups.security'),
      fields: [
        {
          key: 'staff_second_factor' as const,
          control: {
            kind: 'choice' as const,
            options: (['on', 'off'] as const).map((value) => ({
              value,
              label: t(`general.requiredChoice.${value}`),
            })),
          },
        },
      ],
    },
  ];
  return (
    <>
      <SettingsGroups state={state} groups={groups} label={label} help={help} />
      <SeoRenameOffer rename={rename} onClose={() => setRename(null)} />
    </>
  );
}

/** /admin/configuracoes: the shop's site settings (manage_system_settings; decision 038). */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('general.title'));
  const query = useSettingsGroup('general');
  return (
    <ScreenFrame title={t('general.title')} lead={t('general.lead')} query={query}>
      {(settings) => <GeneralForm settings={settings} />}
    </ScreenFrame>
  );
}
