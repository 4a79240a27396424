import type { Language } from '../i18n/language';

export type LowStockMessageLine = {
  productName: string;
  productNameEn: string | null;
  variationName: string;
  stock: number;
  state: 'low' | 'out';
};

/**
 * The daily low-stock summary (issue 39, decision 099), in the shop's default language: a
 * subject, the long text (WhatsApp, e-mail) and a short one (SMS). Sold out first, as read.
 */
export function lowStockSummaryMessage(input: {
  brandName: string;
  date: string;
  lines: readonly LowStockMessageLine[];
  /** All that are low, when `lines` is only the first of them. */
  total: number;
  outTotal: number;
  link: string;
  language: Language;
}): { subject: string; text: string; short: string } {
  const en = input.language === 'en';
  const [y, m, d] = input.date.split('-');
  const day = en ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
  const lowTotal = input.total - input.outTotal;
  const subject = en
    ? `${input.brandName}: low stock on ${day} (${input.outTotal} sold out, ${lowTotal} low)`
    : `${input.brandName}: estoque baixo em ${day} (${input.outTotal} esgotado${input.outTotal === 1 ? '' : 's'}, ${lowTotal} baixo${lowTotal === 1 ? '' : 's'})`;
  const lines = input.lines.map((l) => {
    const name = `${en ? (l.productNameEn ?? l.productName) : l.productName} · ${l.variationName}`;
    if (l.state === 'out') return `• ${name}: ${en ? 'sold out' : 'esgotado'}`;
    return `• ${name}: ${en ? `${l.stock} left` : `${l.stock} un.`}`;
  });
  const more = input.total - input.lines.length;
  if (more > 0) lines.push(en ? `…and ${more} more.` : `…e mais ${more}.`);
  const text = [
    en ? `Low stock today (${day}):` : `Estoque baixo hoje (${day}):`,
    '',
    ...lines,
    '',
    en ? `Products: ${input.link}` : `Produtos: ${input.link}`,
  ].join('\n');
  const short = en
    ? `${input.brandName}: ${input.outTotal} sold out, ${lowTotal} low today. ${input.link}`
    : `${input.brandName}: ${input.outTotal} esgotado(s), ${lowTotal} com estoque baixo hoje. ${input.link}`;
  return { subject, text, short };
}
