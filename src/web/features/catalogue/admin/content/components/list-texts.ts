import { useTranslation } from 'react-i18next';
import type { ListLoadTexts } from '@/web/components/admin/list-load';

/** The content screens' loading and failed-load texts (banners, sections, about, testimonials). */
export function useContentListTexts(): ListLoadTexts {
  const { t } = useTranslation('content');
  return { loading: t('loading'), error: t('loadError'), retry: t('retry') };
}
