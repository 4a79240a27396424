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

/**
 * The place's rating and count as the home shows them, with the link to its Google Maps page and
 * the line already worded in both languages (the home's first load carries no words or code for it).
 */
export type ReviewSummary = {
  rating: number;
  count: number;
  url: string | null;
  textPt: string;
  textEn: string;
};

/** "Nota 4,8 no Google · 127 avaliações" / "Rated 4.8 on Google · 127 reviews". */
export function reviewSummaryOf(rating: number, count: number, url: string | null): ReviewSummary {
  const n = (locale: string, value: number, digits: number) =>
    value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return {
    rating,
    count,
    url,
    textPt: `Nota ${n('pt-BR', rating, 1)} no Google · ${n('pt-BR', count, 0)} ${count === 1 ? 'avaliação' : 'avaliações'}`,
    textEn: `Rated ${n('en-US', rating, 1)} on Google · ${n('en-US', count, 0)} ${count === 1 ? 'review' : 'reviews'}`,
  };
}
