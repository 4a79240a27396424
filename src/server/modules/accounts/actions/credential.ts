import type { Executor } from '@/server/db/client';
import { authAccount } from '../schema';

/** The e-mail-and-password login better-auth reads for a user: its "credential" account row. */
export const insertCredential = (tx: Executor, userId: string, passwordHash: string) =>
  tx.insert(authAccount).values({
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
  });
