import { TAX_CLASSES, type TaxClass } from './classes';

/**
 * The tax classes' names in both languages (decision 083), for what the server reads and writes
 * in words — the CSV import's tax class column. The screens use their dictionaries (locales/…/tax).
 */
export const TAX_CLASS_NAMES: Record<TaxClass, { pt: string; en: string }> = {
  grocery_food: { pt: 'Alimento (mercearia)', en: 'Grocery food' },
  prepared_food: { pt: 'Alimento preparado', en: 'Prepared food' },
  general: { pt: 'Mercadoria em geral', en: 'General merchandise' },
  exempt: { pt: 'Isento', en: 'Exempt' },
};

/** Words that mean "the category's class" in the column (as well as an empty cell). */
const CATEGORY_WORDS = new Set(['categoria', 'da categoria', 'category', "category's", 'from category']);

const simple = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A tax class cell: its code (`grocery_food`), or its name in Portuguese or English, any case or
 * accents; empty or "categoria"/"category" → null (follows the category); anything else undefined.
 */
export function taxClassFromWords(text: string): TaxClass | null | undefined {
  const clean = simple(text);
  if (clean === '' || CATEGORY_WORDS.has(clean)) return null;
  for (const code of TAX_CLASSES) {
    const { pt, en } = TAX_CLASS_NAMES[code];
    if (clean === code || clean === simple(pt) || clean === simple(en)) return code;
  }
  return undefined;
}
