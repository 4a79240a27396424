import { z } from 'zod';
import { KEYS } from '../messages';

/**
 * The Google reviews card (decision 083), shared by the staff route and the card's form: the
 * shop's Place ID and the Places API key (a secret: blank keeps the stored one).
 */
const K = KEYS.googleReviews;

/** Google's API keys: "AIza" and 35 more of letters, digits, "-" and "_". */
const API_KEY = /^AIza[0-9A-Za-z_-]{35}$/;
/** A Place ID ("ChIJ…", or the longer "Eh…"/"GhIJ…" forms): URL-safe characters only. */
const PLACE_ID = /^[A-Za-z0-9_-]{10,400}$/;

export const googleReviewsCardSchema = z.object({
  placeId: z
    .string()
    .trim()
    .refine((v) => v === '' || PLACE_ID.test(v), K.placeIdInvalid),
  apiKey: z
    .string()
    .trim()
    .refine((v) => v === '' || API_KEY.test(v), K.apiKeyInvalid),
});
export type GoogleReviewsCardInput = z.input<typeof googleReviewsCardSchema>;
export type GoogleReviewsCardValues = z.output<typeof googleReviewsCardSchema>;

/** The place's rating and count as the home shows them, with the link to its Google Maps page. */
export type ReviewSummary = { rating: number; count: number; url: string | null };
