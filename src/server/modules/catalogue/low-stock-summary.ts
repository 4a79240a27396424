import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
import { everyInterval } from '@/server/lib/rounds';
import { summaryDue } from '@/shared/catalogue/low-stock';
import { lowStockSummaryMessage } from '@/shared/catalogue/low-stock-message';
import { localParts } from '@/shared/delivery/zoned-time';
import { SHOP_TIME_ZONE } from '@/shared/messaging/templates';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { readBrandName, readLowStockSettings } from '../settings/public';
import { lowStockVariations } from './low-stock-reads';
import { lowStockSummaries } from './schema';

/** The shop's public address (decision 121), read in the summary's transaction. */
type LinkBase = (ex: Executor) => Promise<string>;

/** How often an instance looks whether the day's summary is due. */
export const LOW_STOCK_SUMMARY_POLL_MS = 5 * 60_000;
/** Lines in one summary; the rest are counted ("…e mais 12."). */
export const LOW_STOCK_SUMMARY_LINES = 30;

/** The messaging module's staff notice (its `queueStoresNotice`), handed in by the composition root. */
export type StoresNotice = (
  tx: Executor,
  notice: { subject: string; text: string; short: string; purpose: 'low_stock' },
) => Promise<readonly unknown[]>;

export type SummaryOutcome =
  | { ran: false; reason: 'not_due' | 'done_today' }
  | { ran: true; date: string; lowTotal: number; messages: number };

/**
 * The daily low-stock summary (issue 39, decision 099). Due once the shop's local time reaches the
 * `low_stock_summary_hour` setting and today has no row in `low_stock_summaries`; the row and the
 * outbox messages commit together, so two instances (or a restart mid-way) send it once. Nothing
 * is queued when nothing is low, but the day is marked done.
 */
export async function runLowStockSummary(
  deps: { db: Db; notice: StoresNotice; shopUrl?: LinkBase },
  now: Date,
): Promise<SummaryOutcome> {
  const { db } = deps;
  const local = localParts(now, SHOP_TIME_ZONE);
  const settings = await readLowStockSettings(db);
  const [done] = await db
    .select({ date: lowStockSummaries.local_date })
    .from(lowStockSummaries)
    .where(eq(lowStockSummaries.local_date, local.date));
  if (!summaryDue(local, settings.summaryHour, done?.date ?? null))
    return { ran: false, reason: done ? 'done_today' : 'not_due' };
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(lowStockSummaries)
      .values({ local_date: local.date, low_total: 0, messages: 0 })
      .onConflictDoNothing()
      .returning({ date: lowStockSummaries.local_date });
    // Another instance took today between the read and the insert.
    if (!claimed) return { ran: false, reason: 'done_today' } as const;
    const low = await lowStockVariations(tx, LOW_STOCK_SUMMARY_LINES);
    let messages = 0;
    if (low.total > 0) {
      const message = lowStockSummaryMessage({
        brandName: await readBrandName(tx),
        date: local.date,
        lines: low.items,
        total: low.total,
        outTotal: low.outTotal,
        link: `${(deps.shopUrl ? await deps.shopUrl(tx) : '').replace(/\/+$/, '')}${ADMIN_SECTIONS.products.path}?stock=low`,
        language: settings.language,
      });
      messages = (await deps.notice(tx, { ...message, purpose: 'low_stock' })).length;
    }
    await tx
      .update(lowStockSummaries)
      .set({ low_total: low.total, messages })
      .where(eq(lowStockSummaries.local_date, local.date));
    return { ran: true, date: local.date, lowTotal: low.total, messages } as const;
  });
}

/** Looks every LOW_STOCK_SUMMARY_POLL_MS (and at start); `stop()` waits for a round in progress. */
export function startLowStockSummary(
  deps: { db: Db; notice: StoresNotice; shopUrl?: LinkBase; now?: () => Date },
  logger: Logger,
  intervalMs = LOW_STOCK_SUMMARY_POLL_MS,
) {
  const now = deps.now ?? (() => new Date());
  return everyInterval(
    async () => {
      const outcome = await runLowStockSummary(deps, now());
      if (outcome.ran) logger.info(outcome, 'catalogue: daily low-stock summary');
    },
    intervalMs,
    logger,
    'catalogue: daily low-stock summary failed',
  );
}
