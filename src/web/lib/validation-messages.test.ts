import { describe, expect, it } from 'vitest';
import { rateLimitMessages, retryParams } from '@/shared/accounts/messages';
import { CART_MESSAGES } from '@/shared/cart/messages';
import { KEYS, MESSAGE_KEYS, renderMessage } from '@/shared/messages';
import { placeOrderSchema } from '@/shared/orders/schemas';
import { ApiError } from './api-error';
import {
  localiseError,
  localiseFieldErrors,
  localiseIssue,
  localiseServerMessage,
  renderKey,
} from './validation-messages';

const SAMPLE_AT = new Date('2026-11-24T17:05:00Z');
/** Sample values for every placeholder a catalogue text can have. */
const SAMPLE_PARAMS = {
  time: '12:05',
  max: 7,
  min: 1,
  line: 'Picanha (1 kg)',
  left: 2,
  extra: 'Farofa',
  minimum: 'R$\u00a0150,00',
  from: 'completed',
  to: 'preparing',
  slug: 'kits',
  detail: 'x',
  key: 'site_title',
  used: 3,
  signedIn: 'ana@example.com',
  invited: 'bia@example.com',
  name: '1 kg',
  row: 4,
  value: 'preco',
  count: 2,
  directive: 'blah',
  other: 'index',
  width: 1600,
  height: 24_999,
  taken: 3,
  size: 'Peru — 7–8 kg',
  day: '26/11/2026',
  scanned: '04321',
  expected: '01234',
  seconds: 10,
  status: 503,
  host: 'smtp.example.com',
  address: 'ana@example',
  code: 20003,
  phone: '+1 404 555 0100',
  rating: '4,8',
  country: 'US',
  added: 3,
  updated: 1,
  kept: 2,
  zip: '30060',
  state: 'GA',
  city: 'Marietta',
};

describe('every message key in both languages (decision 023)', () => {
  it.each(MESSAGE_KEYS)('%s', (key) => {
    const english = renderKey(key, 'en', SAMPLE_PARAMS);
    expect(english).not.toMatch(/\{\{?\w+\}?\}/);
    // pt-BR from the web's dictionary says exactly what the server's body says.
    expect(renderKey(key, 'pt-BR', SAMPLE_PARAMS)).toBe(renderMessage(key, SAMPLE_PARAMS));
  });
});

describe('localiseServerMessage', () => {
  it('renders a cart refusal in English and keeps the exact SPEC text in pt-BR', () => {
    expect(localiseServerMessage(KEYS.cart.insufficientStock, 'en')).toBe('Not enough stock');
    expect(localiseServerMessage(KEYS.cart.insufficientStock, 'pt-BR')).toBe('Estoque insuficiente');
  });

  it('fills the numbers and names the server sent as params', () => {
    expect(localiseServerMessage('cartLimit.lineMax', 'en', undefined, { max: 999 })).toBe(
      'The maximum quantity per item is 999.',
    );
    expect(
      localiseServerMessage('order.insufficientStock', 'en', 'conflict', { line: 'Picanha (1 kg)', left: 2 }),
    ).toBe('Not enough stock for "Picanha (1 kg)": 2 left. Adjust the quantity in the cart.');
    expect(localiseServerMessage('rateLimit.login', 'en', 'rate_limited', retryParams(SAMPLE_AT))).toBe(
      'Too many failed sign-in attempts. Try again at 12:05.',
    );
    expect(localiseServerMessage('rateLimit.login', 'pt-BR', 'rate_limited', retryParams(SAMPLE_AT))).toBe(
      rateLimitMessages.login(SAMPLE_AT),
    );
    expect(
      localiseServerMessage('coupon.below_minimum', 'en', undefined, { minimum: 'R$\u00a0150,00' }),
    ).toBe('The minimum order for this coupon is R$\u00a0150,00.');
  });

  it('writes a dollar amount the server sent the way each language does (decision 042)', () => {
    const minimum = { minimum: 'US$\u00a050,00' };
    expect(localiseServerMessage('order.belowZoneMinimum', 'en', undefined, minimum)).toBe(
      'The minimum order for delivery in this area is $50.00.',
    );
    expect(localiseServerMessage('coupon.below_minimum', 'en', undefined, minimum)).toBe(
      'The minimum order for this coupon is $50.00.',
    );
    expect(localiseServerMessage('coupon.below_minimum', 'pt-BR', undefined, minimum)).toBe(
      'O pedido mínimo para este cupom é US$\u00a050,00.',
    );
  });

  it('shows order statuses in the words of each language', () => {
    const params = { from: 'completed', to: 'preparing' };
    expect(localiseServerMessage('order.badTransition', 'en', 'conflict', params)).toBe(
      'The order cannot go from "Completed" to "Being prepared".',
    );
    expect(localiseServerMessage('order.badTransition', 'pt-BR', 'conflict', params)).toBe(
      'Não é possível mudar o pedido de "Concluído" para "Em preparação".',
    );
  });

  it('passes an unknown text through; in English an unknown text with a code shows its default', () => {
    expect(localiseServerMessage('Algo que ninguém traduziu.', 'en', 'conflict')).toBe(
      'This conflicts with the current state. Refresh and try again.',
    );
    expect(localiseServerMessage('Algo que ninguém traduziu.', 'pt-BR', 'conflict')).toBe(
      'Algo que ninguém traduziu.',
    );
    // A form's own text (no code) is left alone: it may already be in the interface language.
    expect(localiseServerMessage('Please choose a date', 'en')).toBe('Please choose a date');
    expect(localiseServerMessage(undefined, 'en')).toBeUndefined();
  });
});

describe('a failed call', () => {
  const refusal = new ApiError(409, {
    code: 'conflict',
    key: 'order.insufficientStock',
    params: { line: 'Picanha', left: 1 },
    message: 'Estoque insuficiente para "Picanha": restam 1. Ajuste a quantidade no carrinho.',
    fields: {
      'items.1': [
        {
          key: 'order.insufficientStock',
          params: { line: 'Picanha', left: 1 },
          message: 'Estoque insuficiente para "Picanha": restam 1. Ajuste a quantidade no carrinho.',
        },
      ],
      couponCode: [
        { key: 'coupon.expired', message: 'Este cupom expirou.' },
        { key: 'coupon.unknown', message: 'Cupom não encontrado. Confira o código digitado.' },
      ],
    },
  });

  it('renders the body key, and falls back for anything that is not an ApiError', () => {
    expect(localiseError(refusal, 'en', 'fallback')).toBe(
      'Not enough stock for "Picanha": 1 left. Adjust the quantity in the cart.',
    );
    expect(localiseError(refusal, 'pt-BR', 'fallback')).toBe(refusal.body.message);
    expect(localiseError(new TypeError('Failed to fetch'), 'en', 'fallback')).toBe('fallback');
  });

  it('renders the first message of each field', () => {
    expect(localiseFieldErrors(refusal, 'en')).toEqual({
      'items.1': 'Not enough stock for "Picanha": 1 left. Adjust the quantity in the cart.',
      couponCode: 'This coupon has expired.',
    });
    expect(localiseFieldErrors(refusal, 'pt-BR')).toEqual({
      'items.1': refusal.body.message,
      couponCode: 'Este cupom expirou.',
    });
    expect(localiseFieldErrors(new Error('x'), 'en')).toEqual({});
  });

  it('reads a body without a key of ours (an older server) by its code', () => {
    const old = new ApiError(409, {
      code: 'conflict',
      key: 'nada.disso' as never,
      message: CART_MESSAGES.insufficientStock,
    });
    expect(localiseError(old, 'pt-BR', 'fallback')).toBe('Estoque insuficiente');
    expect(localiseError(old, 'en', 'fallback')).toBe(
      'This conflicts with the current state. Refresh and try again.',
    );
  });
});

describe('a shared schema on the client', () => {
  it('gives the same key the server sends, with its bound as a parameter', () => {
    const parsed = placeOrderSchema.safeParse({
      fulfilment: 'pickup',
      date: '2026-12-01',
      windowId: 'w1',
      paymentMethod: 'pay_on_delivery',
      notes: 'x'.repeat(1001),
    });
    const issue = parsed.error?.issues.find((i) => i.path[0] === 'notes');
    expect(issue?.message).toBe(KEYS.textLimit.orderNote);
    // The bound as the counter writes it in each language (decision 110).
    expect(localiseIssue(issue, 'en')).toBe('The note can be up to 1,000 characters.');
    expect(localiseIssue(issue, 'pt-BR')).toBe('A observação pode ter até 1000 caracteres.');
  });
});
