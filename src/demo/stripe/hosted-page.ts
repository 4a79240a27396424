import type { CheckoutSession } from './objects';

/**
 * The hosted payment page of the fake (Stripe Checkout's role): the basket, a card form that knows
 * Stripe's test cards, the decline in words, and a way back to the shop (`cancel_url`).
 */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TEXTS = {
  en: {
    pay: 'Authorize',
    charge: 'Pay',
    save: 'Save card',
    saveTitle: 'Save your card for this order',
    saveLead: 'Nothing is charged now: the shop places the hold two days before your delivery.',
    card: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
    back: 'Back to the shop',
    test: 'Test mode',
    expired: 'This payment page has expired.',
    done: 'This payment is complete.',
  },
  pt: {
    pay: 'Autorizar',
    charge: 'Pagar',
    save: 'Salvar cartão',
    saveTitle: 'Salve seu cartão para este pedido',
    saveLead: 'Nada é cobrado agora: a loja reserva o valor dois dias antes da entrega.',
    card: 'Número do cartão',
    expiry: 'Validade (MM / AA)',
    cvc: 'CVC',
    back: 'Voltar à loja',
    test: 'Modo de teste',
    expired: 'Esta página de pagamento expirou.',
    done: 'Este pagamento foi concluído.',
  },
};

function money(cents: number, currency: string, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

export function hostedPage(session: CheckoutSession, error: string | null): string {
  const pt = (session.locale ?? '').startsWith('pt');
  const t = pt ? TEXTS.pt : TEXTS.en;
  const locale = pt ? 'pt-BR' : 'en-US';
  const setup = session.mode === 'setup';
  const lines = session.line_items_data
    .map(
      (l) =>
        `<li><span>${escapeHtml(l.name)}${l.quantity > 1 ? ` × ${l.quantity}` : ''}</span><span>${money(l.unit_amount * l.quantity, session.currency, locale)}</span></li>`,
    )
    .join('');
  const back = session.cancel_url ? `<a class="back" href="/pay/${session.id}/cancel">← ${t.back}</a>` : '';
  const body =
    session.status === 'open'
      ? `<form method="post" action="/pay/${session.id}">
  ${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
  <label>${t.card}<input name="cardnumber" inputmode="numeric" autocomplete="cc-number" required value="4242 4242 4242 4242"></label>
  <div class="row"><label>${t.expiry}<input name="exp" required value="12 / 34"></label><label>${t.cvc}<input name="cvc" required value="123"></label></div>
  <button type="submit">${setup ? t.save : `${session.payment_intent_data.capture_method === 'manual' ? t.pay : t.charge} ${money(session.amount_total, session.currency, locale)}`}</button>
</form>`
      : `<p>${session.status === 'expired' ? t.expired : t.done}</p>`;
  return `<!doctype html>
<html lang="${pt ? 'pt-BR' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Checkout — ${t.test}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f9fc;color:#1a1f36}
main{max-width:420px;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001}
.badge{display:inline-block;background:#ffde92;color:#663c00;font-size:.75rem;padding:.1rem .5rem;border-radius:4px}
ul{list-style:none;padding:0}li{display:flex;justify-content:space-between;padding:.3rem 0}
label{display:block;margin:.75rem 0;font-size:.9rem}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #c4cdd5;border-radius:6px;font-size:1rem}
.row{display:flex;gap:1rem}.row label{flex:1}
button{width:100%;padding:.8rem;border:0;border-radius:6px;background:#0a2540;color:#fff;font-size:1rem;margin-top:1rem}
.error{color:#8a1c1c;background:#fde8e8;padding:.6rem;border-radius:6px}.back{color:#425466}
</style></head>
<body><main>${back}<p><span class="badge">${t.test}</span></p>
${setup ? `<h1>${t.saveTitle}</h1><p>${t.saveLead}</p>` : `<h1>${money(session.amount_total, session.currency, locale)}</h1><ul>${lines}</ul>`}${body}</main></body></html>`;
}
