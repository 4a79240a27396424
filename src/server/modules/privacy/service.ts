import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import { profileOfAuthUser } from '../accounts/public';
import { exportPersonalData } from './actions/privacy-export';
import {
  completeDeletion,
  listPrivacyRequests,
  myOpenRequest,
  requestDeletion,
} from './actions/privacy-requests';
import type { PrivacyContext } from './context';

type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

/** Privacy requests: the data download, deletion requests and carrying them out (decision 047). */
export function createPrivacyService(deps: {
  db: Db;
  logger: Logger;
  accounts: PrivacyContext['accounts'];
  now?: () => Date;
}) {
  const ctx: PrivacyContext = {
    db: deps.db,
    logger: deps.logger.child({ module: 'privacy' }),
    now: deps.now ?? (() => new Date()),
    accounts: deps.accounts,
  };
  return {
    mine: (authUserId: string) => myOpenRequest(ctx, authUserId),
    async export(authUserId: string) {
      const row = await profileOfAuthUser(ctx.db, authUserId);
      return row ? exportPersonalData(ctx.db, row, ctx.now()) : null;
    },
    request: (authUserId: string) => requestDeletion(ctx, authUserId),
    list: (...args: Tail<Parameters<typeof listPrivacyRequests>>) => listPrivacyRequests(ctx, ...args),
    complete: (...args: Tail<Parameters<typeof completeDeletion>>) => completeDeletion(ctx, ...args),
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
