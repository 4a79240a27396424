/**
 * Titles people type before their name ("Dona Lúcia", "Seu Jorge", "Dr. Paulo", "Mrs. Smith"): a
 * greeting skips them ("Olá, Lúcia"), as the owner asked (issue 39: the panel said "Olá, Dona").
 */
const TITLES = new Set([
  'd',
  'dona',
  'seu',
  'sr',
  'sra',
  'srta',
  'dr',
  'dra',
  'prof',
  'profa',
  'mr',
  'mrs',
  'ms',
  'miss',
]);

const isTitle = (word: string) => TITLES.has(word.toLocaleLowerCase('pt-BR').replace(/\.$/, ''));

/** The first word of a full name that is not a title, or "" for a blank one; a title alone stays. */
export function firstName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.find((word) => !isTitle(word)) ?? words[0] ?? '';
}
