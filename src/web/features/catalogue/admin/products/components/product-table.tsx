import { ArrowDown, ArrowUp, ArrowUpDown, Copy, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffProductQuery } from '../../../../../../shared/catalogue/product-schemas';
import { localized } from '../../../../../../shared/catalogue/rules';
import { formatBRL } from '../../../../../../shared/money';
import { Badge } from '../../../../../components/ui/badge';
import { Button, buttonVariants } from '../../../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../../components/ui/table';
import type { StaffProductRow } from '../api/staff-products';
import { productPaths } from '../lib/paths';
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

function Price({ p }: { p: StaffProductRow }) {
  const { t } = useTranslation('productsAdmin');
  const range =
    p.minPriceCents === p.maxPriceCents
      ? formatBRL(p.minPriceCents)
      : t('priceRange', { min: formatBRL(p.minPriceCents), max: formatBRL(p.maxPriceCents) });
  return (
    <span className="block whitespace-nowrap tabular-nums">
      <span className="font-semibold">{range}</span>
      {p.variationCount > 0 && (
        <span className="block text-xs text-muted">{t('variations', { count: p.variationCount })}</span>
      )}
    </span>
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
  // `w-0 min-w-full`: the table's width never widens the panel's column (the page scrolled
  // sideways at 375 px); it scrolls inside its own card instead.
  return (
    <div className="w-0 min-w-full">
      <Table className="min-w-[760px]">
        <TableCaption>{t('listCaption')}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <SortHeader column="name" label={t('columns.name')} query={query} onSort={onSort} />
            <TableHead>{t('columns.category')}</TableHead>
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
                    </span>
                  </Link>
                </TableCell>
                <TableCell className="text-ink-soft">
                  {p.category ? localized(p.category.name, p.category.nameEn, lang) : '—'}
                </TableCell>
                <TableCell>
                  <Price p={p} />
                </TableCell>
                <TableCell>
                  <StockBadge state={p.stockState} total={p.stockTotal} />
                </TableCell>
                <TableCell>
                  <span className="flex flex-wrap gap-1.5">
                    <Badge tone={p.isActive ? 'leaf' : 'neutral'}>
                      {t(p.isActive ? 'status.active' : 'status.draft')}
                    </Badge>
                    {p.onOffer && <Badge tone="ember">{t('filters.offer')}</Badge>}
                    {p.featured && <Badge tone="gold">{t('filters.featured')}</Badge>}
                  </span>
                </TableCell>
                <TableCell className="hidden text-xs whitespace-nowrap text-muted tabular-nums 2xl:table-cell">
                  {new Date(p.updatedAt).toLocaleDateString(lang)}
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
                      <>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('duplicate', { name })}
                          onClick={() => onDuplicate(p)}
                        >
                          <Copy aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('delete', { name })}
                          onClick={() => onDelete(p)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </>
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
