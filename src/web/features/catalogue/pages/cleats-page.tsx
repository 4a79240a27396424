import { CLEATS_SLUG } from '../../../../shared/catalogue/filters';
import { CategoryListing } from './category-page';

/** /chuteiras: the cleats category, its cards showing sizes and colours (DESIGN §4). */
export default function CleatsPage() {
  return <CategoryListing slug={CLEATS_SLUG} />;
}
