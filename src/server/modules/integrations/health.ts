import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { IntegrationId } from '@/shared/integrations/cards';
import { renderMessage } from '@/shared/messages';
import { integrations } from './schema';
import type { ProviderResult } from './service';

/** No failure on the card: after a success, or after new settings (a failure said nothing of them). */
export const NO_FAILURE = {
  failing_since: null,
  last_error: null,
  last_error_key: null,
  last_error_params: null,
} as const;

/**
 * Writes a send's or a test's result on its card's row: a success clears the failure, a failure
 * starts one (failing since the first failure after the last success) with the provider's words.
 */
export async function writeHealth(ex: Executor, id: IntegrationId, result: ProviderResult, at: Date) {
  if (result.ok) {
    const ok = { ...NO_FAILURE, last_success_at: at };
    await ex
      .insert(integrations)
      .values({ id, ...ok })
      .onConflictDoUpdate({ target: integrations.id, set: ok });
    return;
  }
  const { key, params } = result.reason;
  const failure = {
    last_error: renderMessage(key, params),
    last_error_key: key,
    last_error_params: (params as Record<string, string | number> | undefined) ?? null,
  };
  await ex
    .insert(integrations)
    .values({ id, failing_since: at, ...failure })
    .onConflictDoUpdate({
      target: integrations.id,
      set: {
        ...failure,
        failing_since: sql`coalesce(${integrations.failing_since}, ${at.toISOString()}::timestamptz)`,
      },
    });
}
