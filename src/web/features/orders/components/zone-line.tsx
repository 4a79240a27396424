import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import { missingForMinimum } from '@/shared/delivery/minimum';
import type { CheckoutQuote } from '@/shared/orders/types';
import { useMoney } from '@/web/lib/money';
import '@/web/features/orders/i18n';

/** "We deliver to …: fee, minimum", and what is missing for the minimum, by the shared rule. */
export function ZoneLine({ quote }: { quote: CheckoutQuote | undefined }) {
  const money = useMoney();
  const { t, i18n } = useTranslation('checkout');
  const zone = quote?.zone;
  if (!zone) return null;
  const missing = missingForMinimum(quote?.subtotalCents ?? 0, zone);
  return (
    <p
      className="mt-4 rounded-2xl bg-leaf/10 p-3 text-sm text-leaf"
      aria-live="polite"
      data-testid="zone-line"
    >
      {zone.minimumOrderCents > 0
        ? t('address.zone', {
            zone: localized(zone.name, zone.nameEn, i18n.language || 'pt-BR'),
            fee: money(zone.feeCents),
            minimum: money(zone.minimumOrderCents),
          })
        : t('address.zoneFree', {
            zone: localized(zone.name, zone.nameEn, i18n.language || 'pt-BR'),
            fee: money(zone.feeCents),
          })}
      {missing > 0 && (
        <span className="block font-medium">{t('address.belowMinimum', { missing: money(missing) })}</span>
      )}
    </p>
  );
}
