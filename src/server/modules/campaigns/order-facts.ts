import type { Executor } from '@/server/db/client';
import type { CutSnapshot } from '@/shared/catalogue/cuts';

/**
 * The campaigns' port for what only the orders module knows (it comes later in the module order):
 * the facts of the orders behind a production list, within the viewer's stores. Implemented by
 * `orders/campaign-order-facts.ts`, wired in src/server/services.ts (like the coupons' usage port).
 */
export type CampaignOrderFact = {
  orderId: string;
  number: string;
  customerName: string;
  status: string;
  fulfilment: string;
  windowStart: string;
  windowEnd: string;
  /** The order's lines: the production list sums each size's cut options from them (decision 091). */
  lines: { variationId: string | null; quantity: number; cuts: CutSnapshot | null }[];
};

export type CampaignOrderFacts = {
  /** The orders among `orderIds` in the stores (null: every store), cancelled ones left out. */
  ordersOf(
    ex: Executor,
    orderIds: readonly string[],
    storeIds: readonly string[] | null,
  ): Promise<CampaignOrderFact[]>;
};
