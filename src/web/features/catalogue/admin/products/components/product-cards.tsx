import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@/shared/catalogue/rules';
import { buttonVariants } from '@/web/components/ui/button';
import type { StaffProductRow } from '../api/staff-products';
import { productPaths } from '../lib/paths';
import { ManageButtons, Price, StatusBadges } from './product-row-parts';
import { ProductThumb } from './product-thumb';
import { StockBadge } from './stock-badge';

/**
 * The product list on a phone (below md, where ProductTable is hidden): one card per product, as
 * the users list does, so nothing is wider than the screen (decision 040).
 */
export function ProductCards({
  items,
  mayManageAll,
  onDuplicate,
  onDelete,
}: {
  items: StaffProductRow[];
  mayManageAll: boolean;
  onDuplicate: (p: StaffProductRow) => void;
  onDelete: (p: StaffProductRow) => void;
}) {
  const { t, i18n } = useTranslation('productsAdmin');
  const lang = i18n.language;
  return (
    <ul
      aria-label={t('listCaption')}
      className="divide-y divide-line/70 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60 md:hidden"
    >
      {items.map((p) => {
        const name = localized(p.name, p.nameEn, lang);
        const category = p.category ? localized(p.category.name, p.category.nameEn, lang) : null;
        return (
          <li key={p.id} className="flex items-start gap-3 p-4">
            <ProductThumb url={p.mainImageUrl} />
            <div className="min-w-0 flex-1 space-y-2">
              <Link
                to={productPaths.edit(p.id)}
                className="block rounded font-medium break-words text-ink hover:text-brand focus-visible:outline-2"
              >
                {name}
              </Link>
              <p className="truncate text-xs text-muted">
                {[p.brand, category, `/${p.slug}`].filter(Boolean).join(' · ')}
              </p>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                <Price p={p} />
                <StockBadge state={p.stockState} total={p.stockTotal} flagged={p.flagged} />
              </div>
              <StatusBadges p={p} />
            </div>
            <div className="-mt-1 -mr-2 flex shrink-0 flex-col">
              <Link
                to={productPaths.edit(p.id)}
                aria-label={t('edit', { name })}
                className={buttonVariants({ variant: 'ghost', size: 'icon' })}
              >
                <Pencil aria-hidden="true" />
              </Link>
              {mayManageAll && (
                <ManageButtons p={p} name={name} onDuplicate={onDuplicate} onDelete={onDelete} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
