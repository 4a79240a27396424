import { useTranslation } from 'react-i18next';
import { type StoreCreateInput, storeCreateSchema } from '@/shared/delivery/store-schemas';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/lib/toast';
import { useCreateStore } from '../api/write-store';

function NewStoreForm({ onDone, onCreated }: { onDone: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('stores');
  const form = useZodForm(storeCreateSchema, { defaultValues: { name: '', address: '', phone: '' } });
  const refuse = useServerRefusal(form);
  const create = useCreateStore();
  const save = async (values: StoreCreateInput) => {
    try {
      const { store } = await create.mutateAsync(values);
      notify('success', t('created'));
      onDone();
      onCreated(store.id);
    } catch (error) {
      refuse(error, t('saveFailed'));
    }
  };
  return (
    <Form form={form} onSubmit={save} className="mt-5 space-y-4">
      <FormError />
      <FormField control={form.control} name="name" label={t('details.name')}>
        {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="address" label={t('details.address')}>
        {(field) => <Input {...field} maxLength={200} autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="phone" label={t('details.phone')}>
        {(field) => <Input {...field} type="tel" maxLength={30} autoComplete="off" />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('create.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** A new store: name, address and phone; it starts with pickup and delivery off (decision 035). */
export function NewStoreDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('stores');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="drawer">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogCloseButton label={t('close')} className="-mt-1 -mr-2" />
        </div>
        <DialogDescription className="text-sm">{t('create.description')}</DialogDescription>
        {open && <NewStoreForm onDone={() => onOpenChange(false)} onCreated={onCreated} />}
      </DialogContent>
    </Dialog>
  );
}
