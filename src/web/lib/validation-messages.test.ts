import { describe, expect, it } from 'vitest';
import * as accountMessagesModule from '../../shared/accounts/messages';
import * as accountSchemas from '../../shared/accounts/schemas';
import * as cartRules from '../../shared/cart/rules';
import * as catalogueSchemas from '../../shared/catalogue/schemas';
import * as contactSchemas from '../../shared/contact/schemas';
import * as couponRules from '../../shared/coupons/rules';
import * as deliveryWindows from '../../shared/delivery/windows';
import * as errors from '../../shared/errors';
import * as orderSchemas from '../../shared/orders/schemas';
import * as phoneRules from '../../shared/phones/rules';
import * as phoneSchemas from '../../shared/phones/schemas';
import { ApiError } from './api-client';
import { englishFor, localiseError, localiseServerMessage } from './validation-messages';

/** Every shared module whose texts the API answers with (decision 018). */
const MODULES = {
  errors,
  cartRules,
  catalogueSchemas,
  orderSchemas,
  deliveryWindows,
  couponRules,
  accountMessagesModule,
  accountSchemas,
  contactSchemas,
  phoneRules,
  phoneSchemas,
};

/** Exports that hold people's texts, by the naming the shared modules use. */
const MESSAGE_EXPORT = /(messages|failures|templates)$|_MESSAGE$/i;
const SAMPLE_AT = new Date('2026-11-24T17:05:00Z');

/** The texts as the server sends them: `{name}` filled, message functions called. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value.replace(/\{(\w+)\}/g, '7')]];
  if (typeof value === 'function') return texts((value as (at: Date) => unknown)(SAMPLE_AT), path);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}.${key}`));
  return [];
}

const SERVER_TEXTS = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => MESSAGE_EXPORT.test(name) && typeof value !== 'function')
    .flatMap(([name, value]) => texts(value, `${module}.${name}`)),
);

describe('every server message has an English text', () => {
  it('walks the message constants of the covered modules', () => {
    expect(SERVER_TEXTS.length).toBeGreaterThan(100);
  });

  it.each(SERVER_TEXTS)('%s', (_path, message) => {
    const english = englishFor(message);
    expect(english, message).toBeDefined();
    expect(english).not.toMatch(/\{\{?\w+\}?\}/);
    expect(localiseServerMessage(message, 'en')).toBe(english);
    expect(localiseServerMessage(message, 'pt-BR')).toBe(message);
  });
});

describe('localiseServerMessage', () => {
  it('translates a cart refusal and keeps the exact SPEC text in pt-BR', () => {
    expect(localiseServerMessage('Estoque insuficiente', 'en')).toBe('Not enough stock');
    expect(localiseServerMessage('Estoque insuficiente', 'pt-BR')).toBe('Estoque insuficiente');
  });

  it('carries the numbers and names the server filled in', () => {
    expect(localiseServerMessage('A quantidade máxima por item é 999.', 'en')).toBe(
      'The maximum quantity per item is 999.',
    );
    expect(
      localiseServerMessage(
        'Estoque insuficiente para "Picanha (1 kg)": restam 2. Ajuste a quantidade no carrinho.',
        'en',
      ),
    ).toBe('Not enough stock for "Picanha (1 kg)": 2 left. Adjust the quantity in the cart.');
    expect(localiseServerMessage(accountMessagesModule.rateLimitMessages.login(SAMPLE_AT), 'en')).toBe(
      'Too many failed sign-in attempts. Try again at 12:05.',
    );
    expect(localiseServerMessage('O pedido mínimo para este cupom é R$\u00a0150,00.', 'en')).toBe(
      'The minimum order for this coupon is R$\u00a0150,00.',
    );
  });

  it('puts order statuses into English inside a sentence', () => {
    expect(
      localiseServerMessage('Não é possível mudar o pedido de "Concluído" para "Em preparação".', 'en'),
    ).toBe('The order cannot go from "Completed" to "Being prepared".');
  });

  it('shows an unknown refusal as the English default of its code, never in Portuguese', () => {
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

  it('reads an ApiError, and falls back for anything else', () => {
    const refusal = new ApiError(409, {
      code: 'conflict',
      message: cartRules.CART_MESSAGES.insufficientStock,
    });
    expect(localiseError(refusal, 'en', 'fallback')).toBe('Not enough stock');
    expect(localiseError(refusal, 'pt-BR', 'fallback')).toBe('Estoque insuficiente');
    expect(localiseError(new TypeError('Failed to fetch'), 'en', 'fallback')).toBe('fallback');
  });
});
