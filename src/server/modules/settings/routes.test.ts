import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/server/db/seed/index';
import { BRAND_NAME_FALLBACK, GENERAL_KEYS, SEO_DEFAULTS, SEO_KEYS } from '@/shared/settings/keys';
import type { PublicSettings } from '@/shared/settings/public-settings';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { siteSettings } from './schema';
import { createSettingsService, SETTINGS_CACHE_MS } from './service';

const getSettings = async (t: TestApp) => {
  const res = await t.app.request('/api/settings');
  expect(res.status).toBe(200);
  return (await res.json()) as PublicSettings;
};

describe('GET /api/settings on a seeded shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the brand, contact, social links and default language', async () => {
    const s = await getSettings(t);
    expect(s.brandName).toBe(BRAND_NAME_FALLBACK);
    expect(s.defaultLanguage).toBe('pt-BR');
    expect(s.contact.email).toMatch(/@/);
    expect(s.social.header.instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(s.social.footer.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
  });

  it('fills the empty header and footer chat numbers from the hero number', async () => {
    const s = await getSettings(t);
    expect(s.whatsapp.hero).not.toBe('');
    expect(s.whatsapp).toEqual({ hero: s.whatsapp.hero, header: s.whatsapp.hero, footer: s.whatsapp.hero });
  });

  it('returns every seo key with its seeded value', async () => {
    const s = await getSettings(t);
    expect(Object.keys(s.seo).sort()).toEqual([...SEO_KEYS].sort());
    expect(s.seo.site_title).toBe(SEO_DEFAULTS.site_title);
    expect(s.seo.og_type).toBe('website');
  });

  it('lets browsers and proxies cache it briefly', async () => {
    const res = await t.app.request('/api/settings');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('seeds one row per key, and seeding again keeps a staff edit and restores a missing key', async () => {
    const rows = async () => (await t.database.db.select({ n: count() }).from(siteSettings))[0]!.n;
    expect(await rows()).toBe(GENERAL_KEYS.length + SEO_KEYS.length);
    await t.services.settings.set({ key: 'brand_name', value: 'Casa do Churrasco' });
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'contact_email'));
    await seedDatabase(t.database.db);
    await seedDatabase(t.database.db);
    expect(await t.services.settings.get('brand_name')).toBe('Casa do Churrasco');
    expect(await t.services.settings.get('contact_email')).toMatch(/@/);
    expect(await rows()).toBe(GENERAL_KEYS.length + SEO_KEYS.length);
  });
});

describe('the settings cache (SPEC §9: 5 minutes, cleared on write)', () => {
  let t: TestApp;
  let now = 1_700_000_000_000;
  beforeAll(async () => {
    t = await createTestApp({
      services: (database) => ({ settings: createSettingsService(database.db, { now: () => now }) }),
    });
  });
  afterAll(() => t.close());

  /** Changes a row behind the service's back, as another server process would. */
  const editDirectly = (value: string) =>
    t.database.db.update(siteSettings).set({ value }).where(eq(siteSettings.key, 'brand_name'));

  it('serves the cached value for 5 minutes, then reads the database again', async () => {
    expect((await getSettings(t)).brandName).toBe(BRAND_NAME_FALLBACK);
    await editDirectly('Outra Loja');
    now += SETTINGS_CACHE_MS - 1;
    expect((await getSettings(t)).brandName).toBe(BRAND_NAME_FALLBACK);
    now += 2;
    expect((await getSettings(t)).brandName).toBe('Outra Loja');
  });

  it('is cleared at once when a setting is written through the service', async () => {
    expect((await getSettings(t)).brandName).toBe('Outra Loja');
    await t.services.settings.set({ key: 'brand_name', value: 'Açougue Novo' });
    expect((await getSettings(t)).brandName).toBe('Açougue Novo');
    await t.services.settings.set({ key: 'header_whatsapp_number', value: '+55 11 98765-4321' });
    expect((await getSettings(t)).whatsapp.header).toBe('+55 11 98765-4321');
  });

  it('falls back to the brand name when the stored one is blank', async () => {
    await t.services.settings.set({ key: 'brand_name', value: '   ' });
    expect((await getSettings(t)).brandName).toBe(BRAND_NAME_FALLBACK);
  });
});
