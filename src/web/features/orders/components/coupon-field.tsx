import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { inputClass } from '../../auth/components/text-field';
import { Section } from './checkout-field';
import '../i18n';

export type AppliedCoupon = { code: string; discountCents: number };

type Props = {
  value: string;
  onChange: (value: string) => void;
  applied: AppliedCoupon | null;
  error: string | undefined;
  checking: boolean;
  onApply: () => void;
  onRemove: () => void;
};

/** The coupon code, checked live against the server-side cart; its refusal shows right under it. */
export function CouponField({ value, onChange, applied, error, checking, onApply, onRemove }: Props) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <Section legend={t('coupon.legend')}>
      {applied ? (
        <div
          className="flex items-center justify-between gap-3 rounded-2xl bg-leaf/10 p-3 text-sm text-leaf"
          role="status"
        >
          <span className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4" />
            {t('coupon.applied', { code: applied.code, discount: formatBRL(applied.discountCents) })}
          </span>
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <X aria-hidden="true" />
            {t('coupon.remove')}
          </Button>
        </div>
      ) : (
        <div>
          <label htmlFor={id} className="text-sm font-medium text-ink">
            {t('coupon.label')}
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={id}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  onApply();
                }
              }}
              autoCapitalize="characters"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={cn(inputClass, 'uppercase')}
            />
            <Button variant="secondary" onClick={onApply} disabled={checking || value.trim() === ''}>
              {checking ? t('coupon.checking') : t('coupon.apply')}
            </Button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}
