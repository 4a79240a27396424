import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
import type { CampaignSizes } from '@/server/modules/campaigns/public';
import type { FulfilmentStore } from '@/server/modules/stores/public';
import type { TaxTable } from '@/server/modules/tax/public';
import type { PublicSettings } from '@/shared/settings/public-settings';
import type { LivePublisher } from '../live/public';
import type { MessagingService } from '../messaging/public';
import type { PaymentsService } from '../payments/public';

/** What the order actions share: built once in service.ts. */
export type OrdersContext = {
  db: Db;
  logger: Logger;
  messaging: Pick<MessagingService, 'queueWhatsApp' | 'queueSms' | 'queueEmail' | 'queueOrderAnnouncement'>;
  /** The clock; tests pass their own to pin the delivery calendar. */
  now: () => Date;
  /** Card payments (issue 36, decision 078); null: only the manual methods. */
  payments: PaymentsService | null;
  /** The live desk's publish port (issue 40, decision 088); none in tests that do not listen. */
  live?: LivePublisher | undefined;
  /** The storefront's origin as PUBLIC_URL gives it: where the hosted payment page sends her back. */
  shopUrl?: string;
  /**
   * The address links in her messages are built on (her order's page, decision 101): the
   * Integrações card's public address, else PUBLIC_URL (decision 121). Read through `ex`.
   */
  linkBase: (ex: Executor) => Promise<string>;
  /**
   * What every checkout reads of the shop's configuration (the stores that take orders, the
   * settings, the sales tax table, the campaigns' sizes), read once for the checkouts that asked before the read began,
   * before their transactions (issue 34, decision 127).
   */
  checkoutSetup: () => Promise<CheckoutSetup>;
};

/** The shop's configuration as a checkout reads it (`OrdersContext.checkoutSetup`). */
export type CheckoutSetup = {
  stores: FulfilmentStore[];
  shop: PublicSettings;
  tax: TaxTable;
  campaignSizes: CampaignSizes;
};

/** The signed-in buyer, as checkout snapshots them onto the order. */
export type Customer = {
  /** better-auth user id (cart_sessions.user_id, orders.customer_user_id). */
  userId: string;
  /** users_unified id, when the account has a profile. */
  profileId: string | null;
  email: string;
  name: string | null;
  phone: string | null;
};

/**
 * Who changes an order: staff with their role and store (a manager reaches only their store), and
 * the request it came with (kept on the audit entry).
 */
export type StaffActor = {
  userId: string;
  name: string | null;
  role: string;
  storeId: string | null;
  requestId?: string | null;
};
