import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScaleWeight } from '@/shared/scale-weight';
import { perWeightCents, priceUnit, type Units } from '@/shared/units';
import { formatWeight } from '@/shared/weight';
import { useMoney } from './money';
import { useShopUnits } from './settings';

export { useShopUnits } from './settings';

export type WeightFormat = {
  units: Units;
  /** The unit a price per weight is quoted in: "kg" or "lb". */
  unit: 'kg' | 'lb';
  /** A product's nominal weight (SPEC §9): "1 kg", "500 g" / "2.2 lb", "14 oz". */
  weight: (kg: number) => string;
  /** A scale weight: "1,08 kg", "850 g" / "2.35 lb". */
  scale: (grams: number) => string;
  /** A stored per-kg price as this shop quotes it, money only: "R$ 119,90" / "US$ 54,39" (per lb). */
  perWeightMoney: (perKgCents: number) => string;
  /** The same with its unit: "R$ 119,90/kg", "$54.39/lb". */
  perWeight: (perKgCents: number) => string;
};

/**
 * Every weight and price per weight on screen goes through this (issue 38): the shop's units, the
 * shop's currency and the interface language. Stored values never change: kg and cents per kg.
 */
export function useWeightFormat(): WeightFormat {
  const units = useShopUnits();
  const money = useMoney();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const unit = priceUnit(units);
    const perWeightMoney = (perKgCents: number) => money(perWeightCents(perKgCents, units));
    return {
      units,
      unit,
      weight: (kg) => formatWeight(kg, language, units),
      scale: (grams) => formatScaleWeight(grams, language, units),
      perWeightMoney,
      perWeight: (perKgCents) => `${perWeightMoney(perKgCents)}/${unit}`,
    };
  }, [units, money, language]);
}
