import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
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
  /** The address better-auth knows the shop by (PUBLIC_URL, else the local one). */
  baseUrl: string;
  /**
   * The address links in e-mails are built on (decision 121): the Integrações card's, else
   * PUBLIC_URL, never the request's Host header. Pass the open transaction (PGlite has one connection).
   */
  linkBase: (ex: Executor) => Promise<string>;
  messaging: Pick<MessagingService, 'queueWelcome' | 'queueEmail'>;
  brandName: () => Promise<string>;
  /** One shop setting's stored value, read fresh (the staff second factor's, decision 089). */
  settingValue: (key: string) => Promise<string | null>;
  /** The users area's reads of the orders (a port the orders module implements). */
  customerOrders: CustomerOrders;
  now: () => Date;
};
