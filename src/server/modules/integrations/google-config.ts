import type { Env } from '@/server/env';
import type { OpenedSecret, StoredIntegration } from './config';

/** The environment variables of the Google reviews card (decision 083); each one set wins. */
export type GoogleEnv = Pick<Env, 'GOOGLE_PLACES_API_KEY' | 'GOOGLE_PLACE_ID' | 'GOOGLE_PLACES_API_URL'>;

/** What the Places API is asked with: the key, the shop's place, and the API's base URL. */
export type GooglePlaceAccess = { apiKey: string; placeId: string; apiUrl: string };

export const GOOGLE_PLACES_API_URL = 'https://places.googleapis.com';

const stored = (row: StoredIntegration | undefined, field: string) =>
  row?.settings[field]?.trim() || undefined;

/** The Google reviews configuration in force: for each field the environment first, then the card. */
export function googleReviewsConfig(
  env: GoogleEnv,
  row: StoredIntegration | undefined,
  open: (field: string) => OpenedSecret,
): { access: GooglePlaceAccess | null; unreadable: boolean } {
  const placeId = env.GOOGLE_PLACE_ID ?? stored(row, 'placeId');
  const key: OpenedSecret = env.GOOGLE_PLACES_API_KEY
    ? { value: env.GOOGLE_PLACES_API_KEY, problem: null }
    : open('apiKey');
  return {
    access:
      placeId && key.value
        ? { apiKey: key.value, placeId, apiUrl: env.GOOGLE_PLACES_API_URL ?? GOOGLE_PLACES_API_URL }
        : null,
    unreadable: Boolean(key.problem),
  };
}

/** The card's fields the environment sets (shown as "set on the server", never saved). */
export function googleEnvFields(env: GoogleEnv): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    placeId: env.GOOGLE_PLACE_ID,
    apiKey: env.GOOGLE_PLACES_API_KEY,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}
