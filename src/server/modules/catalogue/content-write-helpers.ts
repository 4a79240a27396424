import type { ZodType } from 'zod';
import { AppError } from '@/server/http/app-error';
import { validationError } from '@/server/http/validate';
import type { MessageKey } from '@/shared/messages';

/** Input checked again in the service, so a caller that skipped the route's validator still gets a 422. */
export function parseInput<T>(schema: ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw validationError('validation_failed', result.error);
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs a staff write and clears the storefront caches whatever happened (a rolled-back write
 * leaves them as they were, and clearing costs one reload). A refusal (AppError) passes as it is;
 * anything else is the write's failure message, with the database's own text kept for the log.
 */
export async function staffWrite<T>(
  invalidate: () => void,
  failure: MessageKey,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('internal', failure, {
      params: { detail: 'erro inesperado no banco de dados' },
      detail: detailOf(error),
      cause: error,
    });
  } finally {
    invalidate();
  }
}

/** The optimistic check: the row the person edited must still be the newest. */
export function checkVersion(
  current: { updated_at: Date },
  updatedAt: string | undefined,
  stale: MessageKey,
) {
  if (updatedAt !== undefined && current.updated_at.getTime() !== new Date(updatedAt).getTime())
    throw new AppError('conflict', stale);
}
