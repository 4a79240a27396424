import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { createLogger } from '@/server/logger';
import type { ErrorBody } from '@/shared/errors';
import { GENERAL_KEYS, SEO_DEFAULTS, SEO_KEYS } from '@/shared/settings/keys';
import type { PublicSettings } from '@/shared/settings/public-settings';
import { type CookieJar, caller } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { siteSettings } from './schema';
import type { SettingsSaved, StaffSetting } from './staff-settings';

type Who = 'visitor' | 'customer' | 'manager' | 'admin' | 'superAdmin';
let t: TestApp;
let web: ReturnType<typeof createApp>;
let clientDir: string;
const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;

const BASE = '/api/settings/staff';
const as = (who: Who, method: string, path: string, payload?: unknown) =>
  caller(t)(method, `${BASE}${path}`, payload, who === 'visitor' ? {} : { jar: jars[who] });
const refusal = async (res: Response, status: number) => (await body<ErrorBody>(res, status)).error;

beforeAll(async () => {
  t = await createTestApp();
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
  // The served page (its <head>), on the same services: the head only, no drawn page.
  clientDir = mkdtempSync(join(tmpdir(), 'settings-client-'));
  copyFileSync(
    join(import.meta.dirname, '..', '..', '..', '..', 'index.html'),
    join(clientDir, 'index.html'),
  );
  web = createApp({
    env: t.env,
    database: t.database,
    services: t.services,
    logger: createLogger('silent'),
    clientDir,
  });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/general'],
  ['PUT', '/general', {}],
  ['PUT', '/general/brand_name', { value: 'X' }],
  ['GET', '/seo'],
  ['PUT', '/seo', {}],
  ['PUT', '/seo/site_title', { value: 'X' }],
];

describe('who may use the settings and SEO screens (manage_system_settings)', () => {
  it.each(ROUTES)(
    '%s %s: 401 signed out, 403 for a customer and a manager',
    async (method, path, payload) => {
      expect((await refusal(await as('visitor', method, path, payload), 401)).code).toBe('unauthorized');
      expect((await refusal(await as('customer', method, path, payload), 403)).code).toBe('forbidden');
      expect((await refusal(await as('manager', method, path, payload), 403)).code).toBe('forbidden');
    },
  );

  it('admins and super_admins read every key of both groups, with its help text', async () => {
    for (const who of ['admin', 'superAdmin'] as const) {
      const general = await body<{ settings: StaffSetting[] }>(await as(who, 'GET', '/general'), 200);
      expect(general.settings.map((s) => s.key)).toEqual([...GENERAL_KEYS]);
      expect(general.settings.find((s) => s.key === 'brand_name')?.description).toBe('Nome da loja');
      const seo = await body<{ settings: StaffSetting[] }>(await as(who, 'GET', '/seo'), 200);
      expect(seo.settings.map((s) => s.key)).toEqual([...SEO_KEYS]);
      expect(seo.settings.find((s) => s.key === 'site_title')?.value).toBe(SEO_DEFAULTS.site_title);
    }
  });
});

/** For each key: a value its schema accepts and one it refuses, with the field's message key. */
const CASES: [group: 'general' | 'seo', key: string, ok: string, bad: string, why: string][] = [
  ['general', 'brand_name', 'Casa do Churrasco', '   ', 'settings.required'],
  ['general', 'site_description', 'Açougue premium', 'x'.repeat(301), 'settings.textTooLong'],
  ['general', 'footer_text', 'Cortes de verdade', 'x'.repeat(501), 'settings.textTooLong'],
  ['general', 'footer_text_en', 'Real Brazilian cuts', 'x'.repeat(501), 'settings.textTooLong'],
  ['general', 'contact_email', 'ola@loja.com', 'ola@', 'settings.emailInvalid'],
  ['general', 'contact_phone', '+1 (404) 555-0199', '404 555', 'settings.phoneInvalid'],
  ['general', 'hero_whatsapp_number', '+55 11 98765-4321', '+55 11 9876', 'settings.phoneInvalid'],
  ['general', 'header_whatsapp_number', '+1 (678) 555-0100', '+999 1234567', 'settings.phoneInvalid'],
  ['general', 'footer_whatsapp_number', '', 'abc', 'settings.phoneInvalid'],
  [
    'general',
    'header_instagram_url',
    'https://instagram.com/loja',
    'instagram.com/loja',
    'settings.urlInvalid',
  ],
  [
    'general',
    'header_facebook_url',
    'https://facebook.com/loja',
    'javascript:alert(1)',
    'settings.urlInvalid',
  ],
  ['general', 'footer_instagram_url', '', 'ftp://x.com', 'settings.urlInvalid'],
  ['general', 'footer_facebook_url', 'https://www.facebook.com/x', 'https://', 'settings.urlInvalid'],
  ['general', 'default_language', 'en', 'es', 'settings.languageInvalid'],
  ['general', 'currency', 'USD', 'EUR', 'settings.currencyInvalid'],
  ['general', 'default_phone_country', 'BR', 'AR', 'settings.countryInvalid'],
  ['general', 'weighing_tolerance_pct', '7.5', '50,5', 'settings.toleranceInvalid'],
  ['general', 'card_hold_margin_pct', '12.5', '51', 'settings.toleranceInvalid'],
  ['general', 'payment_pay_on_delivery', 'on', 'maybe', 'settings.optionInvalid'],
  ['general', 'payment_bank_transfer', 'on', 'no', 'settings.optionInvalid'],
  ['general', 'staff_second_factor', 'off', 'sometimes', 'settings.optionInvalid'],
  ['general', 'weight_units', 'imperial', 'stone', 'settings.unitsInvalid'],
  ['general', 'low_stock_threshold', '8', '-1', 'settings.lowStockUnitsInvalid'],
  ['general', 'low_stock_threshold_kg', '1.5', 'dois', 'settings.lowStockKgInvalid'],
  ['general', 'low_stock_summary_hour', '06:30', '25:00', 'settings.hourInvalid'],
  [
    'general',
    'payment_zelle_recipient',
    'pagamentos@brazilprime.com (Brazil Prime LLC)',
    'x'.repeat(121),
    'settings.textTooLong',
  ],
  ['seo', 'site_title', 'Novo título', '', 'settings.required'],
  ['seo', 'site_title_en', 'New title', 'x'.repeat(121), 'settings.textTooLong'],
  ['seo', 'site_description', 'Descrição', 'x'.repeat(321), 'settings.textTooLong'],
  ['seo', 'site_keywords', 'picanha, churrasco', 'x'.repeat(501), 'settings.textTooLong'],
  ['seo', 'site_author', 'Brazil Prime', 'x'.repeat(101), 'settings.textTooLong'],
  ['seo', 'site_robots', 'noindex, nofollow', 'index; follow', 'settings.robotsInvalid'],
  ['seo', 'viewport', 'width=device-width, initial-scale=1', 'width', 'settings.viewportInvalid'],
  ['seo', 'theme_color', '#112233', 'red', 'settings.colorInvalid'],
  ['seo', 'canonical_url', 'https://brazilprime.com', 'brazilprime.com', 'settings.urlInvalid'],
  ['seo', 'og_title', 'Título do card', 'x'.repeat(121), 'settings.textTooLong'],
  ['seo', 'og_description', 'Descrição do card', 'x'.repeat(321), 'settings.textTooLong'],
  ['seo', 'og_image', '/media/abc.webp', 'image.png', 'settings.imageInvalid'],
  ['seo', 'og_type', 'article', 'video', 'settings.optionInvalid'],
  ['seo', 'og_site_name', 'Brazil Prime', 'x'.repeat(81), 'settings.textTooLong'],
  ['seo', 'twitter_card', 'summary', 'big', 'settings.optionInvalid'],
  ['seo', 'twitter_title', 'Título', 'x'.repeat(121), 'settings.textTooLong'],
  ['seo', 'twitter_description', 'Descrição', 'x'.repeat(321), 'settings.textTooLong'],
  ['seo', 'twitter_image', 'https://cdn.example.com/a.png', '//evil.com/a.png', 'settings.imageInvalid'],
  ['seo', 'twitter_site', '@brazil_prime', 'brazilprime', 'settings.handleInvalid'],
];

describe('each key is checked by its own schema (save one)', () => {
  it('covers every key of both groups', () => {
    expect(new Set(CASES.filter((c) => c[0] === 'seo').map((c) => c[1]))).toEqual(new Set(SEO_KEYS));
    expect(new Set(CASES.filter((c) => c[0] === 'general').map((c) => c[1]))).toEqual(new Set(GENERAL_KEYS));
  });

  it.each(CASES)('%s %s: %j is saved, %j refused', async (group, key, ok, bad, why) => {
    const refused = await refusal(await as('admin', 'PUT', `/${group}/${key}`, { value: bad }), 422);
    expect(refused.key).toBe('settings.saveKeyFailed');
    expect(refused.fields?.value?.[0]?.key).toBe(why);
    expect(refused.message).toBe(`Erro ao salvar ${key}: ${refused.fields?.value?.[0]?.message}`);
    const saved = await body<SettingsSaved>(await as('admin', 'PUT', `/${group}/${key}`, { value: ok }), 200);
    expect(saved.message).toBe(`${key} atualizado com sucesso!`);
    const list = await body<{ settings: StaffSetting[] }>(await as('admin', 'GET', `/${group}`), 200);
    expect(list.settings.find((s) => s.key === key)?.value).toBe(ok.trim());
  });

  it('an unknown key is refused before anything is read', async () => {
    expect((await refusal(await as('admin', 'PUT', '/general/site_title', { value: 'x' }), 400)).key).toBe(
      'settings.unknownKey',
    );
    expect((await refusal(await as('admin', 'PUT', '/seo/brand_name', { value: 'x' }), 400)).key).toBe(
      'settings.unknownKey',
    );
  });
});

const generalValues = async () =>
  Object.fromEntries(
    (await body<{ settings: StaffSetting[] }>(await as('admin', 'GET', '/general'), 200)).settings.map(
      (s) => [s.key, s.value],
    ),
  );
const seoValues = async () =>
  Object.fromEntries(
    (await body<{ settings: StaffSetting[] }>(await as('admin', 'GET', '/seo'), 200)).settings.map((s) => [
      s.key,
      s.value,
    ]),
  );

describe('save all (SPEC §8.5 texts, §7.2 upsert, audit)', () => {
  it('general: saves the changed keys, audits them in one entry and answers the fresh public settings', async () => {
    const values = {
      ...(await generalValues()),
      brand_name: 'Açougue Prime',
      header_whatsapp_number: '+1 (770) 555-0111',
    };
    const saved = await body<SettingsSaved>(await as('admin', 'PUT', '/general', values), 200);
    expect(saved.saved.sort()).toEqual(['brand_name', 'header_whatsapp_number']);
    expect(saved.message).toBe('Configurações atualizadas com sucesso!');
    expect(saved.settings.brandName).toBe('Açougue Prime');
    expect(saved.settings.whatsapp.header).toBe('+1 (770) 555-0111');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'site_settings'), eq(auditLog.entity_id, 'general')))
      .orderBy(auditLog.at);
    expect(entry?.action).toBe('settings.update');
    const publicSettings = await body<PublicSettings>(await caller(t)('GET', '/api/settings'), 200);
    expect(publicSettings.brandName).toBe('Açougue Prime');
    expect(publicSettings.whatsapp.header).toBe('+1 (770) 555-0111');
  });

  it('general: one bad value refuses the whole save with "Erro ao atualizar: {detail}" and writes nothing', async () => {
    const before = await generalValues();
    const refused = await refusal(
      await as('admin', 'PUT', '/general', { ...before, brand_name: 'Outro', contact_email: 'nope' }),
      422,
    );
    expect(refused.key).toBe('settings.updateFailed');
    expect(refused.message).toBe('Erro ao atualizar: Informe um e-mail válido.');
    expect(refused.fields?.contact_email?.[0]?.key).toBe('settings.emailInvalid');
    expect(await generalValues()).toEqual(before);
  });

  it('seo: "Configurações de SEO atualizadas com sucesso!", rows in group seo with "Configuração SEO: {key}"', async () => {
    const values = { ...(await seoValues()), site_keywords: 'picanha, fraldinha' };
    const saved = await body<SettingsSaved>(await as('superAdmin', 'PUT', '/seo', values), 200);
    expect(saved.message).toBe('Configurações de SEO atualizadas com sucesso!');
    expect(saved.saved).toEqual(['site_keywords']);
    const [row] = await t.database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'seo.site_keywords'));
    expect(row).toMatchObject({ group_name: 'seo', description: 'Configuração SEO: site_keywords' });
  });

  it('seo: robots "blah" (a word no crawler reads) is refused by both saves, naming it; nothing written', async () => {
    const before = await seoValues();
    const all = await refusal(await as('admin', 'PUT', '/seo', { ...before, site_robots: 'blah' }), 422);
    expect(all.key).toBe('settings.updateFailed');
    expect(all.fields?.site_robots?.[0]).toMatchObject({
      key: 'settings.robotsInvalid',
      params: { directive: 'blah' },
    });
    expect(all.message).toMatch(/^Erro ao atualizar: “blah” não é uma diretiva de robôs\./);
    const one = await refusal(await as('admin', 'PUT', '/seo/site_robots', { value: 'index, noindex' }), 422);
    expect(one.fields?.value?.[0]?.key).toBe('settings.robotsConflict');
    expect(await seoValues()).toEqual(before);
    // A good list is stored the usual way.
    await body(await as('admin', 'PUT', '/seo/site_robots', { value: 'INDEX,follow,max-snippet: -1' }), 200);
    expect((await seoValues()).site_robots).toBe('index, follow, max-snippet:-1');
    await body(await as('admin', 'PUT', '/seo/site_robots', { value: before.site_robots }), 200);
  });

  it('nothing changed: nothing written, no audit entry', async () => {
    const count = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.entity_type, 'site_settings'))).length;
    const n = await count();
    const saved = await body<SettingsSaved>(await as('admin', 'PUT', '/seo', await seoValues()), 200);
    expect(saved.saved).toEqual([]);
    expect(await count()).toBe(n);
  });
});

describe('a save clears the 5-minute settings cache (SPEC §9)', () => {
  // A Portuguese reader (the cases above leave the shop's default language on English).
  const head = async () => {
    const res = await web.request('/', { headers: { cookie: 'language=pt-BR' } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('GET / shows the new <title> and og:title at the next request', async () => {
    expect(await head()).toContain('<title>');
    await body(await as('admin', 'PUT', '/seo/site_title', { value: 'Picanha & Cia — Atlanta' }), 200);
    await body(await as('admin', 'PUT', '/seo/og_title', { value: 'Picanha & Cia' }), 200);
    const html = await head();
    expect(html).toContain('<title>Picanha &amp; Cia — Atlanta</title>');
    expect(html).toContain('<meta property="og:title" content="Picanha &amp; Cia">');
  });

  it('GET / in English (the language cookie) has the English title; blank falls back to the Portuguese one', async () => {
    const titleOf = async (cookie?: string) => {
      const res = await web.request('/', cookie ? { headers: { cookie } } : {});
      return /<title>([^<]*)<\/title>/.exec(await res.text())?.[1];
    };
    await body(await as('admin', 'PUT', '/seo/site_title', { value: 'Açougue Brasileiro' }), 200);
    await body(await as('admin', 'PUT', '/seo/site_title_en', { value: 'Brazilian Butcher' }), 200);
    expect(await titleOf('language=pt-BR')).toBe('Açougue Brasileiro');
    // No cookie: the shop's default language (English after the cases above).
    await body(await as('admin', 'PUT', '/general/default_language', { value: 'pt' }), 200);
    expect(await titleOf()).toBe('Açougue Brasileiro');
    await body(await as('admin', 'PUT', '/general/default_language', { value: 'en' }), 200);
    expect(await titleOf()).toBe('Brazilian Butcher');
    expect(await titleOf('language=en')).toBe('Brazilian Butcher');
    await body(await as('admin', 'PUT', '/seo/site_title_en', { value: '' }), 200);
    expect(await titleOf('language=en')).toBe('Açougue Brasileiro');
    await body(await as('admin', 'PUT', '/seo/site_title_en', { value: SEO_DEFAULTS.site_title_en }), 200);
    expect(await titleOf('language=en')).toBe(SEO_DEFAULTS.site_title_en);
  });

  it('robots.txt follows site_robots at the next request', async () => {
    await body(await as('admin', 'PUT', '/seo/site_robots', { value: 'noindex, nofollow' }), 200);
    expect(await (await web.request('/robots.txt')).text()).toContain('Disallow: /\n');
    await body(await as('admin', 'PUT', '/seo/site_robots', { value: 'index, follow' }), 200);
    expect(await (await web.request('/robots.txt')).text()).toContain('Allow: /');
  });
});
