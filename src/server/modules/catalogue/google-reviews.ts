import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { type ReviewSummary, reviewSummaryOf } from '@/shared/integrations/google-schemas';
import type { MessageKey, MessageParams } from '@/shared/messages';
import { type AuditActor, recordAudit } from '../audit/public';
import { fetchPlace, type GooglePlaceAccess, type PlaceReview } from '../integrations/public';
import { reviewSummaries, testimonials } from './schema';

/**
 * Google reviews into the testimonials (issue 35, decision 083). The Places API gives a place's
 * rating, count and up to five reviews; each review becomes a testimonial (unpublished: staff
 * choose which to show), found again by its Google id on the next import. A review staff edited
 * (`staff_edited_at`) is never overwritten; the others follow Google's current words. The place's
 * rating and count are kept for the home (`review_summaries`).
 */
export type GooglePlacePort = {
  /** The Places API key and place in force (Integrações or GOOGLE_*), or null when not set up. */
  access: () => Promise<GooglePlaceAccess | null>;
  /** Tells the card how the call went (its health). */
  record: (
    result: { ok: true } | { ok: false; reason: { key: MessageKey; params?: MessageParams } },
  ) => Promise<void>;
};

export type ImportCounts = { added: number; updated: number; kept: number; unchanged: number };

const SOURCE = 'Google';
/** The import waits this long for Google. */
const IMPORT_TIMEOUT_MS = 15_000;

const rowOf = (review: PlaceReview) => ({
  author: review.author.slice(0, 120),
  text: review.text.slice(0, 2000),
  rating: review.rating,
  date: review.publishedAt.slice(0, 10),
  language: review.language,
  author_url: review.authorUrl,
});

/**
 * Fetches the place and writes its reviews and summary in one transaction. `actor`: staff who
 * pressed "Importar avaliações" (audited); null for the daily refresh. Not set up → 409; Google's
 * refusal → 503 with its reason in words (and the card's health says so).
 */
export async function importGoogleReviews(
  db: Db,
  port: GooglePlacePort,
  options: { actor: AuditActor | null; now: Date; invalidate: () => void },
): Promise<ImportCounts & { summary: ReviewSummary }> {
  const access = await port.access();
  if (!access) throw new AppError('conflict', 'integrations.notSetUp');
  const answer = await fetchPlace(access, IMPORT_TIMEOUT_MS);
  await port.record(answer.ok ? { ok: true } : answer).catch(() => {});
  if (!answer.ok) throw new AppError('unavailable', answer.reason.key, { params: answer.reason.params });
  const { place } = answer;
  const counts: ImportCounts = { added: 0, updated: 0, kept: 0, unchanged: 0 };
  const summary = reviewSummaryOf(place.rating ?? 0, place.count, place.url);
  await db.transaction(async (tx) => {
    const ids = place.reviews.map((r) => r.id);
    const existing =
      ids.length > 0
        ? await tx.select().from(testimonials).where(inArray(testimonials.external_id, ids)).for('update')
        : [];
    const byId = new Map(existing.map((row) => [row.external_id, row]));
    for (const review of place.reviews) {
      const row = rowOf(review);
      const current = byId.get(review.id);
      if (!current) {
        await tx
          .insert(testimonials)
          .values({ ...row, source: SOURCE, published: false, external_id: review.id });
        counts.added++;
      } else if (current.staff_edited_at) {
        counts.kept++;
      } else if (
        current.author !== row.author ||
        current.text !== row.text ||
        current.rating !== row.rating ||
        current.date !== row.date ||
        current.language !== row.language ||
        current.author_url !== row.author_url
      ) {
        await tx
          .update(testimonials)
          .set({ ...row, updated_at: options.now })
          .where(eq(testimonials.id, current.id));
        counts.updated++;
      } else counts.unchanged++;
    }
    const kept = {
      rating_tenths: place.rating === null ? null : Math.round(place.rating * 10),
      review_count: place.count,
      url: place.url,
      fetched_at: options.now,
    };
    await tx
      .insert(reviewSummaries)
      .values({ source: 'google', ...kept })
      .onConflictDoUpdate({ target: reviewSummaries.source, set: kept });
    if (options.actor) {
      await recordAudit(tx, {
        actor: options.actor,
        action: 'import',
        entityType: 'testimonial',
        entityId: null,
        after: { source: SOURCE, ...counts },
      });
    }
  });
  options.invalidate();
  return { ...counts, summary };
}

/** The place's rating and count as last read, for the home; null before any import. */
export async function readReviewSummary(db: Executor): Promise<ReviewSummary | null> {
  const [row] = await db.select().from(reviewSummaries).where(eq(reviewSummaries.source, 'google'));
  if (!row || row.review_count === 0) return null;
  return reviewSummaryOf((row.rating_tenths ?? 0) / 10, row.review_count, row.url);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The refresh looks every hour whether a day has passed since the last read (kept in the table). */
export const REVIEWS_CHECK_MS = 60 * 60 * 1000;

/**
 * The daily refresh (decision 083): every hour it checks when the reviews were last read (in the
 * database, so a restart or a second instance does not read them again) and, a day after, imports
 * them again — new reviews arrive unpublished, staff edits stay. Without the card it does nothing.
 */
export function startReviewsRefresh(
  db: Db,
  refresh: () => Promise<unknown>,
  access: () => Promise<GooglePlaceAccess | null>,
  logger: Logger,
  options: { now?: () => Date; intervalMs?: number } = {},
) {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= (async () => {
      try {
        if (!(await access())) return;
        const [row] = await db
          .select({ at: reviewSummaries.fetched_at })
          .from(reviewSummaries)
          .where(eq(reviewSummaries.source, 'google'));
        if (row && now().getTime() - row.at.getTime() < DAY_MS) return;
        const result = await refresh();
        logger.info({ result }, 'google reviews: refreshed');
      } catch (error) {
        logger.warn(
          { err: error },
          'google reviews: the daily refresh failed; it tries again within the hour',
        );
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(round, options.intervalMs ?? REVIEWS_CHECK_MS);
  timer.unref();
  const first = setTimeout(round, 60_000);
  first.unref();
  return {
    round,
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
