import { extraQuantity } from '../catalogue/extra-basis';
import type { Extra, ProductDetail, Variation } from '../catalogue/types';
import { exceedsStock } from './rules';
import { cartTotals, extrasTotalCents, lineTotalCents } from './totals';
import type { Cart, CartLine } from './types';

/**
 * The /CarrinhoExemplo cart (DESIGN §4): lines built in the browser from demo products, with the
 * same totals rule as the real cart, and never sent to the server.
 */
export type ExamplePick = {
  slug: string;
  quantity: number;
  /** Which variation: the first whose name is listed, else the first one. */
  variation?: string[];
  /**
   * Extras by name (those the product does not offer are skipped); how many each charges follows
   * its basis and the line's quantity, as in the real cart (decision 111).
   */
  extras?: string[];
};

export const EXAMPLE_PICKS: ExamplePick[] = [
  {
    slug: 'picanha',
    quantity: 2,
    variation: ['1,2 kg'],
    extras: ['Tempero da casa', 'Embalagem a vácuo'],
  },
  {
    slug: 'linguica-toscana',
    quantity: 2,
    variation: ['500 g'],
    extras: ['Montar no espeto'],
  },
  { slug: 'chimichurri', quantity: 3 },
];

function pickVariation(product: ProductDetail, names: string[] = []): Variation | null {
  return product.variations.find((v) => names.includes(v.name)) ?? product.variations[0] ?? null;
}

export function exampleLine(product: ProductDetail, pick: ExamplePick, index: number): CartLine {
  const variation = pickVariation(product, pick.variation);
  const offered = new Map<string, Extra>(product.extras.map((e) => [e.name, e]));
  const extras = (pick.extras ?? []).flatMap((name) => {
    const extra = offered.get(name);
    if (!extra) return [];
    const quantity = extraQuantity(extra.basis, pick.quantity);
    return [
      {
        id: `example-${index}-${extra.id}`,
        extraId: extra.id,
        name: extra.name,
        nameEn: extra.nameEn,
        basis: extra.basis,
        quantity,
        unitPriceCents: extra.priceCents,
        totalPriceCents: quantity * extra.priceCents,
      },
    ];
  });
  const unitPriceCents = variation?.priceCents ?? product.priceCents;
  const stock = variation?.stockQuantity ?? null;
  const line = {
    id: `example-${index}`,
    productId: product.id,
    productSlug: product.slug,
    productName: product.name,
    productNameEn: product.nameEn,
    imageUrl: product.mainImageUrl,
    variationId: variation?.id ?? null,
    variationName: variation?.name ?? null,
    weightKg: variation?.weightKg ?? null,
    pricePerKgCents: variation?.pricePerKgCents ?? null,
    quantity: pick.quantity,
    unitPriceCents,
    extras,
    stock,
    exceedsStock: exceedsStock(pick.quantity, stock),
    available: true,
  };
  return { ...line, totalPriceCents: lineTotalCents(line), extrasTotalCents: extrasTotalCents(line) };
}

/** The example cart from whichever picked products could be loaded, in the picks' order. */
export function buildExampleCart(
  products: readonly (ProductDetail | undefined)[],
  picks = EXAMPLE_PICKS,
): Cart {
  const items = picks.flatMap((pick, index) => {
    const product = products.find((p) => p?.slug === pick.slug);
    return product ? [exampleLine(product, pick, index)] : [];
  });
  return {
    sessionId: null,
    expiresAt: null,
    items,
    totals: cartTotals(items),
    notice: null,
    lookupFailed: false,
  };
}
