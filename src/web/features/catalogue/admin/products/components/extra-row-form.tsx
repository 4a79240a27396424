import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EXTRA_BASIS, type ExtraBasis } from '@/shared/catalogue/extra-basis';
import { type ExtraInput, extraInput } from '@/shared/catalogue/product-schemas';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import {
  Form,
  FormError,
  FormField,
  useFieldError,
  useServerRefusal,
  useZodForm,
} from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import type { StaffExtra } from '../api/extras';
import { useCreateExtra, useUpdateExtra } from '../api/extras';
import { NumberInput } from './number-input';

type Values = {
  name: string;
  nameEn: string;
  priceCents: number | null;
  basis: ExtraBasis;
  isActive: boolean;
};

/** Create or edit one extra, checked with the API's schema; a refusal stays on its field. */
export function ExtraRowForm({ extra, onDone }: { extra: StaffExtra | null; onDone: () => void }) {
  const { t } = useTranslation('productsAdmin');
  const form = useZodForm<typeof extraInput, Values>(extraInput, {
    defaultValues: {
      name: extra?.name ?? '',
      nameEn: extra?.nameEn ?? '',
      priceCents: extra?.priceCents ?? null,
      basis: extra?.basis ?? DEFAULT_EXTRA_BASIS,
      isActive: extra?.isActive ?? true,
    },
  });
  const refuse = useServerRefusal(form);
  const create = useCreateExtra();
  const update = useUpdateExtra();
  const priceError = useFieldError('priceCents', form.control);
  const save = async (values: ReturnType<typeof extraInput.parse>) => {
    try {
      const input: ExtraInput = values;
      if (extra) await update.mutateAsync({ ...input, id: extra.id, updatedAt: extra.updatedAt });
      else await create.mutateAsync(input);
      form.reset();
      onDone();
    } catch (error) {
      refuse(error, t('toast.unexpected'));
    }
  };
  return (
    <Form form={form} onSubmit={save} className="grid gap-3 rounded-2xl bg-parchment/60 p-4 sm:grid-cols-2">
      <FormError className="sm:col-span-2" />
      <FormField control={form.control} name="name" label={t('extrasManager.name')}>
        {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="nameEn" label={t('extrasManager.nameEn')}>
        {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
      </FormField>
      <Field label={t('extrasManager.price')} error={priceError}>
        {(control) => (
          <Controller
            control={form.control}
            name="priceCents"
            render={({ field }) => (
              <NumberInput
                {...control}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </Field>
      {/* Once for the line or per piece (decision 111): the shop says which, the customer sees it. */}
      <FormField
        control={form.control}
        name="basis"
        label={t('extrasManager.basis')}
        className="sm:col-span-2"
      >
        {(field) => (
          <Select {...field}>
            <option value="line">{t('extrasManager.basisLine')}</option>
            <option value="piece">{t('extrasManager.basisPiece')}</option>
          </Select>
        )}
      </FormField>
      <FormField
        control={form.control}
        name="isActive"
        label={t('extrasManager.isActive')}
        layout="inline"
        className="self-center"
      >
        {(field) => <Checkbox {...field} className="mt-1 size-4" />}
      </FormField>
      <div className="flex justify-end gap-2 sm:col-span-2">
        {extra && (
          <Button variant="secondary" size="sm" onClick={onDone}>
            {t('extrasManager.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {extra ? t('extrasManager.save') : t('extrasManager.add')}
        </Button>
      </div>
    </Form>
  );
}
