import { AppError } from '@/server/http/app-error';
import type { MessageKey } from '@/shared/messages';

/**
 * Runs one step; anything unexpected (a database failure) becomes a 500 with the SPEC §8.3 text
 * of that step. The cause goes to the log only (onError logs `detail`), never to the client.
 */
export async function guard<T>(message: MessageKey, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('internal', message, {
      cause: error,
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}
