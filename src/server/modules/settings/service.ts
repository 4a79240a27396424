import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import { type ChangeNotices, sharedClear } from '@/server/lib/change-notices';
import { TtlCache } from '@/server/lib/ttl-cache';
import {
  LOW_STOCK_SUMMARY_HOUR_DEFAULT,
  type LowStockDefaults,
  lowStockDefaultsFrom,
  summaryMinutes,
} from '@/shared/catalogue/low-stock';
import type { Language } from '@/shared/i18n/language';
import { type Currency, currencyFromSetting } from '@/shared/money';
import { toleranceFromSetting } from '@/shared/orders/weighing-types';
import { allSettingDefaults, type GeneralKey } from '@/shared/settings/keys';
import { type PublicSettings, toPublicSettings } from '@/shared/settings/public-settings';
import { type Units, unitsFromSetting } from '@/shared/units';
import { type SiteSettingRow, siteSettings } from './schema';

/** SPEC §9: the settings are cached for 5 minutes; a write clears the cache at once. */
export const SETTINGS_CACHE_MS = 5 * 60 * 1000;

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(db: Db, options: { now?: () => number; notices?: ChangeNotices } = {}) {
  const cache = new TtlCache<PublicSettings>(SETTINGS_CACHE_MS, options.now);
  /** Clears the cache here and, with notices, on every other instance (decision 048). */
  const clear = sharedClear(options.notices, 'settings', () => cache.clear());

  return {
    getPublic(): Promise<PublicSettings> {
      return cache.get('public', async () => {
        const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
        return toPublicSettings(rows);
      });
    },

    list(): Promise<SiteSettingRow[]> {
      return db.select().from(siteSettings).orderBy(asc(siteSettings.group_name), asc(siteSettings.key));
    },

    /** Upsert by key (SPEC §7.2); clears the cache so the next read sees the change. */
    async set(
      input: { key: string; value: string; description?: string; group?: string; type?: string },
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .insert(siteSettings)
        .values({
          key: input.key,
          value: input.value,
          description: input.description ?? null,
          group_name: input.group ?? 'general',
          type: input.type ?? 'text',
        })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: input.value, updated_at: sql`now()` },
        });
      clear();
    },

    async get(key: string): Promise<string | null> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
      return row?.value ?? null;
    },

    invalidate: () => clear(),
  };
}

/**
 * The shop's name as the messages sign it (the brand_name setting; BRAND_NAME_FALLBACK when blank,
 * the same rule as getPublic). Read fresh through `ex`: pass the caller's transaction, since on
 * PGlite a query outside it would wait for the transaction to end.
 */
export async function readBrandName(ex: Executor): Promise<string> {
  const rows = await ex
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'brand_name'));
  return toPublicSettings(rows).brandName;
}

/**
 * Every setting as the public shape, in one statement, fresh through `ex` (pass the caller's
 * transaction): a transaction that needs several (the checkout: currency, tolerance, brand,
 * contact e-mail) reads them once instead of once each (issue 34).
 */
export async function readShopSettings(ex: Executor): Promise<PublicSettings> {
  return toPublicSettings(
    await ex.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings),
  );
}

/** One setting's stored value, read fresh through `ex` (pass the caller's transaction); undefined when unset. */
async function readSettingValue(ex: Executor, key: GeneralKey): Promise<string | undefined> {
  const [row] = await ex
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value ?? undefined;
}

/** The shop's currency (the `currency` setting, decision 042) as the server's messages write money: BRL when unset. */
export async function readCurrency(ex: Executor): Promise<Currency> {
  return currencyFromSetting(await readSettingValue(ex, 'currency'));
}

/** The shop's weight units (the `weight_units` setting, decision 084) as the server's messages write weights: metric when unset. */
export async function readUnits(ex: Executor): Promise<Units> {
  return unitsFromSetting(await readSettingValue(ex, 'weight_units'));
}

/**
 * The weighing tolerance in force (the `weighing_tolerance_pct` setting, decision 051): 10 when
 * unset. Read when an order is placed, which keeps it; later changes never touch that order.
 */
export async function readWeighingTolerance(ex: Executor): Promise<number> {
  return toleranceFromSetting(await readSettingValue(ex, 'weighing_tolerance_pct'));
}

/**
 * Low stock (decision 099): the defaults a variation without its own threshold follows, the
 * daily summary's hour (shop time) and the shop's default language, read in one statement.
 */
export async function readLowStockSettings(
  ex: Executor,
): Promise<{ defaults: LowStockDefaults; summaryHour: string; language: Language }> {
  const rows = await ex
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(
      inArray(siteSettings.key, [
        'low_stock_threshold',
        'low_stock_threshold_kg',
        'low_stock_summary_hour',
        'default_language',
      ]),
    );
  const map = new Map(rows.map((r) => [r.key, r.value ?? undefined]));
  const hour = map.get('low_stock_summary_hour')?.trim() ?? '';
  return {
    defaults: lowStockDefaultsFrom(map.get('low_stock_threshold'), map.get('low_stock_threshold_kg')),
    summaryHour: summaryMinutes(hour) === null ? LOW_STOCK_SUMMARY_HOUR_DEFAULT : hour,
    language: map.get('default_language') === 'en' ? 'en' : 'pt-BR',
  };
}

/** The shop's contact e-mail (§3.4 `contact_email`); '' when unset. */
export async function readContactEmail(ex: Executor): Promise<string> {
  return (await readSettingValue(ex, 'contact_email'))?.trim() ?? '';
}

/** Inserts the shop's defaults for keys that do not exist yet; never overwrites a staff edit. */
export async function seedSettings(db: Executor): Promise<number> {
  const rows = allSettingDefaults().map((s) => ({
    key: s.key,
    value: s.value,
    group_name: s.group,
    description: s.description,
    type: 'text',
  }));
  const inserted = await db
    .insert(siteSettings)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: siteSettings.id });
  return inserted.length;
}
