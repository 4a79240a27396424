import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stockLeftToAdd } from '@/shared/cart/held';
import type { CutChoice } from '@/shared/catalogue/cuts';
import { offersCuts } from '@/shared/catalogue/cuts';
import { selectionTotalCents } from '@/shared/catalogue/extra-basis';
import { isShoeCategory, localized, maxQuantity, stockState } from '@/shared/catalogue/rules';
import type { ProductDetail } from '@/shared/catalogue/types';
import { whatsappChatLink } from '@/shared/messaging/chat-link';
import {
  CutPicker,
  cutChoiceOf,
  cutPickInPage,
  cutPickMissing,
  cutPickUnitCents,
  EMPTY_CUT_PICK,
} from '@/web/components/cut-picker/cut-picker';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { WhatsAppIcon } from '@/web/components/ui/whatsapp-icon';
import { WeighedNote, WeighedSummary } from '@/web/components/weighed-price';
import { useMoney } from '@/web/lib/money';
import { useShopUnits } from '@/web/lib/settings';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useLanguage } from '../hooks/use-language';
import { ProductPrice } from './product-price';
import { StickyAddBar } from './sticky-add-bar';
import { VariationPicker, variationLabel } from './variation-picker';

/** What the visitor chose on the product page; the cart (issue 6) receives it through `onAdd`. */
export type PurchaseSelection = {
  productId: string;
  variationId: string | null;
  quantity: number;
  extraIds: string[];
  /** The cut options chosen (issue 41); null: none. */
  cuts: CutChoice | null;
};

const stepper =
  'grid size-11 place-items-center text-ink-soft transition-colors hover:bg-parchment hover:text-ink disabled:opacity-40';

/**
 * Variation, extras, quantity and the price they add up to. The add-to-cart button calls `onAdd`
 * (the page wires it to the cart); the WhatsApp order works beside it.
 */
export function ProductPurchase({
  product,
  onAdd,
  onAddIntent,
  adding = false,
  chatNumber,
  inCart,
  stickyBar = false,
}: {
  product: ProductDetail;
  /** The product page's phone bar with the add button once it scrolled away (not in the quick add). */
  stickyBar?: boolean;
  /**
   * Units of this product and variation the visitor's cart already holds: the quantity on offer is
   * what the stock has left beyond them (the app reads the cart; the catalogue does not).
   */
  inCart?: (choice: { productId: string; variationId: string | null }) => number;
  onAdd?: (selection: PurchaseSelection) => void;
  /** The pointer reached the add button, or focus did: a page may start loading the cart's code. */
  onAddIntent?: () => void;
  adding?: boolean;
  chatNumber?: string | null;
}) {
  const money = useMoney();
  const { t } = useTranslation('catalogue');
  // What the cart holds is said in the cart's words (registered by the app, which reads the cart).
  const { t: tc } = useTranslation('cart');
  const language = useLanguage();
  const units = useShopUnits();
  const quantityId = useId();
  const hydrated = useHydrated();
  const firstAvailable =
    product.variations.find((v) => stockState(v.stockQuantity) !== 'out') ?? product.variations[0];
  const [variationId, setVariationId] = useState<string | null>(firstAvailable?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [extraIds, setExtraIds] = useState<string[]>([]);
  const [cutPick, setCutPick] = useState(EMPTY_CUT_PICK);
  const cutOptions = product.cutOptions;
  const cutsMissing = offersCuts(cutOptions) && cutPickMissing(cutOptions, cutPick);

  const variation = product.variations.find((v) => v.id === variationId) ?? null;
  const stock = variation ? variation.stockQuantity : null;
  const held = inCart?.({ productId: product.id, variationId: variation?.id ?? null }) ?? 0;
  const max = maxQuantity(stockLeftToAdd(stock, held));
  const soldOut = product.variations.length > 0 ? !variation || maxQuantity(stock) === 0 : false;
  // Everything the stock has is already in the cart: nothing more to add, and the page says why.
  const allHeld = !soldOut && held > 0 && max === 0;
  // A quantity typed above what can be added is lowered, and the page says to what.
  const [lowered, setLowered] = useState(false);
  const unit = variation?.priceCents ?? product.priceCents;
  const extras = useMemo(
    () => product.extras.filter((e) => extraIds.includes(e.id)),
    [product.extras, extraIds],
  );
  const total =
    selectionTotalCents(unit, quantity, extras) +
    (offersCuts(cutOptions) ? cutPickUnitCents(cutOptions, cutPick) * quantity : 0);
  // A quantity the limit leaves no room for comes down: another weight chosen, or the cart's
  // answer arriving after the page.
  useEffect(() => setQuantity((q) => Math.max(1, Math.min(q, Math.max(1, max)))), [max]);
  const setClamped = (n: number) => {
    setLowered(n > Math.max(1, max));
    setQuantity(Math.max(1, Math.min(n, Math.max(1, max))));
  };

  // A weight or extra picked on the server-drawn page before the app answered (decision 017) is
  // already checked in the page: once hydrated, the choice is taken over instead of undone.
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const picked = node.querySelector<HTMLInputElement>('input[type="radio"]:checked:not([data-cut])')?.value;
    if (picked && picked !== variationId) setVariationId(picked);
    const ticked = [...node.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')];
    if (ticked.length > 0)
      setExtraIds((ids) => [...new Set([...ids, ...ticked.map((input) => input.value)])]);
    // Cut options chosen before the app answered are taken over too (decision 100).
    const cuts = offersCuts(cutOptions) ? cutPickInPage(node, cutOptions) : null;
    if (cuts)
      setCutPick((pick) => ({ values: { ...pick.values, ...cuts.values }, note: cuts.note || pick.note }));
  }, []);

  const name = localized(product.name, product.nameEn, language);
  const shoe = product.category ? isShoeCategory(product.category.slug) : false;
  const option = variation ? ` (${variationLabel(variation, language, units, shoe).title})` : '';
  const chatText = t('product.chatText', { quantity, product: name, option });
  // One add, two places: the page's button and, on a phone scrolled past it, the sticky bar.
  const addButton = useRef<HTMLButtonElement>(null);
  const addDisabled = !onAdd || soldOut || allHeld || adding || cutsMissing;
  const addLabel = soldOut ? t('product.stock.out') : allHeld ? tc('add.allInCart') : t('product.addToCart');
  const add = () =>
    onAdd?.({
      productId: product.id,
      variationId: variation?.id ?? null,
      quantity,
      extraIds,
      cuts: offersCuts(cutOptions) ? cutChoiceOf(cutOptions, cutPick) : null,
    });

  return (
    <div ref={box} className="space-y-7">
      <ProductPrice
        size="lg"
        cents={unit}
        previousCents={
          // The offer's "was" price belongs to the product's price: any size at that price is on offer.
          product.onOffer && (!variation || variation.priceCents === product.priceCents)
            ? product.previousPriceCents
            : null
        }
      />
      {variation?.pricePerKgCents != null && variation.weightKg !== null && (
        <div className="-mt-4 space-y-3">
          <WeighedSummary
            weightKg={variation.weightKg}
            priceCents={variation.priceCents}
            pricePerKgCents={variation.pricePerKgCents}
            className="block"
          />
          <WeighedNote />
        </div>
      )}
      {product.variations.length > 0 && (
        <VariationPicker
          variations={product.variations}
          shoe={shoe}
          value={variationId}
          onChange={(id) => {
            // The new weight's limit brings the quantity down (the effect on `max` above).
            setVariationId(id);
            setLowered(false);
          }}
        />
      )}

      {product.extras.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t('product.extras')}</legend>
          <p className="mt-1 mb-3 text-sm text-muted">{t('product.extrasHint')}</p>
          <ul className="space-y-2">
            {product.extras.map((extra) => (
              <li key={extra.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-line hover:ring-ink-soft">
                  <input
                    type="checkbox"
                    value={extra.id}
                    className="size-4 accent-brand"
                    checked={extraIds.includes(extra.id)}
                    onChange={(event) =>
                      setExtraIds((ids) =>
                        event.target.checked ? [...ids, extra.id] : ids.filter((id) => id !== extra.id),
                      )
                    }
                  />
                  <span className="flex-1 text-ink">{localized(extra.name, extra.nameEn, language)}</span>
                  <span className="text-right text-sm text-ink-soft tabular-nums">
                    {/* "+ R$ 5,00 por peça", "+ R$ 4,90 uma vez, qualquer quantidade" (decision 111). */}
                    {t(`product.per_${extra.basis}`, { price: money(extra.priceCents) })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {offersCuts(cutOptions) && <CutPicker options={cutOptions} pick={cutPick} onChange={setCutPick} />}

      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-line pt-6">
        <div>
          <label htmlFor={quantityId} className="mb-2 block text-sm font-semibold text-ink">
            {t('product.quantity')}
          </label>
          <div className="inline-flex items-center overflow-hidden rounded-full bg-white ring-1 ring-line">
            <button
              type="button"
              className={stepper}
              aria-label={t('product.decrease')}
              disabled={quantity <= 1}
              onClick={() => setClamped(quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              disabled={!hydrated}
              min={1}
              max={Math.max(1, max)}
              value={quantity}
              onChange={(event) => setClamped(Number(event.target.value) || 1)}
              className="h-11 w-14 border-0 bg-transparent text-center font-semibold text-ink tabular-nums [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              className={stepper}
              aria-label={t('product.increase')}
              disabled={quantity >= max}
              onClick={() => setClamped(quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="mt-2 text-xs text-muted" aria-live="polite" data-testid="purchase-limit">
            {/* Once nothing is left to add (the rest went into the cart), the cart's count is what to say. */}
            {lowered && max > 0
              ? tc('add.onlyLeft', { count: max })
              : held > 0
                ? tc('add.inCart', { count: held })
                : null}
          </p>
        </div>
        <div className="text-right">
          <p className="text-sm text-muted">{t('product.total')}</p>
          <p className="font-display text-3xl text-ink tabular-nums" aria-live="polite">
            {money(total)}
          </p>
        </div>
      </div>

      <div className="space-y-3">
        <Button
          ref={addButton}
          size="lg"
          className="w-full"
          disabled={addDisabled}
          onPointerEnter={onAddIntent}
          onFocus={onAddIntent}
          onClick={add}
        >
          {addLabel}
        </Button>
        {chatNumber && (
          <a
            href={whatsappChatLink(chatNumber, chatText)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'w-full' })}
          >
            <WhatsAppIcon className="size-5 text-whatsapp" />
            {t('product.orderByChat')}
          </a>
        )}
      </div>
      {stickyBar && (
        <StickyAddBar
          target={addButton}
          name={name}
          totalCents={total}
          label={addLabel}
          disabled={addDisabled}
          onAdd={add}
          onIntent={onAddIntent}
        />
      )}
    </div>
  );
}
