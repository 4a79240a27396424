import { ApiError } from '@/web/lib/api-error';
import { localiseError } from '@/web/lib/validation-messages';

/**
 * The reason under a failure toast: the refusal the server gave (a SPEC §5.2 rule, a limit), in
 * the visitor's language; nothing for network failures or a 500 (the toast's title says enough).
 */
export function failureReason(error: unknown, language: string): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return localiseError(error, language, error.message);
}
