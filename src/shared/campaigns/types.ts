import type { CutSnapshot } from '../catalogue/cuts';
import type { CampaignPhase, DepositKind } from './rules';

/** A size a campaign offers, with its product (names in both languages). */
export type CampaignSize = {
  variationId: string;
  productId: string;
  productName: string;
  productNameEn: string | null;
  productSlug: string;
  variationName: string;
  priceCents: number;
  pricePerKgCents: number | null;
};

/** A campaign as the storefront and the admin show it (issue 41, decision 093). */
export type CampaignView = {
  id: string;
  slug: string;
  namePt: string;
  nameEn: string;
  ordersFrom: string;
  ordersUntil: string;
  active: boolean;
  phase: CampaignPhase;
  depositKind: DepositKind;
  depositValue: number;
  sizes: CampaignSize[];
  slots: { day: string; variationId: string; capacity: number; taken: number }[];
};

/** One size of the day's production list, with the orders behind it. */
export type ProductionLine = {
  variationId: string;
  productName: string;
  productNameEn: string | null;
  variationName: string;
  quantity: number;
  capacity: number;
  /** The size's pieces by the cuts asked (null: as it comes), most asked first (decision 091). */
  cutSums: { cuts: CutSnapshot | null; quantity: number }[];
  orders: {
    orderId: string;
    number: string;
    customerName: string;
    quantity: number;
    /** The deposit the order was asked (decision 093), in cents; 0 without one. */
    depositCents: number;
    status: string;
    fulfilment: string;
    windowStart: string;
    windowEnd: string;
  }[];
};

export type ProductionList = {
  campaign: { id: string; namePt: string; nameEn: string };
  day: string;
  lines: ProductionLine[];
};
