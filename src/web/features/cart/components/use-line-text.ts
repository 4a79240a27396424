import { useTranslation } from 'react-i18next';
import type { CartLine } from '@/shared/cart/types';
import { localized } from '@/shared/catalogue/rules';
import { shoeSizeLabel } from '@/shared/catalogue/shoe-sizes';
import { formatWeight } from '@/shared/weight';
import { useShopUnits } from '@/web/lib/settings';

type Option = Pick<CartLine, 'variationName' | 'weightKg'>;

/** A line's words in the visitor's language: name, option, and weights through the §9 formatter. */
export function useLineText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const units = useShopUnits();
  const weight = (kg: number) => formatWeight(kg, language, units);
  /** An option named only by its weight ("1,2 kg") reads in the visitor's format ("1.2 kg"). */
  const namedByWeight = (line: Option) =>
    line.weightKg !== null && line.variationName === formatWeight(line.weightKg, 'pt-BR');
  return {
    language,
    weight,
    name: (line: Pick<CartLine, 'productName' | 'productNameEn'>) =>
      localized(line.productName, line.productNameEn, language),
    // A shoe's size ("40") with its US size beside ("40 BR · 8 US", decision 113): the line does
    // not carry the category, but an option named by a bare BR size and weighing nothing is a size.
    option: (line: Option) =>
      namedByWeight(line) && line.weightKg !== null
        ? weight(line.weightKg)
        : line.variationName !== null && line.weightKg === null
          ? shoeSizeLabel(line.variationName, language)
          : line.variationName,
    /** The unit weight is worth saying only when the option's name does not already say it. */
    showsWeight: (line: Option) => line.weightKg !== null && !namedByWeight(line),
  };
}
