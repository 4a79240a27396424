import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import type { MessagingService } from '../messaging/public';
import type { Auth } from './auth';
import type { CustomerOrders } from './customer-orders';
import type { Profiles } from './profiles';
import type { Revocations } from './revocations';
import type { SignInPacing } from './sign-in-pacing';
import type { TrustedBrowsers } from './trusted-browser';

/** What the account actions share: built once in service.ts. */
export type AccountsContext = {
  db: Db;
  auth: Auth;
  profiles: Profiles;
  /** Sessions revoked before the cookie cache lapses (issue 19). */
  revocations: Revocations;
  logger: Logger;
  /** Wrong passwords per account and per trusted browser (decision 074). */
  pacing: SignInPacing;
  trustedBrowsers: TrustedBrowsers;
  /** The shop's public address, for links in e-mails (never the request's Host header). */
  baseUrl: string;
  messaging: Pick<MessagingService, 'queueWelcome' | 'queueEmail'>;
  brandName: () => Promise<string>;
  /** One shop setting's stored value, read fresh (the staff second factor's, decision 089). */
  settingValue: (key: string) => Promise<string | null>;
  /** The users area's reads of the orders (a port the orders module implements). */
  customerOrders: CustomerOrders;
  now: () => Date;
};
