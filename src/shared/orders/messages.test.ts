import { describe, expect, it } from 'vitest';
import {
  orderAnnouncementMessage,
  orderPlacedMessage,
  orderStatusMessage,
  orderWeighedMessage,
  STATUS_LABELS_EN,
  STATUS_LABELS_PT,
} from './messages';
import { ORDER_STATUSES } from './status';

const base = {
  number: 1042,
  customerName: 'Joana Pereira',
  brandName: 'Brazil Prime',
  totalCents: 26698,
  when: 'terça-feira, 24/11 · 09:00–12:00',
} as const;

describe('order messages', () => {
  it('says the sales tax in the total when there is some, nothing when none (decision 079)', () => {
    const taxed = orderPlacedMessage({
      ...base,
      currency: 'USD',
      taxCents: 1967,
      fulfilment: 'delivery',
      paymentMethod: 'pay_on_delivery',
    });
    expect(taxed.text).toContain('Total: US$\u00a0266,98 (com US$\u00a019,67 de imposto sobre vendas).');
    const untaxed = orderPlacedMessage({
      ...base,
      taxCents: 0,
      fulfilment: 'delivery',
      paymentMethod: 'pay_on_delivery',
    });
    expect(untaxed.text).not.toContain('imposto');
  });

  // Issue 38: paid on delivery, she waits for the store's confirmation, not for her payment; a
  // transfer names the shop's Zelle recipient when it is set.
  it.each([
    [
      'delivery',
      'pay_on_delivery',
      '',
      'Entrega: terça-feira',
      'Pagamento na entrega.',
      'Assim que a loja confirmar o pedido',
    ],
    [
      'pickup',
      'pay_on_delivery',
      '',
      'Retirada: terça-feira',
      'Pagamento na retirada.',
      'Assim que a loja confirmar o pedido',
    ],
    [
      'delivery',
      'bank_transfer',
      '',
      'Entrega:',
      'Pagamento por transferência',
      'Assim que confirmarmos o pagamento',
    ],
    [
      'delivery',
      'bank_transfer',
      'pix@brazilprime.com (Brazil Prime LLC)',
      'Entrega:',
      'Pagamento por Zelle: envie o total para pix@brazilprime.com (Brazil Prime LLC), com BP-1042 na mensagem',
      'Assim que confirmarmos o pagamento',
    ],
  ] as const)('%s + %s %s', (fulfilment, paymentMethod, zelleRecipient, how, payment, next) => {
    const m = orderPlacedMessage({ ...base, fulfilment, paymentMethod, zelleRecipient });
    expect(m.text).toContain(next);
    expect(m.subject).toBe('Brazil Prime: pedido BP-1042 recebido');
    expect(m.text).toContain('Olá, Joana! Recebemos seu pedido BP-1042');
    expect(m.text).toContain(how);
    expect(m.text).toContain(payment);
    expect(m.text).toContain('R$\u00a0266,98');
  });

  it('every status has a label and a message; the shop note goes along', () => {
    for (const status of ORDER_STATUSES) {
      const m = orderStatusMessage(base, status, status === 'cancelled' ? 'Sem estoque de picanha' : null);
      expect(m.text).toContain(STATUS_LABELS_PT[status]);
    }
    expect(orderStatusMessage(base, 'cancelled', 'Sem estoque').text).toContain(
      'Observação da loja: Sem estoque',
    );
    expect(orderStatusMessage({ ...base, customerName: null }, 'confirmed', null).text).toContain(
      'Olá, cliente!',
    );
  });

  it('the store’s new-order notice: number, customer, when, items, total and the desk link', () => {
    const m = orderAnnouncementMessage({
      number: 1042,
      storeName: 'Marietta',
      customerName: '  ',
      customerPhone: null,
      customerEmail: 'ana@example.com',
      fulfilment: 'pickup',
      when: base.when,
      itemCount: 1,
      totalCents: 5000,
      currency: 'USD',
      link: 'https://loja.example.com/admin/pedidos/abc',
    });
    expect(m.subject).toBe('Novo pedido BP-1042 — Marietta');
    expect(m.text.split('\n')).toEqual([
      'Novo pedido BP-1042 na loja Marietta.',
      'Cliente: sem nome (ana@example.com).',
      'Retirada: terça-feira, 24/11 · 09:00–12:00.',
      'Itens: 1 item.',
      'Total: US$\u00a050,00.',
      'Abrir no painel: https://loja.example.com/admin/pedidos/abc',
    ]);
  });
});

describe('order messages in English (issue 38, decision 086)', () => {
  const en = { ...base, when: 'Tuesday, Nov 24 · 9:00 AM – 12:00 PM', language: 'en' } as const;

  it('placed: "Order BP-1042 received", the window as given, dollars the US way, tax named', () => {
    const m = orderPlacedMessage({
      ...en,
      currency: 'USD',
      taxCents: 1967,
      fulfilment: 'delivery',
      paymentMethod: 'pay_on_delivery',
    });
    expect(m.subject).toBe('Brazil Prime: Order BP-1042 received');
    expect(m.text.split('\n')).toEqual([
      'Hi Joana! We received your order BP-1042 at Brazil Prime.',
      'Delivery: Tuesday, Nov 24 · 9:00 AM – 12:00 PM.',
      'Total: $266.98 (including $19.67 sales tax).',
      'Payment on delivery.',
      "As soon as the store confirms your order, we'll start preparing your cuts.",
    ]);
    expect(
      orderPlacedMessage({ ...en, fulfilment: 'pickup', paymentMethod: 'pay_on_delivery' }).text,
    ).toContain('Pickup: Tuesday');
  });

  it('every status in English; no name greets "Hi there!"', () => {
    for (const status of ORDER_STATUSES) {
      const m = orderStatusMessage(en, status, null);
      expect(m.subject).toBe(`Brazil Prime: Order BP-1042 — ${STATUS_LABELS_EN[status]}`);
      expect(m.text).not.toMatch(/pedido|Olá/);
    }
    expect(orderStatusMessage({ ...en, customerName: null }, 'cancelled', 'Out of picanha').text).toBe(
      [
        'Hi there! Your order BP-1042: Cancelled.',
        'If you have any questions, reply to this message or contact the store.',
        'Note from the store: Out of picanha',
      ].join('\n'),
    );
  });

  it('weighed: estimates and weights, the totals and a refund due', () => {
    const m = orderWeighedMessage({
      ...en,
      currency: 'USD',
      lines: [{ name: 'Picanha', estimateGrams: 1200, finalGrams: 1150, cents: 5750 }],
      estimatedTotalCents: 6000,
      totalCents: 5750,
      differenceCents: -250,
    });
    expect(m.subject).toBe('Brazil Prime: Order BP-1042 weighed — total $57.50');
    expect(m.text).toContain('• Picanha: estimated 1.2 kg, weighed 1.15 kg — $57.50');
    expect(m.text).toContain('Estimated total: $60.00. Final total: $57.50.');
    expect(m.text).toContain("Refund due: $2.50. We'll refund it to you.");
  });
});
