import { useTranslation } from 'react-i18next';
import { type CouponSaveInput, couponSaveSchema } from '@/shared/coupons/admin-schema';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { useCurrencySymbol } from '@/web/lib/money';
import type { CouponDetail } from '../api/get-coupons';
import { CentsField } from './cents-field';
import { PercentField } from './percent-field';

type StaffCoupon = CouponDetail['coupon'];

/** The form's values of a stored coupon. */
export const valuesOf = (c: StaffCoupon): CouponSaveInput => ({
  code: c.code,
  name: c.name,
  description: c.description,
  type: c.type,
  value: c.value,
  minimumOrderCents: c.minimumOrderCents,
  maximumDiscountCents: c.maximumDiscountCents,
  usageLimit: c.usageLimit,
  perCustomerLimit: c.perCustomerLimit,
  validFrom: c.validFrom,
  validUntil: c.validUntil,
  isActive: c.isActive,
});

const NEW_COUPON = {
  code: '',
  name: '',
  description: '',
  type: 'percentage',
  value: Number.NaN,
  minimumOrderCents: 0,
  maximumDiscountCents: null,
  usageLimit: null,
  perCustomerLimit: null,
  validFrom: '',
  validUntil: '',
  isActive: true,
} satisfies CouponSaveInput;

/** An empty box is null (no limit); anything else a number the schema checks. */
const limitValue = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/**
 * Every field of SPEC §3.5 plus the per-customer limit, checked with the API's own schema. A
 * failed save keeps what was typed and puts the server's refusal on its field. Read-only for a manager.
 */
export function CouponForm({
  coupon,
  readOnly,
  onSave,
}: {
  coupon?: StaffCoupon;
  readOnly: boolean;
  /** Saves the values; resolves with the stored coupon (the form starts again from it). */
  onSave: (values: CouponSaveInput) => Promise<StaffCoupon | null>;
}) {
  const { t } = useTranslation('coupons');
  const symbol = useCurrencySymbol();
  const form = useZodForm(couponSaveSchema, { defaultValues: coupon ? valuesOf(coupon) : NEW_COUPON });
  const refuse = useServerRefusal(form);
  const type = form.watch('type');
  const save = async (values: CouponSaveInput) => {
    try {
      const saved = await onSave(values);
      if (saved) form.reset(valuesOf(saved));
    } catch (error) {
      refuse(error, t('saveFailed'));
    }
  };
  const limitField = (name: 'usageLimit' | 'perCustomerLimit', label: string, hint: string) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      rules={{ setValueAs: limitValue }}
    >
      {(field) => <Input {...field} type="number" inputMode="numeric" min={1} step={1} />}
    </FormField>
  );

  return (
    <Form form={form} onSubmit={save}>
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <FormError />
        <FormSection legend={t('form.details')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField control={form.control} name="code" label={t('form.code')} hint={t('form.codeHint')}>
              {(field) => <Input {...field} maxLength={30} autoComplete="off" className="uppercase" />}
            </FormField>
            <FormField control={form.control} name="name" label={t('form.name')}>
              {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
            </FormField>
          </div>
          <FormField control={form.control} name="description" label={t('form.description')}>
            {(field) => <CountedTextarea {...field} limit={TEXT_LIMITS.couponDescription} />}
          </FormField>
          <FormField control={form.control} name="isActive" label={t('form.isActive')} layout="inline">
            {(field) => <Checkbox {...field} className="mt-1 size-4" />}
          </FormField>
        </FormSection>
        <FormSection legend={t('form.discount')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="type"
              label={t('form.type')}
              rules={{
                onChange: () => {
                  form.setValue('value', Number.NaN);
                  form.setValue('maximumDiscountCents', null);
                },
              }}
            >
              {(field) => (
                <Select {...field}>
                  <option value="percentage">{t('form.typePercentage')}</option>
                  <option value="fixed_amount">{t('form.typeFixed', { symbol })}</option>
                </Select>
              )}
            </FormField>
            {type === 'percentage' ? (
              <PercentField key="percent" name="value" label={t('form.percent')} />
            ) : (
              <CentsField key="amount" name="value" label={t('form.amount', { symbol })} />
            )}
            <CentsField name="minimumOrderCents" label={t('form.minimumOrder', { symbol })} />
            {type === 'percentage' && (
              <CentsField
                name="maximumDiscountCents"
                label={t('form.maximumDiscount', { symbol })}
                hint={t('form.maximumDiscountHint')}
                nullable
              />
            )}
          </div>
        </FormSection>
        <FormSection legend={t('form.limits')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {limitField('usageLimit', t('form.usageLimit'), t('form.usageLimitHint'))}
            {limitField('perCustomerLimit', t('form.perCustomerLimit'), t('form.perCustomerLimitHint'))}
            <FormField
              control={form.control}
              name="validFrom"
              label={t('form.validFrom')}
              hint={t('form.datesHint')}
            >
              {(field) => <Input {...field} type="date" />}
            </FormField>
            <FormField control={form.control} name="validUntil" label={t('form.validUntil')}>
              {(field) => <Input {...field} type="date" />}
            </FormField>
          </div>
        </FormSection>
        {!readOnly && (
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('form.saving') : coupon ? t('form.save') : t('form.create')}
            </Button>
          </div>
        )}
      </fieldset>
    </Form>
  );
}
