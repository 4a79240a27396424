import { AppError } from '@/server/http/app-error';
import type { MessageKey } from '@/shared/messages';

/** A better-auth APIError, read by shape (its class comes from a nested package). */
export type AuthApiError = {
  name: 'APIError';
  statusCode: number;
  body?: { code?: string; message?: string };
};

export function isAuthApiError(error: unknown): error is AuthApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'APIError' &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

export const authErrorCode = (error: unknown): string | undefined =>
  isAuthApiError(error) ? error.body?.code : undefined;

/** True for a Postgres unique violation (23505), wherever the driver or Drizzle nested it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs one named step of a multi-step write; an unexpected failure becomes a 500 with the
 * step's Portuguese message (SPEC §8.2) while the cause goes to the log only.
 */
export async function step<T>(message: MessageKey, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('internal', message, {
      cause: error,
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}
