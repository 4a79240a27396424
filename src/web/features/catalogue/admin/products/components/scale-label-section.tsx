import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import type { EditorValues } from '../lib/editor-values';
import { NumberField } from './money-field';

/** What the desk's scale labels print of the product (issue 41, decision 092): shelf life and PLU. */
export function ScaleLabelSection() {
  const { t } = useTranslation('productsAdmin');
  const { control } = useFormContext<EditorValues>();
  return (
    <FormSection legend={t('editor.scaleLabel')}>
      <p className="-mt-2 mb-4 text-sm text-ink-soft">{t('editor.scaleLabelHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          name="shelfLifeDays"
          label={t('editor.shelfLifeDays')}
          hint={t('editor.shelfLifeHint')}
          kind="number"
        />
        <FormField
          control={control}
          name="scaleItemCode"
          label={t('editor.scaleItemCode')}
          hint={t('editor.scaleItemCodeHint')}
        >
          {(field) => <Input {...field} inputMode="numeric" maxLength={5} autoComplete="off" />}
        </FormField>
      </div>
    </FormSection>
  );
}
