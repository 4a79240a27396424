import { SNEAKERS_SLUG } from '../../../../shared/catalogue/filters';
import { CategoryListing } from './category-page';

/** /tenis: the sneakers category, its cards showing sizes and colours (DESIGN §4). */
export default function SneakersPage() {
  return <CategoryListing slug={SNEAKERS_SLUG} />;
}
