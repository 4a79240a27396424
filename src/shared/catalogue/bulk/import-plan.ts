import { issueMessage, type MessageKey, type MessageParams } from '@/shared/messages';
import { centsToAmount } from '@/shared/money';
import { estimatedPriceCents } from '@/shared/orders/weighing';
import { taxClassFromWords } from '@/shared/tax/class-names';
import { type ProductInput, type ProductValues, productInput } from '../product-schemas';
import { type Cell, cellText, flagCell, moneyCell, stockCell, weightCell } from './cells';
import { IMPORT_HEADERS } from './import-headers';
import { columnAsFiled, kgFromWeightLbCell, perKgFromPerLbCell, type ReadCell } from './pound-columns';

/**
 * The CSV import's plan (issue 21, decision 052): pure — the parsed rows and the catalogue as it
 * stands in, what would be created, changed and refused out. The dry run shows it; the apply
 * recomputes it inside its transaction and writes it only when nothing is refused.
 */

/** The columns, exactly as the products export writes them (reports/export-reads.ts). */
export const IMPORT_COLUMNS = [
  'slug',
  'product',
  'productEn',
  'brand',
  'category',
  'active',
  'variationId',
  'variation',
  'price',
  'pricePerKg',
  'weightKg',
  // An imperial shop's export (decision 123): per lb and in lb, stored per kg and in kg.
  'pricePerLb',
  'weightLb',
  'stock',
  'taxClass',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Other spellings a spreadsheet may carry (Medusa's export, Portuguese headers), lower case. */
const ALIASES: Record<string, ImportColumn> = {
  handle: 'slug',
  'product handle': 'slug',
  'product title': 'product',
  produto: 'product',
  marca: 'brand',
  categoria: 'category',
  ativo: 'active',
  'variant id': 'variationId',
  'variant title': 'variation',
  variacao: 'variation',
  variação: 'variation',
  preco: 'price',
  preço: 'price',
  'variant price': 'price',
  'preco por kg': 'pricePerKg',
  'preço por kg': 'pricePerKg',
  'preco por lb': 'pricePerLb',
  peso: 'weightKg',
  estoque: 'stock',
  'variant inventory quantity': 'stock',
  'classe de imposto': 'taxClass',
  tax_class: 'taxClass',
};

/** The products export's own headers in either language (decision 053), lower case: a file exported from the panel comes back as it left. */
const EXPORT_HEADERS: Record<string, ImportColumn> = Object.fromEntries(
  IMPORT_COLUMNS.flatMap((column) => {
    const { pt, en } = IMPORT_HEADERS[column]!;
    return [
      [pt.toLowerCase(), column],
      [en.toLowerCase(), column],
    ];
  }),
);

/** A header cell → its column, or null when unknown. */
export function columnOf(header: string): ImportColumn | null {
  const clean = header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
  const exact = IMPORT_COLUMNS.find((c) => c.toLowerCase() === clean);
  return exact ?? EXPORT_HEADERS[clean] ?? ALIASES[clean] ?? null;
}

/** A row of the file: its spreadsheet row number (the header is row 1) and its cells by column. */
export type ImportRow = { row: number; cells: Partial<Record<ImportColumn, string>> };

export type Refusal = { row: number; column: ImportColumn | null; key: MessageKey; params?: MessageParams };

export type ProductField = 'name' | 'nameEn' | 'brand' | 'category' | 'isActive' | 'priceCents' | 'taxClass';
export type VariationField = 'name' | 'priceCents' | 'pricePerKgCents' | 'weightKg' | 'stockQuantity';
type Value = string | number | boolean | null;
export type Change<F extends string> = { field: F; before: Value; after: Value };

export type PlannedVariation = {
  row: number;
  id: string | null;
  name: string;
  created: boolean;
  changes: Change<VariationField>[];
};

export type PlannedProduct = {
  row: number;
  slug: string;
  /** null: created by the import. */
  id: string | null;
  name: string;
  changes: Change<ProductField>[];
  variations: PlannedVariation[];
  /** The whole product after the import, as the editor would save it. */
  values: ProductValues;
};

export type ImportPlan = {
  rows: number;
  products: PlannedProduct[];
  refusals: Refusal[];
  /** Rows that change nothing. */
  unchanged: number;
};

/** A product as it stands: its id and its whole editor input (variations with their ids). */
export type CurrentProduct = { id: string; input: ProductInput & { variations: { id?: string }[] } };
export type CategoryRef = { id: string; name: string; slug: string };

export type PlanContext = {
  products: ReadonlyMap<string, CurrentProduct>;
  categories: readonly CategoryRef[];
  /** manage_all_products (admins): may create products and move them between categories. */
  mayManageAll: boolean;
};

const PRODUCT_COLUMNS = ['product', 'productEn', 'brand', 'category', 'active', 'taxClass'] as const;
const ZOD_PRODUCT_COLUMN: Record<string, ImportColumn> = {
  name: 'product',
  nameEn: 'productEn',
  brand: 'brand',
  slug: 'slug',
  categoryId: 'category',
  priceCents: 'price',
  previousPriceCents: 'price',
  isActive: 'active',
  taxClass: 'taxClass',
};
const ZOD_VARIATION_COLUMN: Record<string, ImportColumn> = {
  name: 'variation',
  priceCents: 'price',
  weightKg: 'weightKg',
  pricePerKgCents: 'pricePerKg',
  stockQuantity: 'stock',
};

type Variation = ProductValues['variations'][number] & { id?: string };

/** Plans the whole file. Rows are grouped by slug; each product is checked as the editor checks it. */
export function planImport(rows: readonly ImportRow[], ctx: PlanContext): ImportPlan {
  const refusals: Refusal[] = [];
  const bySlug = new Map<string, ImportRow[]>();
  for (const r of rows) {
    const slug = cellText(r.cells.slug);
    if (slug === '') {
      refusals.push({ row: r.row, column: 'slug', key: 'product.slugRequired' });
      continue;
    }
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), r]);
  }
  const products: PlannedProduct[] = [];
  let unchanged = 0;
  for (const [slug, group] of bySlug) {
    const planned = planProduct(slug, group, ctx, refusals);
    if (planned && (planned.id === null || planned.changes.length || planned.variations.length))
      products.push(planned);
    const changedRows = new Set(planned?.variations.map((v) => v.row));
    if (planned?.id === null || planned?.changes.length) changedRows.add(group[0]!.row);
    unchanged += planned ? group.filter((r) => !changedRows.has(r.row)).length : 0;
  }
  refusals.sort((a, b) => a.row - b.row);
  return { rows: rows.length, products, refusals, unchanged };
}

function planProduct(
  slug: string,
  group: ImportRow[],
  ctx: PlanContext,
  refusals: Refusal[],
): PlannedProduct | null {
  const before = refusals.length;
  const refuse = (row: number, column: ImportColumn | null, key: MessageKey, params?: MessageParams) =>
    refusals.push(params ? { row, column, key, params } : { row, column, key });
  const current = ctx.products.get(slug) ?? null;
  const first = group[0]!;
  if (!current && !ctx.mayManageAll) {
    for (const r of group) refuse(r.row, 'slug', 'bulk.createForbidden');
    return null;
  }
  const read = <T>(r: ImportRow, column: ImportColumn, cell: Cell<T>, key: MessageKey): T | undefined => {
    if ('ok' in cell) return cell.ok;
    refuse(r.row, column, key, { value: cell.bad });
    return undefined;
  };

  // The product's own columns: the first row that has them decides; the others must agree.
  const productCell = (column: (typeof PRODUCT_COLUMNS)[number]): { row: number; text: string } | null => {
    let found: { row: number; text: string } | null = null;
    for (const r of group) {
      if (r.cells[column] === undefined) continue;
      const text = cellText(r.cells[column]);
      if (!found) found = { row: r.row, text };
      else if (text !== found.text) refuse(r.row, column, 'bulk.productFieldDiffers', { row: found.row });
    }
    return found;
  };
  const base: ProductInput = current
    ? current.input
    : { name: '', slug, categoryId: null, priceCents: 0, isActive: true, variations: [] };
  const values: ProductInput = { ...base, variations: [...(base.variations ?? [])] };
  const name = productCell('product');
  if (name) values.name = name.text;
  const nameEn = productCell('productEn');
  if (nameEn) values.nameEn = nameEn.text || null;
  const brand = productCell('brand');
  if (brand) values.brand = brand.text || null;
  const active = productCell('active');
  if (active) {
    const flag = read(first, 'active', flagCell(active.text), 'bulk.flagInvalid');
    if (flag !== undefined) values.isActive = flag;
  }
  // The tax class (decision 083): a code or its name in either language; empty follows the category.
  const taxClass = productCell('taxClass');
  if (taxClass) {
    const code = taxClassFromWords(taxClass.text);
    if (code === undefined)
      refuse(taxClass.row, 'taxClass', 'bulk.taxClassInvalid', { value: taxClass.text });
    else values.taxClass = code;
  }
  const category = productCell('category');
  if (category) {
    const wanted = category.text.toLowerCase();
    const found = ctx.categories.find((c) => c.name.toLowerCase() === wanted || c.slug === wanted);
    if (category.text !== '' && !found)
      refuse(category.row, 'category', 'bulk.categoryUnknown', { value: category.text });
    else {
      const id = found?.id ?? null;
      if (current && id !== (base.categoryId ?? null) && !ctx.mayManageAll)
        refuse(category.row, 'category', 'bulk.categoryForbidden');
      else values.categoryId = id;
    }
  }

  // The variation rows: by id, else by name (a new one when none has it), else the product's own price.
  const variations = values.variations as Variation[];
  const rowOfIndex = new Map<number, number>();
  const touched = new Set<number>();
  const fromFile = new Map<number, { row: number; created: boolean }>();
  const hasVariationRows = group.some((r) => cellText(r.cells.variationId) || cellText(r.cells.variation));
  for (const r of group) {
    const id = cellText(r.cells.variationId).toLowerCase();
    const variationName = cellText(r.cells.variation);
    let index: number;
    if (id) {
      index = variations.findIndex((v) => v.id?.toLowerCase() === id);
      if (index < 0) {
        refuse(r.row, 'variationId', 'bulk.variationNotFound', { value: id });
        continue;
      }
    } else if (variationName) {
      index = variations.findIndex((v) => v.name === variationName);
      if (index < 0) {
        index = variations.push({ name: variationName } as Variation) - 1;
        fromFile.set(index, { row: r.row, created: true });
      }
    } else {
      if (variations.length > 0 || hasVariationRows) {
        refuse(r.row, 'variation', 'bulk.variationMissing');
        continue;
      }
      if (r.cells.price !== undefined) {
        const price = read(r, 'price', moneyCell(cellText(r.cells.price)), 'bulk.moneyInvalid');
        if (price !== undefined) values.priceCents = price;
      }
      continue;
    }
    if (touched.has(index)) {
      refuse(r.row, id ? 'variationId' : 'variation', 'bulk.variationRepeated', {
        row: rowOfIndex.get(index)!,
      });
      continue;
    }
    touched.add(index);
    rowOfIndex.set(index, r.row);
    if (!fromFile.has(index)) fromFile.set(index, { row: r.row, created: false });
    const v = { ...variations[index]! };
    if (id && variationName) v.name = variationName;
    const cell = (column: ImportColumn) =>
      r.cells[column] === undefined ? undefined : cellText(r.cells[column]);
    const readCell: ReadCell = (column, c, key) => read(r, column, c, key);
    const price = cell('price');
    const typedPrice =
      price === undefined ? undefined : read(r, 'price', moneyCell(price), 'bulk.moneyInvalid');
    if (typedPrice !== undefined) v.priceCents = typedPrice;
    else if (v.priceCents === undefined && price === undefined)
      refuse(r.row, 'price', 'bulk.moneyInvalid', { value: '' });
    const perKg = cell('pricePerKg');
    if (perKg !== undefined) {
      const parsed = perKg === '' ? null : read(r, 'pricePerKg', moneyCell(perKg), 'bulk.moneyInvalid');
      if (parsed !== undefined) v.pricePerKgCents = parsed;
    }
    // Per lb and in lb (decision 123): stored per kg and in kg by the one rule.
    const perKgFromLb = perKgFromPerLbCell(cell('pricePerLb'), v.pricePerKgCents, readCell);
    if (perKgFromLb !== undefined) v.pricePerKgCents = perKgFromLb;
    const weight = cell('weightKg');
    if (weight !== undefined) {
      const parsed = read(r, 'weightKg', weightCell(weight), 'bulk.weightInvalid');
      if (parsed !== undefined) v.weightKg = parsed;
    }
    const kgFromLb = kgFromWeightLbCell(cell('weightLb'), readCell);
    if (kgFromLb !== undefined) v.weightKg = kgFromLb;
    const stock = cell('stock');
    if (stock !== undefined) {
      const parsed = read(r, 'stock', stockCell(stock), 'bulk.stockInvalid');
      if (parsed !== undefined) v.stockQuantity = parsed;
    }
    // Sold by weight: the price is worked out; a typed price that is neither that nor the old one is refused.
    if (v.pricePerKgCents != null && v.weightKg != null && typedPrice !== undefined) {
      const derived = estimatedPriceCents(v.weightKg, v.pricePerKgCents);
      const old = fromFile.get(index)?.created ? undefined : variations[index]!.priceCents;
      if (typedPrice !== derived && typedPrice !== old)
        refuse(r.row, 'price', 'bulk.priceOfWeighed', { value: centsToAmount(derived) });
    }
    variations[index] = v;
  }
  if (refusals.length > before) return null;

  const parsed = productInput.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index, sub] = issue.path;
      const { key, params } = issueMessage(issue);
      if (field === 'variations' && typeof index === 'number') {
        const row = rowOfIndex.get(index) ?? fromFile.get(index)?.row ?? first.row;
        const column = ZOD_VARIATION_COLUMN[String(sub)] ?? null;
        const cells = group.find((g) => g.row === row)?.cells ?? {};
        refuse(row, columnAsFiled(column, cells), key as MessageKey, params);
      } else refuse(first.row, ZOD_PRODUCT_COLUMN[String(field)] ?? null, key as MessageKey, params);
    }
    return null;
  }
  const after = parsed.data;
  const old = current ? productInput.parse(current.input) : null;
  const categoryName = (id: string | null | undefined) =>
    ctx.categories.find((c) => c.id === id)?.name ?? null;
  const changes: Change<ProductField>[] = [];
  const compare = <F extends string>(list: Change<F>[], field: F, was: Value, is: Value) => {
    if (was !== is) list.push({ field, before: was, after: is });
  };
  if (old) {
    compare(changes, 'name', old.name, after.name);
    compare(changes, 'nameEn', old.nameEn, after.nameEn);
    compare(changes, 'brand', old.brand, after.brand);
    compare(changes, 'category', categoryName(old.categoryId), categoryName(after.categoryId));
    compare(changes, 'isActive', old.isActive, after.isActive);
    compare(changes, 'taxClass', old.taxClass ?? null, after.taxClass ?? null);
    if (after.variations.length === 0) compare(changes, 'priceCents', old.priceCents, after.priceCents);
  }
  const plannedVariations: PlannedVariation[] = [];
  for (const [index, v] of after.variations.entries()) {
    const source = fromFile.get(index);
    if (!source) continue;
    const was = source.created ? null : old?.variations[index];
    const list: Change<VariationField>[] = [];
    if (was) {
      compare(list, 'name', was.name, v.name);
      compare(list, 'priceCents', was.priceCents, v.priceCents);
      compare(list, 'pricePerKgCents', was.pricePerKgCents, v.pricePerKgCents);
      compare(list, 'weightKg', was.weightKg, v.weightKg);
      compare(list, 'stockQuantity', was.stockQuantity, v.stockQuantity);
    }
    if (source.created || list.length)
      plannedVariations.push({
        row: source.row,
        id: (variations[index] as Variation).id ?? null,
        name: v.name,
        created: source.created || !current,
        changes: list,
      });
  }
  return {
    row: first.row,
    slug,
    id: current?.id ?? null,
    name: after.name,
    changes,
    variations: plannedVariations,
    values: after,
  };
}
