import type { CutSnapshot } from '../catalogue/cuts';
import type { ExtraBasis } from '../catalogue/extra-basis';
import type { Fulfilment } from '../delivery/fulfilment';
import type { Language } from '../i18n/language';
import type { MessageKey, MessageParams } from '../messages';
import type { PaymentView } from '../payments/states';
import type { OrderTaxSnapshot } from '../tax/snapshot';
import type { TaxView } from '../tax/types';
import type { OrderEditEventDetails } from './edit-types';
import type { PaymentMethod, PaymentStatus } from './schemas';
import type { OrderStatus } from './status';
import type { OrderEventKind, OrderWeighingView, WeighingEventDetails } from './weighing-types';

/** What the order API answers (money in integer cents, weights in kg, times ISO). */

export type OrderAddress = { street: string; unit: string | null; city: string; state: string; zip: string };

export type OrderItemView = {
  id: string;
  productId: string | null;
  /** The variation ordered (null: the product has none, or it was deleted); the desk's edit changes it. */
  variationId?: string | null;
  productName: string;
  /** The product's English name when placed (decision 098); null: `productName` in both languages. */
  productNameEn?: string | null;
  variationName: string | null;
  weightKg: number | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** Sold by weight (issue 20): price per kg; null for a fixed-price line. */
  pricePerKgCents: number | null;
  /** The line's estimate (unit price × quantity) and its scale weight in grams once weighed. */
  estimateCents: number;
  estimateGrams: number | null;
  finalGrams: number | null;
  notes: string | null;
  /** The cut options chosen, as placed (issue 41; `describeCuts` words them). Null: none. */
  cuts?: CutSnapshot | null;
  extras: {
    name: string;
    nameEn?: string | null;
    /**
     * How the extra was charged (decision 111): once for the line or per unit. Absent: not an
     * extra of the catalogue (the line's cut options row, charged per unit × the quantity).
     */
    basis?: ExtraBasis;
    quantity: number;
    unitPriceCents: number;
    totalCents: number;
  }[];
};

export type OrderEventView = {
  id: string;
  kind: OrderEventKind;
  /** A weighing's lines and totals (kind `weighing`). */
  details: WeighingEventDetails | null;
  /** An edit's changes and totals (kind `edit`, decision 085). */
  edit?: OrderEditEventDetails | null;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string | null;
  actorName: string | null;
  at: string;
};

export type OrderSummary = {
  id: string;
  number: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  deliveryDate: string;
  windowStart: string;
  windowEnd: string;
  totalCents: number;
  /** Sales tax (decision 079): in the total when added, inside the prices when included; 0 untaxed. */
  taxCents: number;
  /** Orders with weighed lines: the estimated total at order time (the total is the final once weighed). */
  estimatedTotalCents: number | null;
  weighed: boolean;
  itemCount: number;
  createdAt: string;
  /** A card order's payment on the customer's list (decision 081); absent elsewhere. */
  payment?: PaymentView | null;
};

export type OrderDetail = OrderSummary & {
  storeId: string;
  storeName: string;
  /** Blank: English readers see `storeName` (decision 098). */
  storeNameEn?: string;
  /** The language the order was placed in (decision 086); null: placed before it was kept. */
  language?: Language | null;
  /** The order's contact phone in E.164 ("+14045550123"), as typed at checkout. */
  customer: { name: string | null; email: string; phone: string | null };
  address: OrderAddress | null;
  pickupAddress: string | null;
  notes: string | null;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  couponCode: string | null;
  /** Selling by weight (issue 20): the rule in force, the estimate, the transfer difference. */
  weighing: OrderWeighingView | null;
  /** Sales tax kept when placed (decision 079): each rate's tax, and the snapshot the desk's preview re-runs. Null: none recorded. */
  tax: (TaxView & { snapshot: OrderTaxSnapshot }) | null;
  items: OrderItemView[];
  events: OrderEventView[];
  /** A card payment's hold, capture, release and refunds (issue 36); null for manual payments. */
  payment?: PaymentView | null;
  /** The order's version: an edit based on an older one is refused (409 `orderEdit.stale`). */
  updatedAt?: string;
  /** A holiday pre-order (issue 41, decision 093): its campaign, day and the deposit asked. */
  preorder?: { namePt: string; nameEn: string; day: string; depositCents: number } | null;
};

export type StaffOrderList = {
  orders: (OrderSummary & { customerName: string | null; customerEmail: string })[];
  total: number;
  page: number;
  pageSize: number;
  /** For one day (`day` asked): the windows its orders are in ("09:00-12:00"), for the window filter. */
  windows?: string[];
};

/** `nameEn` blank: English readers see `name` (decision 098). */
export type PickupStoreView = {
  id: string;
  name: string;
  nameEn: string;
  address: string;
  hours: string;
  hoursEn: string;
};

/** The checkout's live summary and choices (GET /api/orders/quote). */
export type CheckoutQuote = {
  /** The store whose windows, fee and pickup these are (decision 037). */
  storeId: string;
  storeName: string;
  /** Blank: English readers see `storeName` (decision 098). */
  storeNameEn: string;
  /** The stores with pickup on, oldest first: the checkout's store picker when there are several. */
  pickupStores: PickupStoreView[];
  subtotalCents: number;
  itemCount: number;
  /** The cart's lines as the server prices them now (per-line notes are keyed by `cartItemId`). */
  lines: {
    cartItemId: string;
    productName: string;
    /** The product's English name (decision 098); null: `productName` in both languages. */
    productNameEn?: string | null;
    variationName: string | null;
    quantity: number;
    /** Sold by weight (issue 20): charged by the final weighing; the total is the estimate. */
    pricePerKgCents: number | null;
    totalCents: number;
    extras: string[];
    /** The same extras with their English names (the Portuguese one where none is written). */
    extrasEn?: string[];
    /** The cut options chosen (issue 41). */
    cuts?: CutSnapshot | null;
    /** Its category takes a preparation note (meat, fish; decision 097): the note field is offered only then. */
    takesNote?: boolean;
    /** What the card hold is computed on (issue 36): the unit price, the extras, the estimate per unit. */
    unitPriceCents: number;
    extrasCents: number;
    estimateKgPerUnit: number | null;
  }[];
  /** `nameEn` blank: English readers see `name` (decision 098). */
  zone: { id: string; name: string; nameEn?: string; feeCents: number; minimumOrderCents: number } | null;
  /** Set when a ZIP was given and no zone delivers there: the message key (`order.noDelivery`). */
  zipRefused: MessageKey | null;
  deliveryFeeCents: number;
  /**
   * Sales tax on these lines at the quoted place (decision 079): `refused` when the place has no
   * rate and tax is added (placing the order is refused); null when none is recorded.
   */
  tax: (TaxView & { refused: false; snapshot: OrderTaxSnapshot }) | { refused: true } | null;
  pickup: { enabled: boolean; address: string; hours: string; hoursEn: string };
  deliveryEnabled: boolean;
  windows: { date: string; windowId: string; start: string; end: string; remaining: number }[];
  /**
   * The cart holds a campaign's sizes (issue 41, decision 093): the windows are those of its days
   * with places left for every such line (past the horizon too), and its deposit rule. Null: none.
   * `closed`: the campaign takes no orders now (no day is offered; the checkout names it).
   */
  preorder?: {
    campaignId: string;
    namePt: string;
    nameEn: string;
    days: string[];
    closed: boolean;
    deposit: { kind: 'none' | 'fixed' | 'percent'; value: number };
  } | null;
};

export type CouponCheckResult =
  | { ok: true; code: string; discountCents: number; description: string | null }
  /** A refusal as an error body words it: key, parameters and the Portuguese text (decision 023). */
  | { ok: false; code: string; key: MessageKey; params?: MessageParams; message: string };
