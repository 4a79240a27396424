import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Currency, currencySymbol, DEFAULT_CURRENCY, moneyFormatter } from '@/shared/money';
import { useSettings } from './settings';

/**
 * The shop's saved currency (the `currency` setting, decision 042), read from the public settings
 * the layout already loads (and the server seeds into a drawn page). BRL until they arrive.
 */
export function useShopCurrency(): Currency {
  return useSettings().data?.currency ?? DEFAULT_CURRENCY;
}

/**
 * Formats cents in the shop's currency for the interface language: `const money = useMoney();
 * money(8990)` → "R$ 89,90" (BRL, any language), "$89.90" (USD, en), "US$ 89,90" (USD, pt-BR).
 */
export function useMoney(): (cents: number) => string {
  const currency = useShopCurrency();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => moneyFormatter({ currency, language }), [currency, language]);
}

/** The symbol of the shop's currency in the interface language, for labels: "Valor (R$)", "Amount ($)". */
export function useCurrencySymbol(): string {
  const currency = useShopCurrency();
  const { i18n } = useTranslation();
  return currencySymbol({ currency, language: i18n.language });
}
