import { describe, expect, it } from 'vitest';
import { firstName } from '../names';
import {
  adminNewCustomerMessage,
  type CouponForMessage,
  couponMessage,
  discountText,
  formatDatePtBR,
  previewForLog,
  remainingUses,
  welcomeMessage,
} from './templates';

const nbsp = '\u00a0';

describe('welcomeMessage (SPEC §9)', () => {
  it.each([
    ['Maria da Silva', 'Maria', 'Silva'],
    ['  João   Pedro ', 'João', 'Pedro'],
    ['Ana', 'Ana', null],
    ['Dona Lúcia', 'Lúcia', 'Dona'],
  ])('greets %j by the first name %j only', (name, first, rest) => {
    const text = welcomeMessage({ name });
    expect(firstName(name)).toBe(first);
    expect(text.startsWith(`Olá, *${first}*! 👋`)).toBe(true);
    if (rest) expect(text).not.toContain(rest);
  });

  it('greets without a name when it is blank', () => {
    expect(welcomeMessage({ name: '  ' }).startsWith('Olá! 👋')).toBe(true);
  });

  it('promises browsing, online orders, order tracking and exclusive offers', () => {
    const text = welcomeMessage({ name: 'Ana' });
    for (const promise of ['Navegar', 'pedidos online', 'Acompanhar seus pedidos', 'ofertas exclusivas']) {
      expect(text).toContain(promise);
    }
  });

  it('names the shop when given', () => {
    expect(welcomeMessage({ name: 'Ana', brandName: 'Brazil Prime' })).toContain(
      'com a gente na *Brazil Prime*!',
    );
    expect(welcomeMessage({ name: 'Ana' })).toContain('com a gente!');
  });
});

describe('adminNewCustomerMessage', () => {
  it('lists name, e-mail, phone and id', () => {
    expect(
      adminNewCustomerMessage({
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '+55 11 98765-4321',
        userId: 'u1',
      }),
    ).toBe(
      [
        '🆕 *Novo cliente cadastrado*',
        '',
        '👤 Nome: Ana Souza',
        '📧 E-mail: ana@example.com',
        '📱 Telefone: +55 11 98765-4321',
        '🆔 ID: u1',
      ].join('\n'),
    );
  });

  it.each([undefined, null, '', '  '])('shows "Não informado" for a missing phone (%j)', (phone) => {
    expect(adminNewCustomerMessage({ name: 'Ana', email: 'a@b.c', phone, userId: 'u1' })).toContain(
      '📱 Telefone: Não informado',
    );
  });
});

const base = {
  code: 'PICANHA10',
  name: 'Semana do churrasco',
  minimumOrderCents: 0,
  usageLimit: null,
  usedCount: 0,
  validUntil: null,
} as const;

const percent = (p: number, max: number | null): CouponForMessage => ({
  ...base,
  type: 'percentage',
  percent: p,
  maximumDiscountCents: max,
});
const fixed = (cents: number): CouponForMessage => ({ ...base, type: 'fixed_amount', valueCents: cents });

describe('coupon discount text (SPEC §9)', () => {
  it.each([
    [percent(10, 5000), `10% de desconto (máximo R$${nbsp}50,00)`],
    [percent(10, null), '10% de desconto'],
    [percent(12.5, 0), '12,5% de desconto'],
    [percent(15, 1999), `15% de desconto (máximo R$${nbsp}19,99)`],
    [fixed(1500), `R$${nbsp}15,00 de desconto`],
    [fixed(5), `R$${nbsp}0,05 de desconto`],
    [fixed(123456), `R$${nbsp}1.234,56 de desconto`],
  ])('%j → %s', (coupon, expected) => {
    expect(discountText(coupon)).toBe(expected);
  });
});

describe('coupon dates and uses', () => {
  it.each([
    ['2025-12-31T12:00:00Z', '31/12/2025'],
    ['2026-01-01T03:00:00Z', '31/12/2025'],
    ['2026-01-01T05:00:00Z', '01/01/2026'],
    ['2025-07-04T03:59:00Z', '03/07/2025'],
    ['2025-03-09T12:00:00Z', '09/03/2025'],
  ])('%s is %s in Georgia', (iso, expected) => {
    expect(formatDatePtBR(new Date(iso))).toBe(expected);
  });

  it.each([
    [10, 3, 7],
    [5, 5, 0],
    [5, 9, 0],
    [null, 42, null],
  ])('limit %j, used %i → remaining %j', (usageLimit, usedCount, expected) => {
    expect(remainingUses({ usageLimit, usedCount })).toBe(expected);
  });
});

describe('couponMessage', () => {
  it('shows every line when every field applies', () => {
    const coupon: CouponForMessage = {
      ...percent(10, 5000),
      description: 'Só para clientes VIP',
      minimumOrderCents: 10000,
      usageLimit: 100,
      usedCount: 40,
      validUntil: new Date('2025-12-31T12:00:00Z'),
    };
    expect(couponMessage(coupon, 'Brazil Prime')).toBe(
      [
        '🎁 *Brazil Prime* tem um cupom especial para você!',
        '',
        '🏷️ Cupom: *PICANHA10*',
        '✨ Semana do churrasco',
        '📝 Só para clientes VIP',
        '',
        `💰 *10% de desconto (máximo R$${nbsp}50,00)*`,
        `🛒 Pedido mínimo: R$${nbsp}100,00`,
        '📅 Válido até: 31/12/2025',
        '🔢 Usos restantes: 60',
        '',
        'Use o código ao finalizar sua compra. Aproveite! 😉',
      ].join('\n'),
    );
  });

  it('leaves out the lines that do not apply', () => {
    const text = couponMessage({ ...fixed(1500), description: '  ' }, 'Brazil Prime');
    expect(text).toContain(`💰 *R$${nbsp}15,00 de desconto*`);
    for (const absent of ['📝', 'Pedido mínimo', 'Válido até', 'Usos restantes'])
      expect(text).not.toContain(absent);
    expect(text).not.toContain('\n\n\n');
  });

  it.each([
    [{ minimumOrderCents: 1 }, `🛒 Pedido mínimo: R$${nbsp}0,01`],
    [{ usageLimit: 1, usedCount: 1 }, '🔢 Usos restantes: 0'],
    [{ validUntil: new Date('2026-01-01T03:00:00Z') }, '📅 Válido até: 31/12/2025'],
  ])('with %j shows %j', (change, line) => {
    expect(couponMessage({ ...fixed(1000), ...change }, 'X')).toContain(line);
  });
});

describe('previewForLog', () => {
  it.each([
    ['curta', 'curta'],
    ['a'.repeat(100), 'a'.repeat(100)],
    ['a'.repeat(150), 'a'.repeat(100)],
    [`${'🎁'.repeat(120)}`, '🎁'.repeat(100)],
    ['', ''],
  ])('keeps the first 100 characters of %#', (text, expected) => {
    expect(previewForLog(text)).toBe(expected);
  });
});

describe('welcome and coupon in English (issue 38, decision 086)', () => {
  it('the welcome', () => {
    expect(welcomeMessage({ name: 'Ana Souza', brandName: 'Brazil Prime', language: 'en' })).toBe(
      [
        'Hi *Ana*! 👋',
        '',
        "We're so glad to have you at *Brazil Prime*! Your account is all set. 🎉",
        '',
        'Now you can:',
        '🛒 Browse all of our products',
        '📦 Order online',
        '🚚 Track your orders',
        '🎁 Get exclusive offers',
        '',
        'Questions? Just reply to this message. 😊',
      ].join('\n'),
    );
  });

  it('the coupon: "10% off (up to $50.00)", the US date, every line', () => {
    const coupon: CouponForMessage = {
      ...percent(10, 5000),
      description: null,
      minimumOrderCents: 10000,
      usageLimit: 100,
      usedCount: 40,
      validUntil: new Date('2025-12-31T12:00:00Z'),
    };
    expect(couponMessage(coupon, 'Brazil Prime', 'USD', 'en')).toBe(
      [
        '🎁 *Brazil Prime* has a special coupon for you!',
        '',
        '🏷️ Coupon: *PICANHA10*',
        '✨ Semana do churrasco',
        '',
        '💰 *10% off (up to $50.00)*',
        '🛒 Minimum order: $100.00',
        '📅 Valid through: 12/31/2025',
        '🔢 Uses left: 60',
        '',
        'Enter the code at checkout. Enjoy! 😉',
      ].join('\n'),
    );
  });
});
