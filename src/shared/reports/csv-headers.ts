import type { ExportDataset } from './export-schemas';

/**
 * The CSV exports' column headers in the interface's language (issue 21, decision 053): the
 * server writes a column's key (`createdAt`) as its header in Portuguese or English; the values
 * follow the language too (decision 102, `csv-format.ts`).
 */
export const CSV_LANGUAGES = ['pt', 'en'] as const;
export type CsvLanguage = (typeof CSV_LANGUAGES)[number];

type Headers = Record<string, { pt: string; en: string }>;

const order: Headers = {
  number: { pt: 'Número', en: 'Number' },
  createdAt: { pt: 'Data do pedido', en: 'Placed at' },
  status: { pt: 'Situação', en: 'Status' },
  paymentStatus: { pt: 'Situação do pagamento', en: 'Payment status' },
  paymentMethod: { pt: 'Forma de pagamento', en: 'Payment method' },
  store: { pt: 'Loja', en: 'Store' },
  customerName: { pt: 'Cliente', en: 'Customer' },
  customerEmail: { pt: 'E-mail do cliente', en: 'Customer e-mail' },
  customerPhone: { pt: 'Telefone do cliente', en: 'Customer phone' },
  fulfilment: { pt: 'Entrega ou retirada', en: 'Delivery or pickup' },
  deliveryDate: { pt: 'Data de entrega', en: 'Delivery date' },
  window: { pt: 'Horário', en: 'Window' },
  city: { pt: 'Cidade', en: 'City' },
  zip: { pt: 'CEP', en: 'ZIP' },
  subtotal: { pt: 'Subtotal', en: 'Subtotal' },
  discount: { pt: 'Desconto', en: 'Discount' },
  deliveryFee: { pt: 'Taxa de entrega', en: 'Delivery fee' },
  total: { pt: 'Total', en: 'Total' },
  coupon: { pt: 'Cupom', en: 'Coupon' },
  notes: { pt: 'Observações', en: 'Notes' },
  cardCaptured: { pt: 'Cobrado no cartão', en: 'Charged to card' },
  cardRefunded: { pt: 'Reembolsado no cartão', en: 'Refunded to card' },
};

export const CSV_HEADERS: Record<ExportDataset, Headers> = {
  orders: order,
  orderLines: {
    orderNumber: { pt: 'Número do pedido', en: 'Order number' },
    orderCreatedAt: { pt: 'Data do pedido', en: 'Order placed at' },
    orderStatus: { pt: 'Situação do pedido', en: 'Order status' },
    position: { pt: 'Posição', en: 'Position' },
    product: { pt: 'Produto', en: 'Product' },
    variation: { pt: 'Variação', en: 'Variation' },
    weightKg: { pt: 'Peso (kg)', en: 'Weight (kg)' },
    finalWeightKg: { pt: 'Peso final (kg)', en: 'Final weight (kg)' },
    // An imperial shop's weights (decision 123): the same columns in pounds, named so.
    weightLb: { pt: 'Peso (lb)', en: 'Weight (lb)' },
    finalWeightLb: { pt: 'Peso final (lb)', en: 'Final weight (lb)' },
    quantity: { pt: 'Quantidade', en: 'Quantity' },
    unitPrice: { pt: 'Preço unitário', en: 'Unit price' },
    lineTotal: { pt: 'Total do item', en: 'Line total' },
    notes: { pt: 'Observações', en: 'Notes' },
  },
  customers: {
    id: { pt: 'ID', en: 'ID' },
    name: { pt: 'Nome', en: 'Name' },
    email: { pt: 'E-mail', en: 'E-mail' },
    phone: { pt: 'Telefone', en: 'Phone' },
    verified: { pt: 'Verificado', en: 'Verified' },
    suspended: { pt: 'Suspenso', en: 'Suspended' },
    createdAt: { pt: 'Cadastro', en: 'Signed up at' },
    lastLoginAt: { pt: 'Último acesso', en: 'Last sign-in' },
    orders: { pt: 'Pedidos', en: 'Orders' },
  },
  products: {
    slug: { pt: 'Slug', en: 'Slug' },
    product: { pt: 'Produto', en: 'Product' },
    productEn: { pt: 'Produto (inglês)', en: 'Product (English)' },
    brand: { pt: 'Marca', en: 'Brand' },
    category: { pt: 'Categoria', en: 'Category' },
    active: { pt: 'Ativo', en: 'Active' },
    variationId: { pt: 'ID da variação', en: 'Variation ID' },
    variation: { pt: 'Variação', en: 'Variation' },
    price: { pt: 'Preço', en: 'Price' },
    pricePerKg: { pt: 'Preço por kg', en: 'Price per kg' },
    weightKg: { pt: 'Peso (kg)', en: 'Weight (kg)' },
    // An imperial shop's export (decision 123); the import reads both, converting the pounds.
    pricePerLb: { pt: 'Preço por lb', en: 'Price per lb' },
    weightLb: { pt: 'Peso (lb)', en: 'Weight (lb)' },
    stock: { pt: 'Estoque', en: 'Stock' },
  },
  coupons: {
    code: { pt: 'Código', en: 'Code' },
    name: { pt: 'Nome', en: 'Name' },
    type: { pt: 'Tipo', en: 'Type' },
    value: { pt: 'Valor', en: 'Value' },
    minimumOrder: { pt: 'Pedido mínimo', en: 'Minimum order' },
    maximumDiscount: { pt: 'Desconto máximo', en: 'Maximum discount' },
    usageLimit: { pt: 'Limite de usos', en: 'Usage limit' },
    perCustomerLimit: { pt: 'Limite por cliente', en: 'Per-customer limit' },
    usedCount: { pt: 'Usos', en: 'Times used' },
    validFrom: { pt: 'Válido de', en: 'Valid from' },
    validUntil: { pt: 'Válido até', en: 'Valid until' },
    active: { pt: 'Ativo', en: 'Active' },
    state: { pt: 'Estado', en: 'State' },
    orders: { pt: 'Pedidos', en: 'Orders' },
    discountGiven: { pt: 'Desconto concedido', en: 'Discount given' },
  },
};

/** A column's header in the language; its key without a language (or when the table has none). */
export const csvHeader = (dataset: ExportDataset, key: string, lang: CsvLanguage | undefined): string =>
  (lang && CSV_HEADERS[dataset][key]?.[lang]) || key;
