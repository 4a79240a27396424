import { useTranslation } from 'react-i18next';
import { type StoreEditInput, storeEditSchema } from '@/shared/delivery/store-schemas';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/lib/toast';
import type { StoreDetail } from '../api/get-store';
import { useUpdateStore } from '../api/write-store';

const valuesOf = (store: StoreDetail['store']): StoreEditInput => ({
  name: store.name,
  nameEn: store.nameEn,
  address: store.address,
  phone: store.phone,
  notifyPhone: store.notifyPhone,
  notifyEmail: store.notifyEmail,
  isActive: store.isActive,
  updatedAt: store.updatedAt,
});

/**
 * The store's name, address, phone and whether it is active, with their own save (they are a
 * different row from the fulfilment settings, with their own version). Read-only for a manager.
 */
export function StoreDetailsForm({ store, readOnly }: { store: StoreDetail['store']; readOnly: boolean }) {
  const { t } = useTranslation('stores');
  const form = useZodForm(storeEditSchema, { defaultValues: valuesOf(store) });
  const refuse = useServerRefusal(form);
  const update = useUpdateStore();
  const save = async (values: StoreEditInput) => {
    try {
      const saved = await update.mutateAsync({ ...values, id: store.id });
      form.reset(valuesOf(saved.store));
      notify('success', t('saved'));
    } catch (error) {
      refuse(error, t('saveFailed'));
    }
  };
  return (
    <Form form={form} onSubmit={save}>
      <FormSection legend={t('details.title')}>
        <fieldset disabled={readOnly} className="min-w-0 space-y-4">
          <FormError />
          <p className="text-sm text-muted">{t('details.slug', { slug: store.slug })}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField control={form.control} name="name" label={t('details.name')}>
              {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
            </FormField>
            <FormField
              control={form.control}
              name="nameEn"
              label={t('details.nameEn')}
              hint={t('englishBlank')}
            >
              {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
            </FormField>
          </div>
          <FormField control={form.control} name="phone" label={t('details.phone')}>
            {(field) => (
              <Input {...field} type="tel" maxLength={30} autoComplete="off" className="sm:max-w-xs" />
            )}
          </FormField>
          <FormField control={form.control} name="address" label={t('details.address')}>
            {(field) => <Input {...field} maxLength={200} autoComplete="off" />}
          </FormField>
          <p className="text-sm text-muted">{t('details.notifyHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField control={form.control} name="notifyPhone" label={t('details.notifyPhone')}>
              {(field) => <Input {...field} type="tel" maxLength={30} autoComplete="off" />}
            </FormField>
            <FormField control={form.control} name="notifyEmail" label={t('details.notifyEmail')}>
              {(field) => <Input {...field} type="email" maxLength={254} autoComplete="off" />}
            </FormField>
          </div>
          <FormField control={form.control} name="isActive" label={t('details.isActive')} layout="inline">
            {(field) => <Checkbox {...field} className="mt-1 size-4" />}
          </FormField>
          {!readOnly && (
            <div className="flex justify-end">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('saving') : t('details.save')}
              </Button>
            </div>
          )}
        </fieldset>
      </FormSection>
    </Form>
  );
}
