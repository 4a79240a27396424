import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CutOptions } from '@/shared/catalogue/cuts';
import type { OrderEditChangeInput } from '@/shared/orders/edit-schema';
import type { OrderDetail } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import { outbox } from '@/testing/messaging/outbox';
import { catalogueRows } from '@/testing/order-rows';
import { body, type OrderDesk, orderDeskTestApp, patchFulfilment, signIn } from '@/testing/orders';
import { auditEntries } from '@/testing/stored-rows';
import type { TestApp } from '@/testing/test-app';

/**
 * Decision 100 through the real route (POST /api/orders/staff/:id/edit): extras and cut options on
 * new and substituted lines, checked as the cart checks them, and the delivery zone's minimum.
 */

let t: TestApp;
let call: Call;
let p: DemoProducts;
let placeFor: OrderDesk['newOrder'];
let admin: CookieJar;
let customer: { jar: CookieJar; userId: string; email: string };

beforeAll(async () => {
  ({ t, call, p, newOrder: placeFor } = await orderDeskTestApp());
  admin = (await signIn(t, 'admin')).jar;
  customer = await signIn(t);
});
afterAll(() => t.close());

const newOrder = () => placeFor(customer);
const edit = (order: OrderDetail, changes: OrderEditChangeInput[], extra: Record<string, unknown> = {}) =>
  call(
    'POST',
    `/api/orders/staff/${order.id}/edit`,
    { version: order.updatedAt, changes, ...extra },
    { jar: admin },
  );
const refusal = async (res: Response, status: number) =>
  (
    await body<{ error: { key: string; message: string; fields?: Record<string, { key: string }[]> } }>(
      res,
      status,
    )
  ).error;

const steaks = {
  choices: [
    { group: 'form', value: 'sliced' },
    { group: 'vacuum', value: 'yes' },
  ],
  note: 'bifes finos',
};

describe('extras and cut options on a new line', () => {
  it('are checked against the product, priced from the catalogue and kept on the order', async () => {
    const order = await newOrder();
    const res = await edit(order, [
      {
        type: 'add',
        productId: p.picanha.id,
        variationId: p.picanha1kg.id,
        quantity: 2,
        extras: [{ extraId: p.tempero.id, quantity: 1 }],
        cuts: steaks,
      },
    ]);
    const { order: edited } = await body<{ order: OrderDetail }>(res, 200);
    const added = edited.items.at(-1)!;
    expect(added.cuts).toEqual({
      choices: [
        { group: 'form', value: 'sliced', priceCents: 200 },
        { group: 'vacuum', value: 'yes', priceCents: 350 },
      ],
      note: 'bifes finos',
    });
    expect(added.extras).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Tempero da casa',
          quantity: 1,
          unitPriceCents: p.tempero.priceCents,
        }),
        expect.objectContaining({
          name: 'Opções de corte',
          quantity: 2,
          unitPriceCents: 550,
          totalCents: 1100,
        }),
      ]),
    );
    expect(edited.subtotalCents).toBe(order.subtotalCents + 2 * 11990 + p.tempero.priceCents + 1100);
    const message = (
      await outbox(t.database.db).rows({ relatedId: order.id, purpose: 'order_update' }, 'oldest')
    ).at(-1);
    expect(message?.body).toContain('Incluído: 2 × Picanha — 1 kg — em bifes');
    expect(message?.body).toContain('+ Tempero da casa (uma vez, qualquer quantidade)');

    // A quantity change of that line afterwards: the options follow the quantity, the extra stays.
    const again = await body<{ order: OrderDetail }>(
      await edit(edited, [{ type: 'quantity', itemId: added.id, quantity: 3 }]),
      200,
    );
    const line = again.order.items.find((i) => i.id === added.id)!;
    expect(line.extras.find((e) => e.name === 'Opções de corte')).toMatchObject({
      quantity: 3,
      totalCents: 1650,
    });
    expect(again.order.subtotalCents).toBe(edited.subtotalCents + 11990 + 550);
  });

  it('refuses an extra the product does not offer and a cut option of another product, next to the change', async () => {
    const order = await newOrder();
    const wrongExtra = await refusal(
      await edit(order, [
        {
          type: 'add',
          productId: p.fraldinha.id,
          variationId: p.fraldinha05.id,
          quantity: 1,
          extras: [{ extraId: p.notForFraldinha.id, quantity: 1 }],
        },
      ]),
      422,
    );
    expect(wrongExtra.key).toBe('orderEdit.extraUnavailable');
    expect(wrongExtra.fields?.['changes.0']?.[0]?.key).toBe('orderEdit.extraUnavailable');
    const wrongCut = await refusal(
      await edit(order, [
        { type: 'add', productId: p.fraldinha.id, variationId: p.fraldinha05.id, quantity: 1, cuts: steaks },
      ]),
      422,
    );
    expect(wrongCut.key).toBe('cuts.notOffered');
    // Nothing written: the order is as it was.
    const same = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: admin }),
      200,
    );
    expect(same.order.items).toHaveLength(order.items.length);
  });
});

describe('a substitution and the cuts', () => {
  const withCuts = async () => {
    const order = await newOrder();
    const { order: edited } = await body<{ order: OrderDetail }>(
      await edit(order, [
        { type: 'add', productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1, cuts: steaks },
      ]),
      200,
    );
    return { order: edited, line: edited.items.at(-1)! };
  };

  it('drops the old product’s cuts when the new one does not offer them', async () => {
    const { order, line } = await withCuts();
    const { order: edited } = await body<{ order: OrderDetail }>(
      await edit(order, [
        {
          type: 'substitute',
          itemId: line.id,
          productId: p.fraldinha.id,
          variationId: p.fraldinha05.id,
          quantity: 1,
          reason: 'Acabou',
        },
      ]),
      200,
    );
    const now = edited.items.find((i) => i.id === line.id)!;
    expect(now.productName).toBe('Fraldinha');
    expect(now.cuts ?? null).toBeNull();
    expect(now.extras).toEqual([]);
  });

  it('keeps them, priced by the new product, when it offers the same options; asks when one is required', async () => {
    const options: CutOptions = {
      groups: [
        { group: 'form', required: false, values: [{ value: 'sliced', priceCents: 300 }] },
        { group: 'vacuum', required: false, values: [{ value: 'yes', priceCents: 0 }] },
      ],
      note: true,
    };
    await catalogueRows.setCutOptions(t.database.db, p.fraldinha.id, options);
    const { order, line } = await withCuts();
    const substitute = {
      type: 'substitute' as const,
      itemId: line.id,
      productId: p.fraldinha.id,
      variationId: p.fraldinha05.id,
      quantity: 1,
      reason: 'Acabou',
    };
    const { order: edited } = await body<{ order: OrderDetail }>(await edit(order, [substitute]), 200);
    const now = edited.items.find((i) => i.id === line.id)!;
    expect(now.cuts).toEqual({
      choices: [
        { group: 'form', value: 'sliced', priceCents: 300 },
        { group: 'vacuum', value: 'yes', priceCents: 0 },
      ],
      note: 'bifes finos',
    });
    expect(now.extras).toEqual([expect.objectContaining({ name: 'Opções de corte', totalCents: 300 })]);

    // The new product requires a thickness the old line never chose: the desk must ask for it.
    await catalogueRows.setCutOptions(t.database.db, p.fraldinha.id, {
      ...options,
      groups: [
        ...options.groups,
        { group: 'thickness', required: true, values: [{ value: '3', priceCents: 0 }] },
      ],
    });
    const fresh = await withCuts();
    const refused = await refusal(await edit(fresh.order, [{ ...substitute, itemId: fresh.line.id }]), 422);
    expect(refused.key).toBe('cuts.required');
    const chosen = await edit(fresh.order, [
      {
        ...substitute,
        itemId: fresh.line.id,
        cuts: { choices: [{ group: 'thickness', value: '3' }], note: null },
      },
    ]);
    const done = await body<{ order: OrderDetail }>(chosen, 200);
    expect(done.order.items.find((i) => i.id === fresh.line.id)!.cuts).toEqual({
      choices: [{ group: 'thickness', value: '3', priceCents: 0 }],
      note: null,
    });
    await catalogueRows.setCutOptions(t.database.db, p.fraldinha.id, { groups: [], note: false });
  });
});

describe('the delivery zone’s minimum after an edit', () => {
  it('refuses an edit that brings the order under it; staff’s reason lets it through, audited', async () => {
    const order = await newOrder();
    const chimichurri = order.items.find((i) => i.productName !== 'Picanha')!;
    const minimums: number[] = [];
    await patchFulfilment(t.database.db, (s) => {
      for (const z of s.delivery.zones) {
        minimums.push(z.minimumOrderCents);
        z.minimumOrderCents = order.subtotalCents;
      }
      return s;
    });
    try {
      const res = await edit(order, [{ type: 'remove', itemId: chimichurri.id }]);
      const refused = await refusal(res, 422);
      expect(refused.key).toBe('orderEdit.belowZoneMinimum');
      expect(refused.message).toMatch(/abaixo do mínimo de .*\d+,\d{2} da zona de entrega/);

      const reason = 'Cliente pediu; entrega junto com a vizinha';
      const { order: edited } = await body<{ order: OrderDetail }>(
        await edit(order, [{ type: 'remove', itemId: chimichurri.id }], { belowMinimumReason: reason }),
        200,
      );
      expect(edited.items).toHaveLength(order.items.length - 1);
      const event = edited.events.at(-1)!;
      expect(event.note).toContain(reason);
      expect(event.edit).toMatchObject({ belowZoneMinimum: { minimumCents: order.subtotalCents, reason } });
      const [audit] = await auditEntries(t.database.db, { entityId: order.id, action: 'edit_order' });
      expect(audit!.after).toMatchObject({ belowZoneMinimum: { reason } });
    } finally {
      await patchFulfilment(t.database.db, (s) => {
        for (const [i, z] of s.delivery.zones.entries()) z.minimumOrderCents = minimums[i] ?? 0;
        return s;
      });
    }
  });
});
