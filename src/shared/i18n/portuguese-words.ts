/**
 * Portuguese in an English text (issue 38, decisions 106 and 108): common Portuguese words and
 * Portuguese diacritics. One rule for the English dictionaries' and messages' unit test
 * (`web/locales/english-words.test.ts`) and the English journey's pages (`e2e/english.spec.ts`).
 */

export const PORTUGUESE_WORDS = [
  'pedido',
  'pedidos',
  'entrega',
  'entregas',
  'retirada',
  'você',
  'voce',
  'obrigado',
  'obrigada',
  'olá',
  'loja',
  'senha',
  'conta',
  'endereço',
  'horário',
  'carrinho',
  'cupom',
  'desconto',
  'frete',
  'preço',
  'não',
  'seu',
  'sua',
  'está',
  'então',
  'também',
  'agora',
  'hoje',
  'amanhã',
  'até',
  'dias',
  'equipe',
  'convite',
];
const WORD = new RegExp(`(?<![\\p{L}\\p{N}_/.@-])(${PORTUGUESE_WORDS.join('|')})(?![\\p{L}\\p{N}_])`, 'iu');
const DIACRITIC = /[ãõçáéíóúâêôàü]/iu;

/**
 * Portuguese that belongs in English text: proper names and the language's own name. Removed
 * from a text before it is searched.
 */
export const ALLOWED = [
  // The language picker names the language in its own words ("Português (Brasil)").
  'Português',
  // Brazilian products keep their names on an English menu ("linguiça toscana").
  'Linguiça',
  'linguiça',
];

/**
 * What of a text is Portuguese, once the allowed names (and the caller's `alsoAllowed`, longest
 * first) are taken out; null when nothing.
 */
export function portugueseIn(text: string, alsoAllowed: readonly string[] = []): string | null {
  let rest = text;
  const names = [...alsoAllowed].sort((a, b) => b.length - a.length);
  for (const name of [...names, ...ALLOWED]) rest = rest.split(name).join('');
  // Links and e-mail addresses are not words.
  rest = rest.replace(/https?:\/\/\S+|\S+@\S+/g, '');
  return WORD.exec(rest)?.[1] ?? DIACRITIC.exec(rest)?.[0] ?? null;
}
