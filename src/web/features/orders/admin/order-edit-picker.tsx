import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { useMoney } from '@/web/lib/money';
import { useProductChoices, useProductSearch } from '../api/order-edit';
import './order-edit-i18n';

/** A product chosen on the desk: what the change sends (ids) and how the dialog names it. */
export type Picked = { productId: string; variationId: string | null; name: string };

/**
 * Finds a product on sale by name and, when it has variations, one of them (with its price and,
 * sold by weight, its price per kg). Used to add a line and to substitute one.
 */
export function ProductPicker({
  title,
  onPick,
  onCancel,
  children,
}: {
  title: string;
  onPick: (picked: Picked) => void;
  onCancel: () => void;
  /** Extra fields (a substitution's reason) shown once a product is chosen. */
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('orderEdit');
  const money = useMoney();
  const searchId = useId();
  const variationId = useId();
  const [q, setQ] = useState('');
  const [productId, setProductId] = useState<string | null>(null);
  const [variation, setVariation] = useState<string>('');
  const found = useProductSearch(q);
  const product = useProductChoices(productId);
  const detail = product.data;
  const en = i18n.language === 'en';
  const chosen = detail?.variations.find((v) => v.id === variation) ?? null;
  const ready = detail && (detail.variations.length === 0 || chosen);

  return (
    <div className="space-y-3 rounded-2xl bg-parchment/60 p-4 ring-1 ring-line" data-testid="product-picker">
      <p className="font-medium text-ink">{title}</p>
      {!productId && (
        <>
          <label htmlFor={searchId} className="sr-only">
            {t('search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <Input
              id={searchId}
              className="pl-9"
              value={q}
              placeholder={t('searchPlaceholder')}
              onChange={(e) => setQ(e.target.value)}
              autoComplete="off"
            />
          </div>
          {found.isFetching && <p className="text-sm text-muted">{t('searching')}</p>}
          {found.data && found.data.items.length === 0 && (
            <p className="text-sm text-muted">{t('noResults')}</p>
          )}
          <ul className="space-y-1">
            {found.data?.items.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-3 rounded-xl bg-white px-3 py-2 text-left text-sm ring-1 ring-line/70 hover:ring-brand"
                  onClick={() => setProductId(p.id)}
                >
                  <span className="text-ink">{en && p.nameEn ? p.nameEn : p.name}</span>
                  <span className="text-muted">{money(p.minPriceCents)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {productId && !detail && <Spinner label={t('searching')} />}
      {detail && (
        <>
          <p className="text-sm text-ink">{en && detail.nameEn ? detail.nameEn : detail.name}</p>
          {detail.variations.length > 0 && (
            <div className="space-y-1">
              <label htmlFor={variationId} className="text-sm text-ink-soft">
                {t('chooseVariation')}
              </label>
              <Select id={variationId} value={variation} onChange={(e) => setVariation(e.target.value)}>
                <option value="" disabled>
                  —
                </option>
                {detail.variations.map((v) => (
                  <option key={v.id} value={v.id} disabled={v.stockQuantity !== null && v.stockQuantity <= 0}>
                    {v.name} · {money(v.priceCents)}
                    {v.pricePerKgCents !== null
                      ? ` · ${t('perKg', { price: money(v.pricePerKgCents) })}`
                      : ''}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {children}
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('cancelPick')}
        </Button>
        <Button
          size="sm"
          disabled={!ready}
          onClick={() =>
            detail &&
            onPick({
              productId: detail.id,
              variationId: chosen?.id ?? null,
              name: chosen ? `${detail.name} — ${chosen.name}` : detail.name,
            })
          }
        >
          {t('confirmPick')}
        </Button>
      </div>
    </div>
  );
}
