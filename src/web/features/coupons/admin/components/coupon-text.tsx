import { useTranslation } from 'react-i18next';
import type { CouponState } from '@/shared/coupons/validity';
import { Badge } from '@/web/components/ui/badge';
import { useMoney } from '@/web/lib/money';

const TONES = {
  active: 'leaf',
  scheduled: 'gold',
  expired: 'neutral',
  used_up: 'ember',
  inactive: 'neutral',
} as const satisfies Record<CouponState, string>;

/** A coupon's state as a badge (active, scheduled, expired, used up, inactive). */
export function StateBadge({ state }: { state: CouponState }) {
  const { t } = useTranslation('coupons');
  return <Badge tone={TONES[state]}>{t(`state.${state}`)}</Badge>;
}

type Discount = { type: 'percentage' | 'fixed_amount'; value: number; maximumDiscountCents: number | null };

/** "10% off (up to R$ 30,00)" or "R$ 25,00 off". */
export function useDiscountText() {
  const money = useMoney();
  const { t, i18n } = useTranslation('coupons');
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (c: Discount) =>
    c.type === 'fixed_amount'
      ? t('amountOff', { amount: money(c.value) })
      : [
          t('percentOff', { value: percent.format(c.value) }),
          c.maximumDiscountCents !== null ? `(${t('upTo', { amount: money(c.maximumDiscountCents) })})` : '',
        ]
          .filter(Boolean)
          .join(' ');
}

/** A day ("2026-12-31") in the interface language's short form. */
export function useDayText() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
}

/** "from 01/11/2026 until 31/12/2026", one end only, or "always". */
export function useValidityText() {
  const { t } = useTranslation('coupons');
  const day = useDayText();
  return (c: { validFrom: string; validUntil: string }) =>
    [
      c.validFrom && t('from', { date: day(c.validFrom) }),
      c.validUntil && t('until', { date: day(c.validUntil) }),
    ]
      .filter(Boolean)
      .join(' ') || t('always');
}
