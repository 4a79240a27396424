import type { ExtraBasis } from './extra-basis';

/**
 * How an extra's basis is said next to its price, where the server words a line (the checkout's
 * summary, edit messages, the packing slip): "por peça" / "per piece", "uma vez, qualquer
 * quantidade" / "once, any quantity". The web pages carry the same words in their locales.
 */
export const EXTRA_BASIS_WORDS = {
  'pt-BR': { piece: 'por peça', line: 'uma vez, qualquer quantidade' },
  en: { piece: 'per piece', line: 'once, any quantity' },
} as const satisfies Record<'pt-BR' | 'en', Record<ExtraBasis, string>>;

/** "Embalar a vácuo (por peça × 3)", "Tempero da casa (uma vez, qualquer quantidade)". */
export function extraWithBasis(
  name: string,
  extra: { basis: ExtraBasis; quantity: number },
  language: 'pt-BR' | 'en',
): string {
  const words = EXTRA_BASIS_WORDS[language][extra.basis];
  return extra.basis === 'piece' ? `${name} (${words} × ${extra.quantity})` : `${name} (${words})`;
}

/**
 * An extra in an edit's summary (messages, the timeline): "+ Embalar a vácuo (por peça × 3)"; an
 * edit recorded before decision 111 has no basis and reads "+ 2 × Tempero".
 */
export const summaryExtraText = (
  e: { name: string; quantity: number; basis?: ExtraBasis },
  language: 'pt-BR' | 'en',
) =>
  e.basis
    ? `+ ${extraWithBasis(e.name, { basis: e.basis, quantity: e.quantity }, language)}`
    : `+ ${e.quantity} × ${e.name}`;
