import { ArrowDown, ArrowUp, ArrowUpDown, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffProductQuery } from '@/shared/catalogue/product-schemas';
import { localized } from '@/shared/catalogue/rules';
import { formatShopDate } from '@/shared/shop-time';
import { buttonVariants } from '@/web/components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import type { StaffProductRow } from '../api/staff-products';
import { productPaths } from '../lib/paths';
import { ManageButtons, Price, StatusBadges } from './product-row-parts';
import { ProductThumb } from './product-thumb';
import { StockBadge } from './stock-badge';

type Sort = StaffProductQuery['sort'];

function SortHeader({
  column,
  label,
  query,
  onSort,
  className,
}: {
  column: Sort;
  label: string;
  query: StaffProductQuery;
  onSort: (column: Sort) => void;
  className?: string;
}) {
  const { t } = useTranslation('productsAdmin');
  const active = query.sort === column;
  const Icon = !active ? ArrowUpDown : query.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded tracking-wide uppercase hover:text-ink focus-visible:outline-2"
      >
        {label}
        <Icon aria-hidden="true" className={active ? 'size-3.5 text-brand' : 'size-3.5'} />
        <span className="sr-only">
          {active ? (query.dir === 'asc' ? t('sortedAsc') : t('sortedDesc')) : t('sortBy', { column: label })}
        </span>
      </button>
    </TableHead>
  );
}

/** The admin's product list: a table that scrolls sideways on a phone, with sortable columns. */
export function ProductTable({
  items,
  query,
  onSort,
  mayManageAll,
  onDuplicate,
  onDelete,
}: {
  items: StaffProductRow[];
  query: StaffProductQuery;
  onSort: (column: Sort) => void;
  mayManageAll: boolean;
  onDuplicate: (p: StaffProductRow) => void;
  onDelete: (p: StaffProductRow) => void;
}) {
  const { t, i18n } = useTranslation('productsAdmin');
  const lang = i18n.language;
  // Below md the cards of ProductCards take its place (decision 040); `w-0 min-w-full`: the
  // table's width never widens the panel's column, it scrolls inside its own card instead.
  return (
    <div className="hidden w-0 min-w-full md:block">
      <Table className="min-w-[680px]">
        <TableCaption>{t('listCaption')}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <SortHeader column="name" label={t('columns.name')} query={query} onSort={onSort} />
            <TableHead className="hidden 2xl:table-cell">{t('columns.category')}</TableHead>
            <SortHeader column="price" label={t('columns.price')} query={query} onSort={onSort} />
            <SortHeader column="stock" label={t('columns.stock')} query={query} onSort={onSort} />
            <TableHead>{t('columns.status')}</TableHead>
            <SortHeader
              column="updated"
              label={t('columns.updated')}
              query={query}
              onSort={onSort}
              className="hidden 2xl:table-cell"
            />
            <TableHead className="text-right">
              <span className="sr-only">{t('columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((p) => {
            const name = localized(p.name, p.nameEn, lang);
            const category = p.category ? localized(p.category.name, p.category.nameEn, lang) : null;
            return (
              <TableRow key={p.id}>
                <TableCell>
                  <Link
                    to={productPaths.edit(p.id)}
                    className="group flex items-center gap-3 rounded-xl focus-visible:outline-2"
                  >
                    <ProductThumb url={p.mainImageUrl} />
                    <span className="min-w-0">
                      <span className="block max-w-[16rem] truncate font-medium text-ink group-hover:text-brand">
                        {name}
                      </span>
                      <span className="block max-w-[16rem] truncate text-xs text-muted">
                        {p.brand ? `${p.brand} · ` : ''}/{p.slug}
                      </span>
                      {/* Below 2xl the category sits under the name, so the table fits beside the side bar. */}
                      {category && (
                        <span className="block max-w-[16rem] truncate text-xs text-muted 2xl:hidden">
                          {category}
                        </span>
                      )}
                    </span>
                  </Link>
                </TableCell>
                <TableCell className="hidden text-ink-soft 2xl:table-cell">{category ?? '—'}</TableCell>
                <TableCell>
                  <Price p={p} />
                </TableCell>
                <TableCell>
                  <StockBadge state={p.stockState} total={p.stockTotal} flagged={p.flagged} />
                </TableCell>
                <TableCell>
                  <StatusBadges p={p} />
                </TableCell>
                <TableCell className="hidden text-xs whitespace-nowrap text-muted tabular-nums 2xl:table-cell">
                  {formatShopDate(p.updatedAt, lang)}
                </TableCell>
                <TableCell>
                  <span className="flex justify-end gap-1">
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
                  </span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
