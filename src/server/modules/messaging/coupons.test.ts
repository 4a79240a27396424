import { describe, expect, it, vi } from 'vitest';
import type { SendResult } from '@/shared/messaging/coupon-sending';
import { NO_VALID_COUPON_TO_SEND, UNKNOWN_SEND_ERROR } from '@/shared/messaging/errors';
import { couponMessage } from '@/shared/messaging/templates';
import { INTERNATIONAL_BLOCKED_MESSAGE } from '@/shared/phones/rules';
import { smsSegments, smsText } from '@/shared/sms/rules';
import {
  BULK_PAUSE_MS,
  type CouponRecipient,
  type CouponSender,
  type CouponToSend,
  CUSTOMER_NOT_ELIGIBLE,
  createCouponSending,
} from './coupons';

const NOW = new Date('2025-06-15T12:00:00Z');

const coupon = (change: Partial<CouponToSend> = {}): CouponToSend =>
  ({
    code: 'PICANHA10',
    name: 'Semana do churrasco',
    type: 'percentage',
    percent: 10,
    maximumDiscountCents: 5000,
    minimumOrderCents: 0,
    usageLimit: null,
    usedCount: 0,
    validFrom: null,
    validUntil: new Date('2025-12-31T12:00:00Z'),
    isActive: true,
    ...change,
  }) as CouponToSend;

const customer = (name: string, change: Partial<CouponRecipient> = {}): CouponRecipient => ({
  id: `id-${name}`,
  name,
  phone: '+55 11 98765-4321',
  is_active: true,
  is_verified: true,
  ...change,
});

/** A fake sender that records what it was asked to send and answers as told. */
function fakeSender(
  answer: (phone: string) => SendResult | Promise<SendResult> = () => ({ success: true, messageId: 'q1' }),
) {
  const sent: { customer: string; phone: string; text: string; channel?: string }[] = [];
  const send: CouponSender = async ({ customer: c, phone, text, channel }) => {
    sent.push({ customer: c.name, phone, text, ...(channel === 'sms' ? { channel } : {}) });
    return answer(phone);
  };
  return { send, sent };
}

function setup(answer?: Parameters<typeof fakeSender>[0]) {
  const sender = fakeSender(answer);
  const sleep = vi.fn(async (_ms: number) => {});
  const sending = createCouponSending({
    send: sender.send,
    brandName: async () => 'Brazil Prime',
    now: () => NOW,
    sleep,
  });
  return { ...sending, sent: sender.sent, sleep };
}

describe('sendCouponToCustomer', () => {
  it('sends the §9 coupon text to the §5.5 digits', async () => {
    const { sendCouponToCustomer, sent } = setup();
    const result = await sendCouponToCustomer(customer('Ana'), [coupon()]);
    expect(result).toEqual({ success: true, message: 'Cupom enviado', messageId: 'q1', messageIds: ['q1'] });
    expect(sent).toEqual([
      { customer: 'Ana', phone: '5511987654321', text: couponMessage(coupon(), 'Brazil Prime') },
    ]);
  });

  it('a +1 customer who consented gets it by SMS: GSM letters, two segments at most (decision 077)', async () => {
    const { sendCouponToCustomer, sent } = setup();
    const result = await sendCouponToCustomer(
      customer('Ana', { phone: '+1 404 555 0123', smsConsent: true }),
      [coupon()],
    );
    expect(result).toMatchObject({ success: true, message: 'Cupom enviado' });
    expect(sent).toEqual([
      {
        customer: 'Ana',
        phone: '14045550123',
        channel: 'sms',
        text: smsText(couponMessage(coupon(), 'Brazil Prime')),
      },
    ]);
    expect(smsSegments(sent[0]?.text ?? '').segments).toBeLessThanOrEqual(2);
    // Without consent the same number stays blocked (§5.5), by hand only.
    const refused = await sendCouponToCustomer(customer('Bia', { phone: '+1 404 555 0124' }), [coupon()]);
    expect(refused).toMatchObject({ success: false, blocked: true });
  });

  it.each<[string, CouponToSend[]]>([
    ['no coupons', []],
    ['only an inactive one', [coupon({ isActive: false })]],
    ['only an expired one', [coupon({ validUntil: new Date('2025-06-15T11:59:59Z') })]],
    ['only a used-up one', [coupon({ usageLimit: 5, usedCount: 5 })]],
    ['only a scheduled one (valid_from tomorrow)', [coupon({ validFrom: new Date('2025-06-16T00:00:00Z') })]],
    ['only one starting a second from now', [coupon({ validFrom: new Date('2025-06-15T12:00:01Z') })]],
  ])('%s → "Nenhum cupom válido encontrado para envio"', async (_name, coupons) => {
    const { sendCouponToCustomer, sent } = setup();
    expect(await sendCouponToCustomer(customer('Ana'), coupons)).toEqual({
      success: false,
      error: NO_VALID_COUPON_TO_SEND,
    });
    expect(sent).toEqual([]);
  });

  it('sends only the valid coupons, one message each', async () => {
    let n = 0;
    const { sendCouponToCustomer, sent } = setup(() => ({ success: true, messageId: `q${++n}` }));
    const result = await sendCouponToCustomer(customer('Ana'), [
      coupon({ code: 'A' }),
      coupon({ code: 'OLD', isActive: false }),
      coupon({ code: 'B', type: 'fixed_amount', valueCents: 1500 } as Partial<CouponToSend>),
    ]);
    expect(result).toMatchObject({ success: true, message: '2 cupons enviados', messageIds: ['q1', 'q2'] });
    expect(sent.map((s) => s.text.match(/Cupom: \*(\w+)\*/)?.[1])).toEqual(['A', 'B']);
  });

  it.each<[string, Partial<CouponRecipient>]>([
    ['no phone', { phone: null }],
    ['blank phone', { phone: '  ' }],
    ['inactive', { is_active: false }],
    ['not verified', { is_verified: false }],
  ])('a customer with %s is not eligible', async (_name, change) => {
    const { sendCouponToCustomer, sent } = setup();
    expect(await sendCouponToCustomer(customer('Ana', change), [coupon()])).toEqual({
      success: false,
      error: CUSTOMER_NOT_ELIGIBLE,
    });
    expect(sent).toEqual([]);
  });

  it('an invalid phone gives the §8.6 text', async () => {
    const { sendCouponToCustomer } = setup();
    expect(await sendCouponToCustomer(customer('Ana', { phone: '12-34' }), [coupon()])).toEqual({
      success: false,
      error: 'Telefone inválido: 12-34. O telefone deve ter entre 10-15 dígitos.',
    });
  });

  it('an international number is blocked with the advice to send by hand', async () => {
    const { sendCouponToCustomer, sent } = setup();
    expect(await sendCouponToCustomer(customer('John', { phone: '+1 404 555 0123' }), [coupon()])).toEqual({
      success: false,
      blocked: true,
      error: INTERNATIONAL_BLOCKED_MESSAGE,
    });
    expect(sent).toEqual([]);
  });

  it('with the force flag an international number gets the wa.me link with the URL-encoded text', async () => {
    const { sendCouponToCustomer, sent } = setup();
    const result = await sendCouponToCustomer(customer('John', { phone: '+1 404 555 0123' }), [coupon()], {
      force: true,
    });
    const text = couponMessage(coupon(), 'Brazil Prime');
    expect(result).toMatchObject({
      success: true,
      chatLinks: [`https://wa.me/14045550123?text=${encodeURIComponent(text)}`],
    });
    expect(sent).toEqual([]);
  });

  it('passes the sender failure through, and turns a throwing sender into "Erro desconhecido no envio"', async () => {
    const failing = setup(() => ({
      success: false,
      error: 'Não foi possível criar mensagem para este cliente',
    }));
    expect(await failing.sendCouponToCustomer(customer('Ana'), [coupon()])).toMatchObject({
      success: false,
      error: 'Não foi possível criar mensagem para este cliente',
    });
    const throwing = setup(() => {
      throw new Error('boom');
    });
    expect(await throwing.sendCouponToCustomer(customer('Ana'), [coupon()])).toMatchObject({
      success: false,
      error: UNKNOWN_SEND_ERROR,
    });
  });
});

describe('sendCouponBulk', () => {
  it('sends to every eligible customer, pausing one second between them', async () => {
    const { sendCouponBulk, sent, sleep } = setup();
    const progress: string[] = [];
    const result = await sendCouponBulk(
      [customer('Ana'), customer('Sem Telefone', { phone: null }), customer('Bia'), customer('Caio')],
      [coupon()],
      { onProgress: (p) => progress.push(`${p.customer.name}:${p.state}`) },
    );
    expect(result).toEqual({
      success: true,
      totalCustomers: 3,
      successfulSends: 3,
      failedSends: 0,
      errors: [],
    });
    expect(sent.map((s) => s.customer)).toEqual(['Ana', 'Bia', 'Caio']);
    expect(sleep.mock.calls).toEqual([[BULK_PAUSE_MS], [BULK_PAUSE_MS]]);
    expect(progress).toEqual([
      'Ana:sending',
      'Ana:success',
      'Bia:sending',
      'Bia:success',
      'Caio:sending',
      'Caio:success',
    ]);
  });

  it('lists each failure and still succeeds when at least one went out', async () => {
    const { sendCouponBulk } = setup();
    const result = await sendCouponBulk(
      [customer('Ana'), customer('John', { phone: '+1 404 555 0123' }), customer('Zé', { phone: '999' })],
      [coupon()],
    );
    expect(result).toEqual({
      success: true,
      totalCustomers: 3,
      successfulSends: 1,
      failedSends: 2,
      errors: [
        { customer: 'John', error: INTERNATIONAL_BLOCKED_MESSAGE },
        { customer: 'Zé', error: 'Telefone inválido: 999. O telefone deve ter entre 10-15 dígitos.' },
      ],
    });
  });

  it('is not a success when every send failed', async () => {
    const { sendCouponBulk } = setup(() => ({ success: false, error: 'x' }));
    const result = await sendCouponBulk([customer('Ana'), customer('Bia')], [coupon()]);
    expect(result).toMatchObject({ success: false, successfulSends: 0, failedSends: 2 });
  });

  it('without a valid coupon tries nobody', async () => {
    const { sendCouponBulk, sent, sleep } = setup();
    const result = await sendCouponBulk([customer('Ana')], [coupon({ isActive: false })]);
    expect(result).toMatchObject({ success: false, totalCustomers: 0, error: NO_VALID_COUPON_TO_SEND });
    expect(sent).toEqual([]);
    expect(sleep).not.toHaveBeenCalled();
  });
});
