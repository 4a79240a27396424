import { useTranslation } from 'react-i18next';
import { SNEAKERS_SLUG } from '@/shared/catalogue/filters';
import '../shoes-i18n';
import { CategoryListing } from './category-page';

/** /tenis: the sneakers category, its cards showing sizes and colours (DESIGN §4). */
export default function SneakersPage() {
  const { t } = useTranslation('shoes');
  // The search speaks of shoes here, not of picanha.
  return <CategoryListing slug={SNEAKERS_SLUG} searchPlaceholder={t('searchPlaceholder')} />;
}
