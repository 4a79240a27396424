import type { Language } from '../i18n/language';
import type { Units } from '../units';
import type { CutGroup, CutSnapshot } from './cuts';

type Words = { 'pt-BR': string; en: string };

/** The groups' names in both languages. */
export const CUT_GROUP_LABELS: Record<CutGroup, Words> = {
  thickness: { 'pt-BR': 'Espessura', en: 'Thickness' },
  bone: { 'pt-BR': 'Osso', en: 'Bone' },
  fat: { 'pt-BR': 'Gordura', en: 'Fat' },
  form: { 'pt-BR': 'Corte', en: 'Cut' },
  grind: { 'pt-BR': 'Moagem', en: 'Grind' },
  pieces: { 'pt-BR': 'Peças por pacote', en: 'Pieces per pack' },
  vacuum: { 'pt-BR': 'Embalagem a vácuo', en: 'Vacuum packed' },
};

const WORDS: Partial<Record<CutGroup, Record<string, Words>>> = {
  bone: { in: { 'pt-BR': 'com osso', en: 'bone in' }, out: { 'pt-BR': 'sem osso', en: 'boneless' } },
  fat: {
    trimmed: { 'pt-BR': 'gordura aparada', en: 'fat trimmed' },
    kept: { 'pt-BR': 'com a gordura', en: 'fat kept' },
  },
  form: {
    whole: { 'pt-BR': 'peça inteira', en: 'whole' },
    sliced: { 'pt-BR': 'em bifes', en: 'sliced into steaks' },
    cubed: { 'pt-BR': 'em cubos', en: 'cubed' },
    ground: { 'pt-BR': 'moída', en: 'ground' },
  },
  grind: {
    fine: { 'pt-BR': 'moagem fina', en: 'fine grind' },
    coarse: { 'pt-BR': 'moagem grossa', en: 'coarse grind' },
  },
  vacuum: {
    yes: { 'pt-BR': 'embalada a vácuo', en: 'vacuum packed' },
    no: { 'pt-BR': 'sem vácuo', en: 'not vacuum packed' },
  },
};

/** Thickness in centimetres → the usual butcher's inch (to the nearest eighth). */
const INCHES: Record<string, string> = {
  '1': '⅜ in',
  '1.5': '⅝ in',
  '2': '¾ in',
  '2.5': '1 in',
  '3': '1¼ in',
  '4': '1½ in',
  '5': '2 in',
};

/** One value in words, alone ("3 cm", "¾ in", "sem osso", "4 peças"). */
export function cutValueLabel(group: CutGroup, value: string, language: Language, units: Units): string {
  if (group === 'thickness') {
    if (units === 'imperial') return INCHES[value] ?? `${value} cm`;
    return `${language === 'en' ? value : value.replace('.', ',')} cm`;
  }
  if (group === 'pieces') {
    const one = value === '1';
    if (language === 'en') return `${value} ${one ? 'piece' : 'pieces'} per pack`;
    return `${value} ${one ? 'peça' : 'peças'} por pacote`;
  }
  return WORDS[group]?.[value]?.[language] ?? value;
}

/** A group's name in the language. */
export const cutGroupLabel = (group: CutGroup, language: Language) => CUT_GROUP_LABELS[group][language];

/**
 * The cuts of a line in one short text, for the cart, the order, the desk, the packing slip, the
 * messages and the scale label: "bifes de 3 cm · embalada a vácuo · Obs.: sem sal". Thickness
 * reads "3 cm" / "1¼ in" (the shop's `weight_units`), values follow the product's group order.
 * Prices are not in it unless `money` is given: it then adds "(+$2.00)" after a priced value.
 */
export function describeCuts(
  cuts: CutSnapshot | null | undefined,
  language: Language,
  units: Units,
  options: { money?: (cents: number) => string } = {},
): string {
  if (!cuts) return '';
  const parts = cuts.choices.map((c) => {
    let text = cutValueLabel(c.group, c.value, language, units);
    if (c.group === 'thickness') text = `${cutGroupLabel('thickness', language).toLowerCase()} ${text}`;
    if (options.money && c.priceCents > 0) text += ` (+${options.money(c.priceCents)})`;
    return text;
  });
  if (cuts.note) parts.push(`${language === 'en' ? 'Note' : 'Obs.'}: ${cuts.note}`);
  return parts.join(' · ');
}
