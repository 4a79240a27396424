import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import type { AccountsService } from '../accounts/public';

/** What the privacy actions share: built once in service.ts. */
export type PrivacyContext = {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** Signs an anonymised account out everywhere, once its deletion committed. */
  accounts: Pick<AccountsService, 'revokeSessions'>;
};
