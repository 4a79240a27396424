import { type Currency, DEFAULT_CURRENCY, moneyFormatter } from '../money';
import { firstName } from '../names';

/** The shop is in Georgia (US): coupon dates are the shop's calendar day, whatever the server's zone. */
export const SHOP_TIME_ZONE = 'America/New_York';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** dd/mm/aaaa in the shop's time zone. */
export function formatDatePtBR(date: Date): string {
  return dateFormat.format(date);
}

/** §9: greets by first name and says what the account is for. WhatsApp renders *bold*. */
export function welcomeMessage({ name, brandName }: { name: string; brandName?: string }): string {
  const first = firstName(name);
  const where = brandName ? ` na *${brandName}*` : '';
  return [
    first ? `Olá, *${first}*! 👋` : 'Olá! 👋',
    '',
    `Que alegria ter você com a gente${where}! Seu cadastro foi concluído. 🎉`,
    '',
    'Agora você pode:',
    '🛒 Navegar por todos os nossos produtos',
    '📦 Fazer seus pedidos online',
    '🚚 Acompanhar seus pedidos',
    '🎁 Receber ofertas exclusivas',
    '',
    'Qualquer dúvida, é só responder esta mensagem. 😊',
  ].join('\n');
}

/** The test the owner sends from the Integrações screen (decision 076): it says where it came from. */
export function integrationTestMessage({ brandName }: { brandName: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `${brandName}: mensagem de teste`,
    text: [
      `Mensagem de teste da ${brandName}. ✅`,
      '',
      'Se você recebeu isto, a integração está funcionando: as mensagens da loja saem por aqui.',
    ].join('\n'),
  };
}

export type NewCustomer = { name: string; email: string; phone?: string | null; userId: string };

/** §3.6 admin notification about a sign-up. */
export function adminNewCustomerMessage({ name, email, phone, userId }: NewCustomer): string {
  return [
    '🆕 *Novo cliente cadastrado*',
    '',
    `👤 Nome: ${name.trim()}`,
    `📧 E-mail: ${email}`,
    `📱 Telefone: ${phone?.trim() || 'Não informado'}`,
    `🆔 ID: ${userId}`,
  ].join('\n');
}

type CouponBase = {
  code: string;
  name: string;
  description?: string | null;
  minimumOrderCents: number;
  usageLimit: number | null;
  usedCount: number;
  validUntil: Date | null;
};

/** §3.5 coupon as the message needs it; money in integer cents, the percentage as a number (10 = 10%). */
export type CouponForMessage = CouponBase &
  (
    | { type: 'percentage'; percent: number; maximumDiscountCents: number | null }
    | { type: 'fixed_amount'; valueCents: number; maximumDiscountCents?: null }
  );

/**
 * "10% de desconto (máximo R$ 50,00)" or "R$ 15,00 de desconto"; the money in the shop's currency
 * (decision 042), pt-BR style as the message is Portuguese ("US$ 15,00" for USD).
 */
export function discountText(coupon: CouponForMessage, currency: Currency = DEFAULT_CURRENCY): string {
  const money = moneyFormatter({ currency, language: 'pt-BR' });
  if (coupon.type === 'fixed_amount') return `${money(coupon.valueCents)} de desconto`;
  const percent = `${percentFormat.format(coupon.percent)}% de desconto`;
  return coupon.maximumDiscountCents ? `${percent} (máximo ${money(coupon.maximumDiscountCents)})` : percent;
}

/** Uses left, or null when the coupon has no limit. Never negative. */
export function remainingUses(coupon: Pick<CouponBase, 'usageLimit' | 'usedCount'>): number | null {
  return coupon.usageLimit === null ? null : Math.max(0, coupon.usageLimit - coupon.usedCount);
}

/**
 * §9 coupon message: the discount, then the minimum order (only above 0), the last valid day and the
 * uses left (only when the coupon has a limit). Lines that do not apply are left out, not shown empty.
 */
export function couponMessage(
  coupon: CouponForMessage,
  brandName: string,
  currency: Currency = DEFAULT_CURRENCY,
): string {
  const money = moneyFormatter({ currency, language: 'pt-BR' });
  const remaining = remainingUses(coupon);
  const description = coupon.description?.trim();
  const lines: (string | false)[] = [
    `🎁 *${brandName}* tem um cupom especial para você!`,
    '',
    `🏷️ Cupom: *${coupon.code}*`,
    `✨ ${coupon.name}`,
    Boolean(description) && `📝 ${description}`,
    '',
    `💰 *${discountText(coupon, currency)}*`,
    coupon.minimumOrderCents > 0 && `🛒 Pedido mínimo: ${money(coupon.minimumOrderCents)}`,
    coupon.validUntil !== null && `📅 Válido até: ${formatDatePtBR(coupon.validUntil)}`,
    remaining !== null && `🔢 Usos restantes: ${remaining}`,
    '',
    'Use o código ao finalizar sua compra. Aproveite! 😉',
  ];
  return lines.filter((line): line is string => line !== false).join('\n');
}

/** §9: logs show only the first 100 characters of a message (counted in code points, so no emoji is cut). */
export function previewForLog(text: string): string {
  return Array.from(text).slice(0, 100).join('');
}
