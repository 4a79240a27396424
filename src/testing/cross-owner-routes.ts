/**
 * The id routes src/server/cross-owner.test.ts attacks (and those it leaves out, with why), what
 * each reaches, and the "mine" routes without an id: the table a new route joins.
 */

/** Id routes that have no owner: the public catalogue, and the one shared category tree staff edit. */
export const NOT_OWNED = new Set([
  // The shop's contact messages (decision 103): the whole shop's, read by staff of every store;
  // modules/contact/staff-messages.test.ts checks a store's manager and operator get 403.
  'POST /api/contact/staff/messages/:id/handled',
  // A guest's order (decision 096): reached by its signed link, not by an account; a forged link or
  // one order's signature on another's id is 404 (modules/orders/guest-checkout.test.ts).
  'GET /api/orders/guest/:token',
  'POST /api/orders/guest/:token/cancel',
  'POST /api/orders/guest/:token/claim',
  'POST /api/orders/guest/:token/join',
  'GET /api/catalogue/categories/:slug',
  'GET /api/catalogue/products/:idOrSlug',
  'PATCH /api/catalogue/staff/categories/:id',
  'DELETE /api/catalogue/staff/categories/:id',
  // The one catalogue all stores share (decision 030) and the home's content (decision 031).
  'PATCH /api/catalogue/staff/banners/:id',
  'DELETE /api/catalogue/staff/banners/:id',
  'PATCH /api/catalogue/staff/sections/:key',
  'PATCH /api/catalogue/staff/testimonials/:id',
  'DELETE /api/catalogue/staff/testimonials/:id',
  'GET /api/catalogue/staff/products/:id',
  'PATCH /api/catalogue/staff/products/:id',
  'POST /api/catalogue/staff/products/:id/duplicate',
  'DELETE /api/catalogue/staff/products/:id',
  'PATCH /api/catalogue/staff/extras/:id',
  'DELETE /api/catalogue/staff/extras/:id',
  // A person in the users area: reached by the staff's role and store scope, which
  // modules/accounts/user-admin.test.ts checks (another store's manager gets 404).
  'GET /api/accounts/users/:id',
  'PATCH /api/accounts/users/:id',
  // The shop's one set of site settings (decision 038): a key, not anyone's row.
  'PUT /api/settings/staff/general/:key',
  'PUT /api/settings/staff/seo/:key',
  // The shop's sales-tax rates (decision 079): edited with the settings' permission (admins), no
  // store's own row; modules/tax/tax.test.ts checks a manager's 403.
  'PUT /api/tax/staff/rates/:id',
  'DELETE /api/tax/staff/rates/:id',
  // The shop's coupons (decision 039): one set for every store; the orders a coupon's page lists
  // are scoped to the manager's store, which modules/coupons/staff-routes.test.ts checks.
  'GET /api/coupons/staff/:id',
  'PATCH /api/coupons/staff/:id',
  'DELETE /api/coupons/staff/:id',
  // Pre-order campaigns are the shop's (decision 093): written by admins only, read by any staff
  // who see orders; the public page is by address. modules/campaigns/routes.test.ts refuses the rest.
  'GET /api/campaigns/:slug',
  'GET /api/campaigns/staff/:id',
  'PUT /api/campaigns/staff/:id',
  'DELETE /api/campaigns/staff/:id',
  // Invitations are the shop's, reached by the roles the viewer may invite (decision 036);
  // modules/accounts/invitations.test.ts checks an admin gets 404 on an admin's invitation.
  'POST /api/accounts/invitations/:id/resend',
  'POST /api/accounts/invitations/:id/revoke',
  // Bulk coupon sends are the shop's, for admins only (decision 044; sending.test.ts refuses the rest).
  'GET /api/coupons/sending/jobs/:id',
  'POST /api/coupons/sending/jobs/:id/cancel',
  // The message desk is the shop's outbox, for admins only (decision 043; desk-routes.test.ts).
  'GET /api/messages/staff/:id',
  'POST /api/messages/staff/:id/retry',
  // The integrations are the shop's, for admins only (decision 083; integrations/remove.test.ts).
  'DELETE /api/integrations/staff/:id',
  // A privacy request is carried out by staff within their scope of customers: a manager only for
  // their store's customers, which modules/accounts/privacy.test.ts checks (decision 047).
  'POST /api/accounts/privacy-requests/:id/complete',
  // A super_admin's reset of another account's second factor (decision 089); an account's own
  // passkeys, reached only through the caller's own user id: modules/accounts/factors.test.ts
  // checks another person's passkey answers 404 and stays as it was.
  'POST /api/accounts/users/:id/factors/reset',
  'PATCH /api/accounts/me/factors/passkeys/:id',
  'DELETE /api/accounts/me/factors/passkeys/:id',
]);

/** What an id route reaches, and a body that passes its validation (so ownership is what decides). */
export const OWNED: Record<string, { kind: Kind; body?: unknown }> = {
  'PATCH /api/cart/items/:itemId': { kind: 'cartLine', body: { delta: 1 } },
  'DELETE /api/cart/items/:itemId': { kind: 'cartLine' },
  'POST /api/cart/items/:itemId/extras': { kind: 'cartLine', body: { extraId: '', quantity: 1 } },
  'PATCH /api/cart/items/:itemId/extras/:extraLineId': { kind: 'extraLine', body: { delta: 1 } },
  'DELETE /api/cart/items/:itemId/extras/:extraLineId': { kind: 'extraLine' },
  'GET /api/orders/:id': { kind: 'order' },
  'GET /api/orders/staff/:id': { kind: 'storeOrder' },
  'GET /api/orders/staff/:id/labels': { kind: 'storeOrder' },
  'POST /api/orders/staff/:id/status': { kind: 'storeOrder', body: { status: 'confirmed' } },
  'POST /api/orders/staff/:id/payment': { kind: 'storeOrder', body: {} },
  'POST /api/orders/staff/:id/status/undo': {
    kind: 'storeOrder',
    body: { eventId: '00000000-0000-4000-8000-000000000000' },
  },
  'POST /api/orders/staff/:id/weights': {
    kind: 'storeOrder',
    body: { lines: [{ itemId: '00000000-0000-4000-8000-000000000000', weight: '1' }] },
  },
  'POST /api/orders/staff/:id/weights/settle': { kind: 'storeOrder', body: {} },
  'POST /api/orders/staff/:id/edit': {
    kind: 'storeOrder',
    body: {
      version: '2026-11-24T12:00:00.000Z',
      changes: [{ type: 'remove', itemId: '00000000-0000-4000-8000-000000000000' }],
    },
  },
  'POST /api/orders/:id/payment/sync': { kind: 'order' },
  'POST /api/orders/:id/payment/page': { kind: 'order' },
  'POST /api/orders/:id/cancel': { kind: 'order' },
  'POST /api/orders/:id/reorder': { kind: 'order' },
  'POST /api/orders/staff/:id/payment/capture': { kind: 'storeOrder' },
  'POST /api/orders/staff/:id/payment/refund': {
    kind: 'storeOrder',
    body: { amountCents: 100, reason: 'Teste' },
  },
  'GET /api/accounts/stores/:storeId/users': { kind: 'store' },
  'GET /api/stores/staff/:storeId': { kind: 'store' },
  'PATCH /api/stores/staff/:storeId': {
    kind: 'store',
    body: { name: 'Outra loja', updatedAt: '2026-11-23T15:00:00.000Z' },
  },
  'PUT /api/stores/staff/:storeId/fulfilment': { kind: 'store', body: {} },
  // Her Google identity (decision 090): only she may remove it.
  'DELETE /api/accounts/google/identities/:id': { kind: 'identity' },
  // Her saved addresses (decision 097): only she may change or delete them.
  'PUT /api/accounts/me/addresses/:id': {
    kind: 'savedAddress',
    body: { label: 'Outra', street: '1 Other St', city: 'Marietta', state: 'GA', zip: '30060' },
  },
  'DELETE /api/accounts/me/addresses/:id': { kind: 'savedAddress' },
};
export type Kind = 'cartLine' | 'extraLine' | 'order' | 'storeOrder' | 'store' | 'identity' | 'savedAddress';

/** The routes without an id that read or write "mine": they must never show or touch another's. */
export const MINE = [
  { method: 'GET', path: '/api/cart' },
  { method: 'GET', path: '/api/orders' },
  { method: 'GET', path: '/api/accounts/me' },
  { method: 'GET', path: '/api/accounts/me/sms' },
  { method: 'GET', path: '/api/accounts/me/addresses' },
  { method: 'GET', path: '/api/accounts/google/identities' },
  { method: 'PUT', path: '/api/accounts/me/sms', body: { consent: false } },
  {
    method: 'PATCH',
    path: '/api/accounts/me',
    body: { fullName: 'Outra Pessoa', country: 'US', address: 'x 1' },
  },
  { method: 'PUT', path: '/api/accounts/me/language', body: { language: 'en' } },
];
