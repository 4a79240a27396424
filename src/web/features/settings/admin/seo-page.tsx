import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SeoKey } from '@/shared/settings/keys';
import { seoSettingsSchema } from '@/shared/settings/schemas';
import { PictureField } from '@/web/components/pictures/components/picture-field';
import { useSettings } from '@/web/lib/settings';
import { usePageTitle } from '@/web/lib/use-page-title';
import { type StaffSetting, useSettingsGroup } from './api/settings-api';
import { LinkPreview } from './components/link-preview';
import type { Control } from './components/setting-field';
import { type GroupSpec, ScreenFrame, SettingsGroups } from './components/settings-screen';
import { useSettingsForm } from './components/use-settings-form';
import './i18n';

const text = (maxLength: number): Control => ({ kind: 'text', maxLength });
const long = (maxLength: number): Control => ({ kind: 'long', maxLength, rows: 3 });
const url = (maxLength = 500): Control => ({ kind: 'text', type: 'url', maxLength, placeholder: 'https://' });
const choice = (...values: string[]): Control => ({
  kind: 'choice',
  options: values.map((value) => ({ value, label: value })),
});

/** og_image through the picture pipeline (decision 029): an upload fills the field with its URL. */
function CardPicture() {
  const { t } = useTranslation('settings');
  const { setValue } = useFormContext();
  const value = useWatch({ name: 'og_image' }) as string;
  return (
    <div className="mt-4">
      <PictureField
        value={value?.startsWith('/media/') ? value : null}
        onChange={(picture) =>
          setValue('og_image', picture ?? '', { shouldDirty: true, shouldValidate: true })
        }
        label={t('seo.upload')}
      />
    </div>
  );
}

function SeoForm({ settings }: { settings: StaffSetting[] }) {
  const { t } = useTranslation('settings');
  const brandName = useSettings().data?.brandName ?? '';
  const label = (key: string) => t(`seo.fields.${key as SeoKey}.label`);
  const help = (key: string) => t(`seo.fields.${key as SeoKey}.help`);
  const state = useSettingsForm('seo', settings, seoSettingsSchema, label);
  const groups: GroupSpec[] = [
    {
      title: t('seo.groups.search'),
      fields: [
        { key: 'site_title', control: text(120), wide: true },
        { key: 'site_title_en', control: text(120), wide: true },
        { key: 'site_description', control: long(320), wide: true },
        { key: 'site_keywords', control: text(500), wide: true },
        { key: 'site_author', control: text(100) },
        { key: 'canonical_url', control: url(), wide: true },
      ],
    },
    {
      title: t('seo.groups.card'),
      fields: [
        { key: 'og_title', control: text(120), wide: true },
        { key: 'og_description', control: long(320), wide: true },
        { key: 'og_image', control: { kind: 'text', maxLength: 500 }, extra: <CardPicture />, wide: true },
        { key: 'og_site_name', control: text(80) },
      ],
    },
    {
      title: t('seo.groups.twitter'),
      fields: [
        { key: 'twitter_site', control: { kind: 'text', maxLength: 16, placeholder: '@' } },
        { key: 'twitter_title', control: text(120), wide: true },
        { key: 'twitter_description', control: long(320), wide: true },
        { key: 'twitter_image', control: { kind: 'text', maxLength: 500 }, wide: true },
      ],
    },
    {
      title: t('seo.groups.browser'),
      fields: [{ key: 'theme_color', control: { kind: 'text', maxLength: 7, placeholder: '#7a1f1a' } }],
    },
    {
      // What a developer changes (issue 39): folded under "Avançado".
      title: t('seo.groups.advanced'),
      advanced: true,
      fields: [
        { key: 'site_robots', control: text(200) },
        { key: 'og_type', control: choice('website', 'article', 'product', 'profile') },
        { key: 'twitter_card', control: choice('summary_large_image', 'summary') },
        { key: 'viewport', control: text(200), wide: true },
      ],
    },
  ];
  return (
    <SettingsGroups
      state={state}
      groups={groups}
      label={label}
      help={help}
      aside={<LinkPreview brandName={brandName} />}
    />
  );
}

/** /admin/seo: the 18 keys of the seo group with a live link preview (manage_system_settings; decision 038). */
export default function SeoPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('seo.title'));
  const query = useSettingsGroup('seo');
  return (
    <ScreenFrame title={t('seo.title')} lead={t('seo.lead')} query={query}>
      {(settings) => <SeoForm settings={settings} />}
    </ScreenFrame>
  );
}
