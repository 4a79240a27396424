import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/cart/types';
import { CUT_NOTE_MAX, type CutOptions } from '@/shared/catalogue/cuts';
import { CUT_MESSAGES } from '@/shared/messages/cuts';
import type { OrderDetail } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import { outbox } from '@/testing/messaging/outbox';
import { body, deliveryInput, ordersTestApp, placeOrder, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { products } from '../catalogue/schema';

/**
 * Cut options (issue 41, decision 091) through the real API: checked against the product on the
 * server, other cuts making another cart line, priced into the totals, and the order's snapshot.
 */

let t: TestApp;
let call: Call;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call, p } = await ordersTestApp());
});
afterAll(() => t.close());

const add = (jar: CookieJar, body: object) => call('POST', '/api/cart/items', body, { jar });
const cartOf = async (res: Promise<Response>) => body<Cart>(await res, 200);
const refusal = async (res: Promise<Response>, status = 422) =>
  (await body<{ error: { key: string; message: string } }>(await res, status)).error;
const setOptions = (slug: string, options: CutOptions) =>
  t.database.db.update(products).set({ cut_options: options }).where(eq(products.slug, slug));

/** 3 cm steaks, vacuum packed: the seed's steaks cost 2.00 and the vacuum pack 3.50 per unit. */
const steaks3cm = {
  choices: [
    { group: 'form', value: 'sliced' },
    { group: 'thickness', value: '3' },
    { group: 'vacuum', value: 'yes' },
  ],
  note: 'capa de gordura fina',
};

describe('cut options on the cart', () => {
  it('keeps the cuts on the line, prices them per unit, and makes other cuts another line', async () => {
    const { jar } = await signIn(t);
    const line = { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 2 };
    const first = await cartOf(add(jar, { ...line, cuts: steaks3cm }));
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({
      quantity: 2,
      cutsTotalCents: 2 * 550,
      cuts: {
        choices: [
          { group: 'form', value: 'sliced', priceCents: 200 },
          { group: 'thickness', value: '3', priceCents: 0 },
          { group: 'vacuum', value: 'yes', priceCents: 350 },
        ],
        note: 'capa de gordura fina',
      },
    });
    expect(first.totals.subtotalCents).toBe(2 * p.picanha1kg.priceCents + 2 * 550);

    // The same cuts add up on the line; other cuts (or none) are lines of their own.
    const same = await cartOf(add(jar, { ...line, quantity: 1, cuts: steaks3cm }));
    expect(same.items).toHaveLength(1);
    expect(same.items[0]?.quantity).toBe(3);
    const whole = { choices: [{ group: 'form', value: 'whole' }], note: null };
    const other = await cartOf(add(jar, { ...line, quantity: 1, cuts: whole }));
    const plain = await cartOf(add(jar, { ...line, quantity: 1 }));
    expect(other.items).toHaveLength(2);
    expect(plain.items).toHaveLength(3);
    expect(plain.items.map((l) => l.cuts?.choices.map((c) => c.value).join('+') ?? null)).toEqual([
      'sliced+3+yes',
      'whole',
      null,
    ]);
    expect(plain.totals.subtotalCents).toBe(5 * p.picanha1kg.priceCents + 3 * 550);
  });

  it('refuses an option or value the product does not offer', async () => {
    const { jar } = await signIn(t);
    const line = { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1 };
    // Bone in/out is offered by no demo product: an option of another product.
    const bone = await refusal(add(jar, { ...line, cuts: { choices: [{ group: 'bone', value: 'out' }] } }));
    expect(bone).toMatchObject({ key: 'cuts.notOffered', message: CUT_MESSAGES.cuts.notOffered });
    // 5 cm is a thickness of the vocabulary picanha does not offer; fraldinha offers no cuts at all.
    const thick = await refusal(
      add(jar, { ...line, cuts: { choices: [{ group: 'thickness', value: '5' }] } }),
    );
    expect(thick.key).toBe('cuts.notOffered');
    const fraldinha = { productId: p.fraldinha.id, variationId: p.fraldinha05.id, quantity: 1 };
    expect((await refusal(add(jar, { ...fraldinha, cuts: steaks3cm }))).key).toBe('cuts.notOffered');
    // The same group twice, or an unknown one.
    const twice = {
      choices: [
        { group: 'form', value: 'whole' },
        { group: 'form', value: 'sliced' },
      ],
    };
    expect((await refusal(add(jar, { ...line, cuts: twice }))).key).toBe('cuts.notOffered');
    const unknown = { choices: [{ group: 'marinade', value: 'yes' }] };
    expect((await refusal(add(jar, { ...line, cuts: unknown }))).key).toBe('cuts.notOffered');
    const cart = await cartOf(call('GET', '/api/cart', undefined, { jar }));
    expect(cart.items).toEqual([]);
  });

  it('refuses a note too long, and a note on a product that takes none', async () => {
    const { jar } = await signIn(t);
    const line = { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1 };
    const long = await refusal(
      add(jar, { ...line, cuts: { choices: [], note: 'x'.repeat(CUT_NOTE_MAX + 1) } }),
    );
    // The cart's schema refuses it first, with the table's message (decision 110).
    expect(long.key).toBe('textLimit.cutNote');
    expect(long.message).toBe(`A observação do corte pode ter até ${CUT_NOTE_MAX} caracteres.`);
    const fraldinha = { productId: p.fraldinha.id, variationId: p.fraldinha05.id, quantity: 1 };
    expect((await refusal(add(jar, { ...fraldinha, cuts: { choices: [], note: 'fino' } }))).key).toBe(
      'cuts.noteNotOffered',
    );
  });

  it('refuses a product whose choice is required when it is left out, on both paths', async () => {
    await setOptions('fraldinha', {
      groups: [
        { group: 'thickness', required: true, values: [{ value: '2', priceCents: 0 }] },
        { group: 'vacuum', required: false, values: [{ value: 'yes', priceCents: 100 }] },
      ],
      note: false,
    });
    try {
      const { jar } = await signIn(t);
      const line = { productId: p.fraldinha.id, variationId: p.fraldinha05.id, quantity: 1 };
      // The first add (no cart yet) and the hot path of a live cart both refuse it.
      const first = await refusal(add(jar, line));
      expect(first).toMatchObject({ key: 'cuts.required', message: CUT_MESSAGES.cuts.required });
      await cartOf(add(jar, { productId: p.chimichurri.id, quantity: 1 }));
      expect((await refusal(add(jar, line))).key).toBe('cuts.required');
      const onlyVacuum = { choices: [{ group: 'vacuum', value: 'yes' }] };
      expect((await refusal(add(jar, { ...line, cuts: onlyVacuum }))).key).toBe('cuts.required');
      const ok = await cartOf(add(jar, { ...line, cuts: { choices: [{ group: 'thickness', value: '2' }] } }));
      expect(ok.items.map((l) => l.productId)).toEqual([p.chimichurri.id, p.fraldinha.id]);
    } finally {
      await setOptions('fraldinha', { groups: [], note: false });
    }
  });
});

describe('cut options on the order', () => {
  it('prices the cuts into the order and keeps its snapshot after the product options change', async () => {
    const { jar } = await signIn(t);
    const line = { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 2 };
    await cartOf(add(jar, { ...line, cuts: steaks3cm }));
    const res = await placeOrder(call, jar, deliveryInput());
    const { order } = await body<{ order: OrderDetail }>(res, 201);
    const [item] = order.items;
    expect(item?.cuts?.choices.map((c) => [c.group, c.value, c.priceCents])).toEqual([
      ['form', 'sliced', 200],
      ['thickness', '3', 0],
      ['vacuum', 'yes', 350],
    ]);
    expect(item?.extras).toEqual([
      { name: 'Opções de corte', nameEn: null, quantity: 2, unitPriceCents: 550, totalCents: 1100 },
    ]);
    expect(order.subtotalCents).toBe(2 * p.picanha1kg.priceCents + 1100);

    // Staff change picanha's options: the order keeps what was ordered, at its prices.
    const [before] = await t.database.db
      .select({ options: products.cut_options })
      .from(products)
      .where(eq(products.slug, 'picanha'));
    await setOptions('picanha', { groups: [], note: false });
    try {
      const again = (
        await body<{ order: OrderDetail }>(
          await call('GET', `/api/orders/${order.id}`, undefined, { jar }),
          200,
        )
      ).order;
      expect(again.items[0]?.cuts).toEqual(item?.cuts);
      expect(again.subtotalCents).toBe(order.subtotalCents);
    } finally {
      await setOptions('picanha', before!.options);
    }
  });

  it('the confirmation she is sent says how each line will be cut, in her language', async () => {
    const confirmation = async (language: string) => {
      const { jar } = await signIn(t);
      await cartOf(
        add(jar, { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1, cuts: steaks3cm }),
      );
      await cartOf(add(jar, { productId: p.chimichurri.id, quantity: 1 }));
      const res = await call('POST', '/api/orders', deliveryInput(), {
        jar,
        headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': language },
      });
      const { order } = await body<{ order: OrderDetail }>(res, 201);
      const [email] = await outbox(t.database.db).rows({ relatedId: order.id, channel: 'email' }, 'oldest');
      return email?.body ?? '';
    };
    const pt = await confirmation('pt-BR');
    expect(pt).toContain(
      'Como vamos cortar:\n• Picanha — 1 kg: em bifes · espessura 3 cm · embalada a vácuo · Obs.: capa de gordura fina\n',
    );
    // A line without cuts is not listed.
    expect(pt).not.toContain('• Chimichurri');
    const en = await confirmation('en');
    expect(en).toContain(
      'How we will cut it:\n• Picanha (top sirloin cap) — 1 kg: sliced into steaks · thickness 3 cm · vacuum packed · Note: capa de gordura fina\n',
    );
    expect(en).not.toContain('Como vamos cortar');
  });

  it('refuses at checkout a line whose cuts the product no longer offers', async () => {
    const { jar } = await signIn(t);
    const line = { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1 };
    await cartOf(add(jar, { ...line, cuts: steaks3cm }));
    const [before] = await t.database.db
      .select({ options: products.cut_options })
      .from(products)
      .where(eq(products.slug, 'picanha'));
    await setOptions('picanha', {
      ...before!.options,
      groups: before!.options.groups.filter((g) => g.group !== 'vacuum'),
    });
    try {
      const res = await placeOrder(call, jar, deliveryInput());
      const error = (await body<{ error: { key: string } }>(res, 409)).error;
      expect(error.key).toBe('cuts.changed');
    } finally {
      await setOptions('picanha', before!.options);
    }
  });
});
