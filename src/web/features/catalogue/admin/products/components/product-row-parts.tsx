import { Copy, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useMoney } from '@/web/lib/money';
import type { StaffProductRow } from '../api/staff-products';

/** A product's price, or its variations' range, and how many variations it has. */
export function Price({ p }: { p: StaffProductRow }) {
  const money = useMoney();
  const { t } = useTranslation('productsAdmin');
  const range =
    p.minPriceCents === p.maxPriceCents
      ? money(p.minPriceCents)
      : t('priceRange', { min: money(p.minPriceCents), max: money(p.maxPriceCents) });
  return (
    <span className="block whitespace-nowrap tabular-nums">
      <span className="font-semibold">{range}</span>
      {p.variationCount > 0 && (
        <span className="block text-xs text-muted">{t('variations', { count: p.variationCount })}</span>
      )}
    </span>
  );
}

/** Duplicate and delete (admin+), for the table's rows and the phone's cards. */
export function ManageButtons({
  p,
  name,
  onDuplicate,
  onDelete,
}: {
  p: StaffProductRow;
  name: string;
  onDuplicate: (p: StaffProductRow) => void;
  onDelete: (p: StaffProductRow) => void;
}) {
  const { t } = useTranslation('productsAdmin');
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('duplicate', { name })}
        onClick={() => onDuplicate(p)}
      >
        <Copy aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={t('delete', { name })} onClick={() => onDelete(p)}>
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}

/** Active or draft, on offer, featured. */
export function StatusBadges({ p, className }: { p: StaffProductRow; className?: string }) {
  const { t } = useTranslation('productsAdmin');
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      <Badge tone={p.isActive ? 'leaf' : 'neutral'}>{t(p.isActive ? 'status.active' : 'status.draft')}</Badge>
      {p.onOffer && <Badge tone="ember">{t('filters.offer')}</Badge>}
      {p.featured && <Badge tone="gold">{t('filters.featured')}</Badge>}
    </span>
  );
}
