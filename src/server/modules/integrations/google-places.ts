import type { MessageKey, MessageParams } from '@/shared/messages';
import type { GooglePlaceAccess } from './google-config';

/**
 * A client of the Places API (New) Place Details (decision 083): `GET {apiUrl}/v1/places/{id}`
 * with the key in `X-Goog-Api-Key` and the fields asked in `X-Goog-FieldMask` (Google bills by the
 * fields asked). Plain `fetch`, bounded by `timeoutMs`; the base URL is configurable
 * (GOOGLE_PLACES_API_URL) so the tests talk to the local fake (src/testing/fake-google-places.ts).
 * It never throws: an answer, or why not in words. The key is never in a reason or a log.
 */
export type PlaceReview = {
  /** Google's resource name, `places/{place}/reviews/{review}`: the review's stable id. */
  id: string;
  author: string;
  authorUrl: string | null;
  rating: number;
  text: string;
  language: string | null;
  publishedAt: string;
};

export type PlaceDetails = {
  name: string;
  rating: number | null;
  count: number;
  url: string | null;
  reviews: PlaceReview[];
};

export type PlaceAnswer =
  | { ok: true; place: PlaceDetails }
  | { ok: false; reason: { key: MessageKey; params?: MessageParams } };

const FIELD_MASK = 'id,displayName,rating,userRatingCount,googleMapsUri,reviews';

type LocalizedText = { text?: string; languageCode?: string };
type ApiReview = {
  name?: string;
  rating?: number;
  text?: LocalizedText;
  originalText?: LocalizedText;
  authorAttribution?: { displayName?: string; uri?: string };
  publishTime?: string;
};
type ApiPlace = {
  displayName?: LocalizedText;
  rating?: number;
  userRatingCount?: number;
  googleMapsUri?: string;
  reviews?: ApiReview[];
};

/** One review as the shop keeps it; a review without an id, a rating or words is left out. */
function reviewOf(review: ApiReview): PlaceReview | null {
  // The words as the customer wrote them (originalText), else Google's translation.
  const words = review.originalText?.text ? review.originalText : review.text;
  const rating = Math.round(review.rating ?? 0);
  if (!review.name || !words?.text?.trim() || rating < 1 || rating > 5 || !review.publishTime) return null;
  return {
    id: review.name,
    author: review.authorAttribution?.displayName?.trim() || 'Google',
    authorUrl: review.authorAttribution?.uri ?? null,
    rating,
    text: words.text.trim(),
    language: words.languageCode ?? null,
    publishedAt: review.publishTime,
  };
}

export async function fetchPlace(access: GooglePlaceAccess, timeoutMs: number): Promise<PlaceAnswer> {
  const url = `${access.apiUrl.replace(/\/+$/, '')}/v1/places/${encodeURIComponent(access.placeId)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'X-Goog-Api-Key': access.apiKey, 'X-Goog-FieldMask': FIELD_MASK },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return timedOut
      ? {
          ok: false,
          reason: { key: 'googleReviews.timedOut', params: { seconds: Math.round(timeoutMs / 1000) } },
        }
      : { ok: false, reason: { key: 'googleReviews.connectionError' } };
  }
  const body = (await response.json().catch(() => null)) as
    | (ApiPlace & { error?: { message?: string } })
    | null;
  if (!response.ok) {
    if (response.status === 404 || (response.status === 400 && /place ?id/i.test(body?.error?.message ?? '')))
      return { ok: false, reason: { key: 'googleReviews.placeNotFound' } };
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      // Google's words say why (an invalid key, the API not enabled); they never hold the key.
      const detail = (body?.error?.message ?? `HTTP ${response.status}`).replaceAll(access.apiKey, '…');
      return {
        ok: false,
        reason: { key: 'googleReviews.keyRefused', params: { detail: detail.slice(0, 200) } },
      };
    }
    return { ok: false, reason: { key: 'googleReviews.unavailable', params: { status: response.status } } };
  }
  if (!body || typeof body !== 'object') return { ok: false, reason: { key: 'googleReviews.badAnswer' } };
  return {
    ok: true,
    place: {
      name: body.displayName?.text ?? '',
      rating: typeof body.rating === 'number' ? body.rating : null,
      count: typeof body.userRatingCount === 'number' ? body.userRatingCount : 0,
      url: body.googleMapsUri ?? null,
      reviews: (body.reviews ?? []).flatMap((r) => reviewOf(r) ?? []),
    },
  };
}
