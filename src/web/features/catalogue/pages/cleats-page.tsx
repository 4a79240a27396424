import { useTranslation } from 'react-i18next';
import { CLEATS_SLUG } from '@/shared/catalogue/filters';
import '../shoes-i18n';
import { CategoryListing } from './category-page';

/** /chuteiras: the cleats category, its cards showing sizes and colours (DESIGN §4). */
export default function CleatsPage() {
  const { t } = useTranslation('shoes');
  // The search speaks of shoes here, not of picanha.
  return <CategoryListing slug={CLEATS_SLUG} searchPlaceholder={t('searchPlaceholder')} />;
}
