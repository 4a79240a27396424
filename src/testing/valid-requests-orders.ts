import { randomUUID } from 'node:crypto';
import { deliveryInput } from './orders';
import { PASSWORD, versionOf } from './request-bodies';
import type { TestApp } from './test-app';
import type { FuzzIds, ValidRequest } from './valid-requests';

/**
 * The valid requests of the cart, the checkouts (signed-in and guest), the live streams, the
 * desk's contact panel and the order desk: part of `validRequests` (valid-requests.ts).
 */
export function orderRequests(t: TestApp, ids: FuzzIds): Record<string, ValidRequest> {
  const v = (table: string, id: string, column = 'id') => versionOf(t, table, column, id);
  return {
    'POST /api/cart/items': {
      json: () => ({
        productId: ids.p.picanha.id,
        variationId: ids.p.picanha1kg.id,
        quantity: 1,
        extras: [{ extraId: ids.p.tempero.id, quantity: 1 }],
      }),
    },
    'PATCH /api/cart/items/:itemId': { params: { itemId: ids.cartItemId }, json: () => ({ quantity: 2 }) },
    'POST /api/cart/items/:itemId/extras': {
      params: { itemId: ids.cartItemId },
      json: () => ({ extraId: ids.p.marinada.id, quantity: 1 }),
    },
    'PATCH /api/cart/items/:itemId/extras/:extraLineId': {
      params: { itemId: ids.cartItemId, extraLineId: ids.cartExtraLineId },
      json: () => ({ quantity: 2 }),
    },
    'GET /api/orders/quote': { query: () => ({ fulfilment: 'delivery', zip: '30060' }) },
    'GET /api/orders/guest/quote': { query: () => ({ fulfilment: 'delivery', zip: '30060' }) },
    // The guest's checkout (decision 096): no cart header here, so each is refused after its schema.
    'POST /api/orders/guest/coupon': { json: () => ({ code: 'BEMVINDO10' }) },
    'POST /api/orders/guest': {
      headers: () => ({ 'Idempotency-Key': randomUUID() }),
      json: () => ({ ...deliveryInput(), email: 'visita@example.com', fullName: 'Maria Visitante' }),
    },
    // A link of the right shape whose signature is no one's: 404 once the body is read.
    'POST /api/orders/guest/:token/claim': {
      params: { token: `${randomUUID()}.${'a'.repeat(43)}` },
      json: () => ({ password: PASSWORD }),
    },
    'POST /api/orders': {
      before: ids.refillCart,
      headers: () => ({ 'Idempotency-Key': randomUUID() }),
      json: () => ({ ...deliveryInput(), storeId: ids.storeId }),
    },
    // The live streams (decision 088): resumed after an event id.
    'GET /api/orders/staff/live': { query: () => ({ after: '1' }) },
    'GET /api/contact/staff/messages': { query: () => ({ state: 'all' }) },
    // A message nobody wrote: 404 once the body is read (the fuzz test mutates the body).
    'POST /api/contact/staff/messages/:id/handled': { json: () => ({ handled: true }) },
    'GET /api/orders/live': { query: () => ({ after: '1' }) },
    'GET /api/orders/staff': {
      query: () => ({
        q: 'ana',
        status: 'confirmed',
        storeId: ids.storeId,
        day: '2026-11-24',
        window: '09:00-12:00',
        fulfilment: 'delivery',
        page: '1',
        pageSize: '20',
      }),
    },
    'POST /api/orders/staff/:id/status': {
      params: { id: ids.orderId },
      json: () => ({ status: 'confirmed', note: 'ok' }),
    },
    'GET /api/orders/staff/day-sheet': {
      query: () => ({ day: '2026-11-24', window: '09:00-12:00', storeId: ids.storeId }),
    },
    'GET /api/orders/staff/route-sheet': {
      query: () => ({ day: '2026-11-24', window: '09:00-12:00', storeId: ids.storeId }),
    },
    'POST /api/orders/staff/:id/status/undo': {
      params: { id: ids.orderId },
      json: () => ({ eventId: '00000000-0000-4000-8000-000000000000', reason: 'Engano' }),
    },
    'POST /api/orders/staff/:id/payment': {
      params: { id: ids.orderId },
      json: () => ({ note: 'Pix recebido' }),
    },
    'GET /api/orders/staff/:id/labels': { params: { id: ids.orderId } },
    'POST /api/orders/staff/:id/weights': {
      params: { id: ids.orderId },
      json: () => ({ lines: [{ itemId: ids.weighedItemId, weight: '1,08' }] }),
    },
    'POST /api/orders/staff/:id/edit': {
      params: { id: ids.orderId },
      json: async () => ({
        version: await v('orders', ids.orderId),
        changes: [{ type: 'quantity', itemId: ids.weighedItemId, quantity: 2 }],
      }),
    },
    'POST /api/orders/staff/:id/weights/settle': {
      params: { id: ids.orderId },
      json: () => ({ note: 'Acertado' }),
    },
    'POST /api/orders/staff/:id/payment/refund': {
      params: { id: ids.orderId },
      json: () => ({ amountCents: 1000, reason: 'Peça faltou' }),
    },
  };
}
