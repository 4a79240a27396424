import { Check, X } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import { useMoney } from '@/web/lib/money';
import type { CheckoutForm } from '../lib/checkout-form';
import '@/web/features/orders/i18n';

export type AppliedCoupon = { code: string; discountCents: number };

type Props = {
  applied: AppliedCoupon | null;
  checking: boolean;
  onApply: () => void;
  onRemove: () => void;
};

/** The coupon code, checked live against the server-side cart; its refusal shows right under it. */
export function CouponField({ applied, checking, onApply, onRemove }: Props) {
  const money = useMoney();
  const { t } = useTranslation('checkout');
  const form = useFormContext<CheckoutForm>();
  const error = useFieldError('couponCode');
  const value = form.watch('couponCode') ?? '';
  return (
    <FormSection legend={t('coupon.legend')}>
      {applied ? (
        <div
          className="flex items-center justify-between gap-3 rounded-2xl bg-leaf/10 p-3 text-sm text-leaf"
          role="status"
        >
          <span className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4" />
            {t('coupon.applied', { code: applied.code, discount: money(applied.discountCents) })}
          </span>
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <X aria-hidden="true" />
            {t('coupon.remove')}
          </Button>
        </div>
      ) : (
        // Checked on its own (not on submit): its refusal is read out as it appears.
        <Field label={t('coupon.label')} error={error} announce>
          {(control) => (
            <div className="flex gap-2">
              <Input
                autoCapitalize="characters"
                className="uppercase"
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    onApply();
                  }
                }}
                {...form.register('couponCode')}
                {...control}
              />
              <Button variant="secondary" onClick={onApply} disabled={checking || value.trim() === ''}>
                {checking ? t('coupon.checking') : t('coupon.apply')}
              </Button>
            </div>
          )}
        </Field>
      )}
    </FormSection>
  );
}
