import { HOME_SECTION_KEYS } from '@/shared/catalogue/home-sections';
import type { DemoProducts } from './cart';
import {
  allIds,
  campaignBody,
  couponBody,
  extraBody,
  fulfilmentOf,
  gridSaveOf,
  PASSWORD,
  productBody,
  type StaffGet,
  settingsOf,
  storeBody,
  taxRateBody,
  unique,
  versionOf,
} from './request-bodies';
import type { TestApp } from './test-app';
import { orderRequests } from './valid-requests-orders';

/**
 * A valid request of every route that takes a body or a query (issue 34): the fuzz test of
 * `src/server/fuzz-mutations.test.ts` mutates one field of it at a time. Each body is made afresh
 * for every request (unique codes and slugs, the version just read), so a mutation the route
 * accepts does not turn the next one into a conflict that stops before the database.
 */
export type ValidRequest = {
  /** The route's parameters (`:id` …); a parameter not given is a random UUID. */
  params?: Record<string, string>;
  /** The JSON body. */
  json?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The query (a query with every key optional may be left out: `{}` is valid). */
  query?: () => Record<string, string>;
  headers?: () => Record<string, string>;
  /** Run before each request (refill a cart the last request emptied). */
  before?: () => Promise<void>;
};

/** The ids the valid requests name, read from the demo shop and the fuzz test's own setup. */
export type FuzzIds = {
  p: DemoProducts;
  storeId: string;
  customerProfileId: string;
  couponId: string;
  categoryId: string;
  bannerId: string;
  testimonialId: string;
  productId: string;
  extraId: string;
  orderId: string;
  weighedItemId: string;
  cartItemId: string;
  cartExtraLineId: string;
  /** A rate of the demo store's pickup counter (the seed's Cobb figures, decision 079). */
  taxRateId: string;
  /** A pre-order campaign made by the fuzz test's setup (decision 093). */
  campaignId: string;
  productsCsv: string;
  refillCart: () => Promise<void>;
};

export function validRequests(t: TestApp, ids: FuzzIds, get: StaffGet): Record<string, ValidRequest> {
  const v = (table: string, id: string, column = 'id') => versionOf(t, table, column, id);
  const today = { from: '2026-11-01', to: '2026-11-30' };
  return {
    'POST /api/accounts/register': {
      json: () => ({
        fullName: 'Maria da Silva',
        country: 'BR',
        phone: '(11) 98765-4321',
        email: `maria.${unique()}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      }),
    },
    // Nobody's e-mail: a guessed password locks no account the test signs in with.
    'POST /api/accounts/login': { json: () => ({ email: 'nobody@example.com', password: PASSWORD }) },
    'POST /api/accounts/forgot-password': { json: () => ({ email: 'nobody@example.com' }) },
    'POST /api/accounts/reset-password': {
      json: () => ({ token: 'a'.repeat(32), password: PASSWORD, confirmPassword: PASSWORD }),
    },
    'POST /api/accounts/verify-email': { json: () => ({ token: 'a'.repeat(32) }) },
    'POST /api/accounts/unlock/request': { json: () => ({ email: 'nobody@example.com' }) },
    'POST /api/accounts/unlock': { json: () => ({ token: 'a'.repeat(32) }) },
    // The current password is wrong on purpose: an accepted mutation never changes the caller's.
    'POST /api/accounts/password': {
      json: () => ({ currentPassword: 'not-the-password1', password: PASSWORD, confirmPassword: PASSWORD }),
    },
    'PATCH /api/accounts/me': {
      json: () => ({
        fullName: 'Ana Souza',
        country: 'US',
        phone: '(404) 555-0123',
      }),
    },
    'PUT /api/accounts/me/language': { json: () => ({ language: 'en' }) },
    // Her address book (decision 097): an address that is not there answers 404 to PUT and DELETE.
    'POST /api/accounts/me/addresses': {
      json: () => ({ label: 'Casa', street: '100 Church St', city: 'Marietta', state: 'GA', zip: '30060' }),
    },
    'PUT /api/accounts/me/addresses/:id': {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      json: () => ({ label: 'Casa', street: '100 Church St', city: 'Marietta', state: 'GA', zip: '30060' }),
    },
    'DELETE /api/accounts/me/addresses/:id': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'GET /api/accounts/users': { query: () => ({ q: 'ana', sort: 'name_asc', page: '1' }) },
    'PATCH /api/accounts/users/:id': {
      params: { id: ids.customerProfileId },
      json: async () => ({
        department: 'Açougue',
        updatedAt: await v('users_unified', ids.customerProfileId),
      }),
    },
    'GET /api/accounts/invitations': { query: () => ({ state: 'pending' }) },
    'POST /api/accounts/invitations': {
      json: () => ({ email: `convite.${unique()}@example.com`, role: 'manager', storeId: ids.storeId }),
    },
    'POST /api/accounts/me/privacy/deletion': { json: () => ({ confirm: true }) },
    'GET /api/accounts/privacy-requests': { query: () => ({ state: 'all', page: '1' }) },
    'GET /api/accounts/invitation': { query: () => ({ token: 'a'.repeat(40) }) },
    'POST /api/accounts/invitation/accept': {
      json: () => ({
        token: 'a'.repeat(40),
        fullName: 'Ana Souza',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    },
    'PUT /api/settings/staff/general': {
      json: async () => settingsOf(get, 'general'),
    },
    'PUT /api/settings/staff/general/:key': {
      params: { key: 'weighing_tolerance_pct' },
      json: () => ({ value: '10' }),
    },
    'PUT /api/settings/staff/seo': { json: async () => settingsOf(get, 'seo') },
    // A closed port on this machine: a test send fails at once instead of waiting on a provider.
    'PUT /api/integrations/staff/email': {
      json: () => ({
        host: '127.0.0.1',
        port: 1,
        security: 'starttls',
        user: 'loja',
        password: '',
        fromName: 'Casa Brasil',
        fromAddress: 'loja@example.com',
      }),
    },
    'PUT /api/integrations/staff/whatsapp': {
      json: () => ({ apiUrl: 'http://127.0.0.1:1/messages', appKey: '', authKey: '', adminPhone: '' }),
    },
    'POST /api/integrations/staff/email/test': { json: () => ({ to: 'dona@example.com' }) },
    'POST /api/integrations/staff/whatsapp/test': { json: () => ({ phone: '+55 11 91234-5678' }) },
    'PUT /api/accounts/me/sms': { json: () => ({ consent: false }) },
    'PUT /api/integrations/staff/google-sign-in': {
      json: () => ({ clientId: '123-abc.apps.googleusercontent.com', clientSecret: '' }),
    },
    'POST /api/accounts/google/start': { json: () => ({ mode: 'sign_in', returnTo: '/' }) },
    // Sign-in factors (decision 089).
    'POST /api/accounts/login/second-factor': {
      json: () => ({ kind: 'totp', code: '123456', trustDevice: false }),
    },
    'POST /api/accounts/passkey/sign-in': {
      json: () => ({ response: { id: 'cred', rawId: 'cred', type: 'public-key', response: {} } }),
    },
    'POST /api/accounts/me/factors/totp': { json: () => ({ password: PASSWORD }) },
    'POST /api/accounts/me/factors/totp/confirm': { json: () => ({ code: '123456' }) },
    'POST /api/accounts/me/factors/totp/remove': { json: () => ({ password: PASSWORD }) },
    'POST /api/accounts/me/factors/passkeys': {
      json: () => ({
        response: { id: 'cred', rawId: 'cred', type: 'public-key', response: {} },
        name: 'Notebook',
      }),
    },
    'PATCH /api/accounts/me/factors/passkeys/:id': { json: () => ({ name: 'Notebook' }) },
    'PUT /api/integrations/staff/google-reviews': {
      json: () => ({ placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4', apiKey: `AIza${'x'.repeat(35)}` }),
    },
    'PUT /api/integrations/staff/sms': {
      json: () => ({
        accountSid: `AC${'0a1b2c3d'.repeat(4)}`,
        authToken: '',
        from: '+14045550100',
        messagingServiceSid: '',
      }),
    },
    'POST /api/integrations/staff/sms/test': { json: () => ({ phone: '+1 404 555 0134' }) },
    'PUT /api/integrations/staff/public-address': { json: () => ({ url: 'https://loja.example.com' }) },
    'PUT /api/integrations/staff/stripe': {
      json: () => ({ secretKey: '', publishableKey: 'pk_test_0a1b2c3d4e5f', webhookSecret: '' }),
    },
    'PUT /api/settings/staff/seo/:key': {
      params: { key: 'site_title' },
      json: () => ({ value: 'Casa Brasil' }),
    },
    'POST /api/contact': {
      json: () => ({
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '+1 404 555 0123',
        message: 'Gostaria de encomendar uma peça inteira.',
        language: 'pt-BR',
      }),
    },
    'GET /api/catalogue/products': {
      query: () => ({ q: 'picanha', category: 'bovinos', page: '1', pageSize: '12' }),
    },
    'POST /api/catalogue/staff/categories': {
      json: () => ({
        name: 'Categoria de teste',
        slug: `cat-${unique()}`,
        description: 'Cortes',
        isActive: false,
        displayOrder: 5,
      }),
    },
    'PUT /api/catalogue/staff/categories/order': {
      json: async () => ({ ids: await allIds(t, 'categories', 'display_order') }),
    },
    'PATCH /api/catalogue/staff/categories/:id': {
      params: { id: ids.categoryId },
      json: async () => ({
        description: 'Cortes bovinos',
        displayOrder: 1,
        updatedAt: await v('categories', ids.categoryId),
      }),
    },
    'POST /api/catalogue/staff/banners': {
      json: () => ({ titlePt: 'Churrasco', linkUrl: '/produtos', isActive: false, position: 3 }),
    },
    'PUT /api/catalogue/staff/banners/order': {
      json: async () => ({ ids: await allIds(t, 'banners', 'position') }),
    },
    'PATCH /api/catalogue/staff/banners/:id': {
      params: { id: ids.bannerId },
      json: async () => ({ titlePt: 'Churrasco', position: 0, updatedAt: await v('banners', ids.bannerId) }),
    },
    'PUT /api/catalogue/staff/sections/order': { json: () => ({ keys: [...HOME_SECTION_KEYS] }) },
    'PATCH /api/catalogue/staff/sections/:key': {
      params: { key: HOME_SECTION_KEYS[0] },
      json: async () => ({
        titlePt: 'Categorias',
        updatedAt: await v('sections', HOME_SECTION_KEYS[0], 'key'),
      }),
    },
    'PUT /api/catalogue/staff/about': {
      json: async () => ({
        titlePt: 'Sobre nós',
        titleEn: 'About us',
        bodyPt: 'Açougue brasileiro em Marietta.',
        updatedAt: await v('sections', 'about', 'key'),
      }),
    },
    'GET /api/catalogue/staff/testimonials': { query: () => ({ q: 'ana', sort: 'date_asc', page: '1' }) },
    'POST /api/catalogue/staff/testimonials': {
      json: () => ({ author: 'Ana', text: 'Ótima picanha', rating: 5, date: '2025-10-01', published: false }),
    },
    'PATCH /api/catalogue/staff/testimonials/:id': {
      params: { id: ids.testimonialId },
      json: async () => ({
        rating: 4,
        date: '2025-10-02',
        updatedAt: await v('testimonials', ids.testimonialId),
      }),
    },
    'GET /api/catalogue/staff/products': { query: () => ({ q: 'picanha', page: '1', pageSize: '20' }) },
    'POST /api/catalogue/staff/products': { json: () => productBody(ids) },
    'PATCH /api/catalogue/staff/products/:id': {
      params: { id: ids.productId },
      json: async () => ({
        ...productBody(ids),
        variations: [],
        updatedAt: await v('products', ids.productId),
      }),
    },
    'POST /api/catalogue/staff/extras': { json: extraBody },
    'PATCH /api/catalogue/staff/extras/:id': {
      params: { id: ids.extraId },
      json: async () => ({ ...extraBody(), updatedAt: await v('product_extras', ids.extraId) }),
    },
    'GET /api/catalogue-bulk/staff/grid': { query: () => ({ q: 'picanha', page: '1' }) },
    'PUT /api/catalogue-bulk/staff/grid': { json: async () => gridSaveOf(get) },
    'POST /api/catalogue-bulk/staff/import/dry-run': { json: () => ({ file: ids.productsCsv }) },
    'POST /api/catalogue-bulk/staff/import/apply': {
      json: () => ({ file: ids.productsCsv, token: 'a'.repeat(32) }),
    },
    ...orderRequests(t, ids),
    'POST /api/coupons/check': { json: () => ({ code: 'BEMVINDO10' }) },
    'GET /api/coupons/staff': { query: () => ({ q: 'BEM', state: 'active', page: '1' }) },
    'POST /api/coupons/staff': { json: () => couponBody() },
    'PATCH /api/coupons/staff/:id': {
      params: { id: ids.couponId },
      json: async () => ({
        ...couponBody('BEMVINDO10'),
        type: 'percentage',
        value: 10,
        updatedAt: await v('coupons', ids.couponId),
      }),
    },
    'GET /api/coupons/sending/customers': {
      query: () => ({
        q: 'ana',
        storeId: ids.storeId,
        orderedFrom: today.from,
        orderedTo: today.to,
        page: '1',
      }),
    },
    'POST /api/coupons/sending/preview': { json: () => ({ couponIds: [ids.couponId] }) },
    'POST /api/coupons/sending/send': {
      json: () => ({ couponIds: [ids.couponId], customerId: ids.customerProfileId, force: false }),
    },
    'POST /api/coupons/sending/jobs': {
      json: () => ({
        couponIds: [ids.couponId],
        filter: { q: 'ana', storeId: ids.storeId, orderedFrom: today.from, orderedTo: today.to },
      }),
    },
    'POST /api/stores/staff': { json: storeBody },
    'PATCH /api/stores/staff/:storeId': {
      params: { storeId: ids.storeId },
      json: async () => ({ ...storeBody(), isActive: true, updatedAt: await v('stores', ids.storeId) }),
    },
    'PUT /api/stores/staff/:storeId/fulfilment': {
      params: { storeId: ids.storeId },
      json: async () => fulfilmentOf(t, get, ids.storeId),
    },
    'GET /api/messages/staff': {
      query: () => ({ ...today, state: 'failed', kind: 'order_notice', channel: 'email', page: '1' }),
    },
    'POST /api/messages/staff/retry': { query: () => ({ ...today, state: 'failed' }) },
    'GET /api/reports/staff/today': { query: () => ({ storeId: ids.storeId }) },
    'GET /api/reports/staff/charts': { query: () => ({ days: '30', storeId: ids.storeId }) },
    'GET /api/reports/staff/tax': { query: () => today },
    'GET /api/reports/staff/tax.csv': { query: () => today },
    'POST /api/tax/staff/rates': { json: () => taxRateBody(ids.storeId) },
    'POST /api/campaigns/staff': { json: () => campaignBody(ids.p.picanha12.id) },
    'PUT /api/campaigns/staff/:id': {
      params: { id: ids.campaignId },
      json: () => campaignBody(ids.p.picanha12.id),
    },
    'GET /api/campaigns/staff/production': {
      query: () => ({ campaignId: ids.campaignId, day: '2026-11-26' }),
    },
    'PUT /api/tax/staff/rates/:id': { params: { id: ids.taxRateId }, json: () => taxRateBody(ids.storeId) },
    'PUT /api/tax/staff/settings': {
      json: () => ({ mode: 'auto', rounding: 'invoice', deliveryFeeClass: 'general' }),
    },
    'POST /api/tax/estimate': { json: () => ({ lines: [{ productId: ids.productId, amountCents: 8990 }] }) },
    'GET /api/reports/staff/export/orders': { query: () => ({ ...today, q: 'ana', lang: 'pt' }) },
    'GET /api/reports/staff/export/order-lines': { query: () => ({ ...today, q: 'ana', lang: 'en' }) },
    'GET /api/reports/staff/export/customers': { query: () => ({ q: 'ana', state: 'active', lang: 'pt' }) },
    'GET /api/reports/staff/export/products': { query: () => ({ q: 'picanha', lang: 'pt' }) },
    'GET /api/reports/staff/export/coupons': { query: () => ({ q: 'BEM', state: 'active', lang: 'pt' }) },
    'GET /api/audit/staff': {
      query: () => ({ person: 'ana', entity: 'product', action: 'update', ...today, page: '1' }),
    },
    'GET /api/logs/staff/errors': { query: () => ({ q: 'orders', page: '1' }) },
  };
}
