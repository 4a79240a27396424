import { useAddItem } from '@/web/features/cart/api/add-item';
import '@/web/features/cart/i18n';
import PreorderPage from '@/web/features/campaigns/pages/preorder-page';

/** A holiday pre-order's page (issue 41) with the cart's add: the size chosen goes into the cart. */
export default function PreorderRoute() {
  const add = useAddItem();
  return <PreorderPage reserve={(vars) => add.mutateAsync(vars)} />;
}
