import { useTranslation } from 'react-i18next';
import { describeCuts } from '@/shared/catalogue/cut-labels';
import type { CutSnapshot } from '@/shared/catalogue/cuts';
import { languageFromSetting } from '@/shared/i18n/language';
import { useMoney } from '@/web/lib/money';
import { useShopUnits } from '@/web/lib/settings';

/**
 * A line's cut options in the interface language and the shop's units (issue 41): "espessura
 * 3 cm (+US$ 2,00) · embalada a vácuo". Nothing when none were chosen.
 */
export function CutsText({
  cuts,
  className = 'text-sm text-ink-soft',
  prices = true,
}: {
  cuts: CutSnapshot | null | undefined;
  className?: string;
  prices?: boolean;
}) {
  const { i18n } = useTranslation();
  const units = useShopUnits();
  const money = useMoney();
  if (!cuts) return null;
  const text = describeCuts(cuts, languageFromSetting(i18n.language), units, prices ? { money } : {});
  return (
    <span className={`block ${className}`} data-testid="cuts">
      {text}
    </span>
  );
}
