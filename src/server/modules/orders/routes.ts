import { type Context, Hono } from 'hono';
import { AppError } from '@/server/http/app-error';
import { languageOf } from '@/server/http/language';
import { requireRoute } from '@/server/http/permissions';
import { currentAuth, requireSession } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { daySheetQuery } from '@/shared/orders/day-plan';
import { orderEditSchema } from '@/shared/orders/edit-schema';
import {
  confirmPaymentSchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  orderIdParams,
  placeOrderSchema,
  quoteQuerySchema,
  staffOrdersQuery,
  statusChangeSchema,
} from '@/shared/orders/schemas';
import { undoStatusSchema } from '@/shared/orders/undo';
import { settleWeightsSchema, weighOrderSchema } from '@/shared/orders/weight-input';
import { refundSchema } from '@/shared/payments/schemas';
import type { Customer, StaffActor } from './context';
import type { OrdersService } from './service';

/** The desk's filters are a form's fields: a refused value is 422 with the field (decision 080). */
const asFields = { code: 'validation_failed' } as const;

function customerOf(c: Context<AppEnv>): Customer {
  const { user, profile } = currentAuth(c);
  return {
    userId: user.id,
    profileId: profile?.id ?? null,
    email: user.email,
    name: profile?.full_name ?? user.name ?? null,
    phone: profile?.phone ?? null,
  };
}

function staffOf(c: Context<AppEnv>): StaffActor {
  const { user, profile } = currentAuth(c);
  return {
    userId: user.id,
    name: profile?.full_name ?? user.name,
    role: profile?.role ?? '',
    storeId: profile?.store_id ?? null,
    requestId: c.var.requestId ?? null,
  };
}

/**
 * Checkout and orders. Customers: quote, place (Idempotency-Key header), their orders (another
 * customer's order is 404). Staff (admin panel): list, detail, status changes and payment
 * confirmation, each guarded by its entry in the staff route table (decision 028) and store access.
 * The day and route sheets come before '/staff/:id', which would read "day-sheet" as an order id.
 */
export function ordersRoutes(orders: OrdersService) {
  return new Hono<AppEnv>()
    .get('/quote', requireSession, validate('query', quoteQuerySchema), async (c) => {
      const q = c.req.valid('query');
      return c.json(await orders.quote(currentAuth(c).user.id, q.fulfilment, q.zip, q.storeId));
    })
    .post('/', requireSession, validate('json', placeOrderSchema), async (c) => {
      // Parsed by hand on purpose: validate('header', …) would make the header part of hc's typed
      // input, a required `header` argument of client.orders.$post, where decision 022 sends it in
      // the second argument. A UUID holds no NUL, so the unstorable-text check has nothing to add.
      const key = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_HEADER));
      if (!key.success) throw new AppError('bad_request', 'order.idempotencyKey');
      // The interface language the web app sends (decision 086): the order and its messages keep it.
      const locale = languageOf(c);
      const { order, created, payment } = await orders.place(
        customerOf(c),
        key.data,
        c.req.valid('json'),
        locale,
        c.var.endTurn,
      );
      // A card order also answers its hosted payment page (issue 36); the manual ones as before.
      return c.json(payment ? { order, created, payment } : { order, created }, created ? 201 : 200);
    })
    .get('/', requireSession, async (c) => c.json({ orders: await orders.mine(currentAuth(c).user.id) }))
    .get(
      '/staff',
      requireRoute('GET /api/orders/staff'),
      validate('query', staffOrdersQuery, asFields),
      async (c) => c.json(await orders.staffList(staffOf(c), c.req.valid('query'))),
    )
    .get(
      '/staff/day-sheet',
      requireRoute('GET /api/orders/staff/day-sheet'),
      validate('query', daySheetQuery, asFields),
      async (c) => c.json({ sheet: await orders.daySheet(staffOf(c), c.req.valid('query')) }),
    )
    .get(
      '/staff/route-sheet',
      requireRoute('GET /api/orders/staff/route-sheet'),
      validate('query', daySheetQuery, asFields),
      async (c) => c.json({ sheet: await orders.routeSheet(staffOf(c), c.req.valid('query')) }),
    )
    .get(
      '/staff/:id/labels',
      requireRoute('GET /api/orders/staff/:id/labels'),
      validate('param', orderIdParams),
      async (c) => c.json({ labels: await orders.labels(staffOf(c), c.req.valid('param').id) }),
    )
    .get(
      '/staff/:id',
      requireRoute('GET /api/orders/staff/:id'),
      validate('param', orderIdParams),
      async (c) => c.json({ order: await orders.staffOne(staffOf(c), c.req.valid('param').id) }),
    )
    .post(
      '/staff/:id/status',
      requireRoute('POST /api/orders/staff/:id/status'),
      validate('param', orderIdParams),
      validate('json', statusChangeSchema),
      async (c) => {
        const body = c.req.valid('json');
        const order = await orders.changeStatus(staffOf(c), c.req.valid('param').id, body.status, body.note);
        return c.json({ order });
      },
    )
    .post(
      '/staff/:id/status/undo',
      requireRoute('POST /api/orders/staff/:id/status/undo'),
      validate('param', orderIdParams),
      validate('json', undoStatusSchema),
      async (c) => {
        const body = c.req.valid('json');
        const order = await orders.undoStatus(staffOf(c), c.req.valid('param').id, body.eventId, body.reason);
        return c.json({ order });
      },
    )
    .post(
      '/staff/:id/payment',
      requireRoute('POST /api/orders/staff/:id/payment'),
      validate('param', orderIdParams),
      validate('json', confirmPaymentSchema),
      async (c) => {
        const order = await orders.confirmPayment(
          staffOf(c),
          c.req.valid('param').id,
          c.req.valid('json').note,
        );
        return c.json({ order });
      },
    )
    .post(
      '/staff/:id/weights',
      requireRoute('POST /api/orders/staff/:id/weights'),
      validate('param', orderIdParams),
      validate('json', weighOrderSchema),
      async (c) => {
        const body = c.req.valid('json');
        const order = await orders.saveWeights(staffOf(c), c.req.valid('param').id, body.lines, body.version);
        return c.json({ order });
      },
    )
    .post(
      '/staff/:id/edit',
      requireRoute('POST /api/orders/staff/:id/edit'),
      validate('param', orderIdParams),
      validate('json', orderEditSchema),
      async (c) => c.json(await orders.editOrder(staffOf(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .post(
      '/staff/:id/payment/capture',
      requireRoute('POST /api/orders/staff/:id/payment/capture'),
      validate('param', orderIdParams),
      async (c) => c.json({ order: await orders.capturePayment(staffOf(c), c.req.valid('param').id) }),
    )
    .post(
      '/staff/:id/payment/refund',
      requireRoute('POST /api/orders/staff/:id/payment/refund'),
      validate('param', orderIdParams),
      validate('json', refundSchema),
      async (c) => {
        const body = c.req.valid('json');
        const order = await orders.refundPayment(
          staffOf(c),
          c.req.valid('param').id,
          body.amountCents,
          body.reason,
        );
        return c.json({ order });
      },
    )
    .post(
      '/:id/payment/page',
      requireSession,
      validate('param', orderIdParams, { refuse: () => new AppError('not_found', 'order.notFound') }),
      async (c) => {
        // Her saved card's hold failed (decision 101): a Stripe page to pay it; another's order is 404.
        const id = c.req.valid('param').id;
        await orders.mineOne(currentAuth(c).user.id, id);
        return c.json({ payment: await orders.payLink(id, { locale: languageOf(c) }) });
      },
    )
    .post(
      '/:id/payment/sync',
      requireSession,
      validate('param', orderIdParams, { refuse: () => new AppError('not_found', 'order.notFound') }),
      async (c) => {
        const id = c.req.valid('param').id;
        await orders.mineOne(currentAuth(c).user.id, id);
        await orders.syncPayment(id);
        return c.json({ order: await orders.mineOne(currentAuth(c).user.id, id) });
      },
    )
    .post(
      '/staff/:id/weights/settle',
      requireRoute('POST /api/orders/staff/:id/weights/settle'),
      validate('param', orderIdParams),
      validate('json', settleWeightsSchema),
      async (c) => {
        const order = await orders.settleWeighing(
          staffOf(c),
          c.req.valid('param').id,
          c.req.valid('json').note,
        );
        return c.json({ order });
      },
    )
    .get(
      '/:id',
      requireSession,
      // Another customer's order and an id that is no UUID are both 404 (the staff routes say 400).
      validate('param', orderIdParams, { refuse: () => new AppError('not_found', 'order.notFound') }),
      async (c) => c.json({ order: await orders.mineOne(currentAuth(c).user.id, c.req.valid('param').id) }),
    )
    .post(
      '/:id/reorder',
      requireSession,
      validate('param', orderIdParams, { refuse: () => new AppError('not_found', 'order.notFound') }),
      async (c) => c.json(await orders.reorder(currentAuth(c).user.id, c.req.valid('param').id)),
    )
    .post(
      '/:id/cancel',
      requireSession,
      validate('param', orderIdParams, { refuse: () => new AppError('not_found', 'order.notFound') }),
      async (c) =>
        c.json({
          order: await orders.cancelMine(customerOf(c), c.req.valid('param').id, c.var.requestId ?? null),
        }),
    );
}
