import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CutChoice, type CutSnapshot, offersCuts } from '@/shared/catalogue/cuts';
import {
  type CutPick,
  CutPicker,
  cutChoiceOf,
  cutPickMissing,
  EMPTY_CUT_PICK,
} from '@/web/components/cut-picker/cut-picker';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { useMoney } from '@/web/lib/money';
import { useProductChoices, useProductSearch } from '../api/order-edit';
import './order-edit-i18n';

/**
 * A product chosen on the desk: what the change sends (ids, extras, cut options) and how the dialog
 * names it (decision 100: a new or substituted line carries extras and cuts as on the product page).
 */
export type Picked = {
  productId: string;
  variationId: string | null;
  name: string;
  extras: { extraId: string; quantity: number; name: string }[];
  cuts: CutChoice | null;
};

/** The old line's cuts as a starting pick: only the values the new product offers (decision 100). */
function pickFrom(
  cuts: CutSnapshot | null | undefined,
  offered: { group: string; values: { value: string }[] }[],
) {
  const values: CutPick['values'] = {};
  for (const c of cuts?.choices ?? [])
    if (offered.some((g) => g.group === c.group && g.values.some((v) => v.value === c.value)))
      values[c.group] = c.value;
  return { values, note: cuts?.note ?? '' };
}

/**
 * Finds a product on sale by name and, when it has variations, one of them (with its price and,
 * sold by weight, its price per kg). Used to add a line and to substitute one.
 */
export function ProductPicker({
  title,
  onPick,
  onCancel,
  children,
  previousCuts,
}: {
  title: string;
  /** A substitution: the old line's cuts, offered again where the new product has the same options. */
  previousCuts?: CutSnapshot | null;
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
  const [extraIds, setExtraIds] = useState<string[]>([]);
  const [cutPick, setCutPick] = useState<CutPick | null>(null);
  const found = useProductSearch(q);
  const product = useProductChoices(productId);
  const detail = product.data;
  const en = i18n.language === 'en';
  const chosen = detail?.variations.find((v) => v.id === variation) ?? null;
  const options = detail?.cutOptions;
  const pick = cutPick ?? (options ? pickFrom(previousCuts, options.groups) : EMPTY_CUT_PICK);
  const cutsMissing = !!options && offersCuts(options) && cutPickMissing(options, pick);
  const ready = detail && (detail.variations.length === 0 || chosen) && !cutsMissing;

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
          {detail.extras.length > 0 && (
            <fieldset className="space-y-1">
              <legend className="text-sm text-ink-soft">{t('extras')}</legend>
              {detail.extras.map((x) => (
                <label key={x.id} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand"
                    checked={extraIds.includes(x.id)}
                    onChange={(e) =>
                      setExtraIds((ids) =>
                        e.target.checked ? [...ids, x.id] : ids.filter((id) => id !== x.id),
                      )
                    }
                  />
                  <span className="flex-1">{en && x.nameEn ? x.nameEn : x.name}</span>
                  <span className="text-muted tabular-nums">
                    {t(x.basis === 'piece' ? 'extraPerPiece' : 'extraPerLine', {
                      price: money(x.priceCents),
                    })}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {options && offersCuts(options) && (
            <CutPicker options={options} pick={pick} onChange={setCutPick} />
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
              extras: detail.extras
                .filter((x) => extraIds.includes(x.id))
                .map((x) => ({ extraId: x.id, quantity: 1, name: en && x.nameEn ? x.nameEn : x.name })),
              cuts: options && offersCuts(options) ? cutChoiceOf(options, pick) : null,
            })
          }
        >
          {t('confirmPick')}
        </Button>
      </div>
    </div>
  );
}
