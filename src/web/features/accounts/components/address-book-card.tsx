import { Home, MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addressOneLine,
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressValues,
  savedAddressSchema,
} from '@/shared/accounts/address-book';
import { AddressFields } from '@/web/components/address-fields';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAddressBook, useRemoveAddress, useSaveAddress } from '@/web/lib/address-book';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { OldProfileAddress } from './old-profile-address';
import '@/web/components/address-i18n';

/** What the dialog edits: a new address (`null` id, `replacesProfileAddress` for her profile's old one) or one of hers. */
type Editing = { id: string | null; values: SavedAddressInput };

const blank: SavedAddressInput = {
  label: '',
  street: '',
  unit: '',
  city: '',
  state: 'GA',
  zip: '',
  isDefault: false,
};

const valuesOf = (a: SavedAddress): SavedAddressInput => ({
  label: a.label,
  street: a.street,
  unit: a.unit ?? '',
  city: a.city,
  state: a.state,
  zip: a.zip,
  isDefault: a.isDefault,
});

/**
 * "Meus endereços" on her profile (issue 38, decision 097): her saved addresses, the default
 * marked, each to edit, delete (asked first) or make the default; a new one in a dialog with the
 * checkout's own address fields, so the ZIP/city/state refusals land on the same fields.
 */
export function AddressBookCard() {
  const { t } = useTranslation('addresses');
  const server = useServerMessages();
  const book = useAddressBook();
  const save = useSaveAddress();
  const [editing, setEditing] = useState<Editing | null>(null);

  if (book.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('book.loading')}</span>
        <Skeleton className="h-20 rounded-2xl" />
      </div>
    );
  }
  if (book.isError) return <FormAlert>{server.error(book.error, t('book.loadError'))}</FormAlert>;
  const saved = book.data;
  const makeDefault = (a: SavedAddress) =>
    save.mutate(
      { id: a.id, input: { ...valuesOf(a), isDefault: true } },
      {
        onSuccess: () => notify('success', t('book.saved')),
        onError: (error) => notify('error', server.error(error, t('book.failed'))),
      },
    );

  return (
    <div className="grid gap-4">
      <OldProfileAddress onComplete={(values) => setEditing({ id: null, values })} />
      {saved.length === 0 ? (
        <p className="flex items-center gap-2.5 rounded-2xl bg-parchment/60 px-4 py-4 text-sm text-ink-soft">
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand" />
          {t('book.empty')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('book.title')}>
          {saved.map((a) => (
            <li
              key={a.id}
              data-address={a.label}
              className="flex flex-col gap-3 rounded-2xl bg-cream/60 p-4 ring-1 ring-line/70 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 gap-3">
                <Home aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {a.label}
                    {a.isDefault && <Badge tone="leaf">{t('book.default')}</Badge>}
                    {/* One moved from the old profile unchecked (decision 108) may disagree with its ZIP. */}
                    {!savedAddressSchema.safeParse(valuesOf(a)).success && (
                      <Badge tone="ember">{t('book.needsCheck')}</Badge>
                    )}
                  </p>
                  <p className="mt-0.5 text-sm break-words text-ink-soft">{addressOneLine(a)}</p>
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap gap-1.5 sm:justify-end">
                {!a.isDefault && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={save.isPending}
                    aria-label={t('book.makeDefault', { label: a.label })}
                    onClick={() => makeDefault(a)}
                  >
                    <Star aria-hidden="true" />
                    {t('book.makeDefaultShort')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('book.edit', { label: a.label })}
                  onClick={() => setEditing({ id: a.id, values: valuesOf(a) })}
                >
                  <Pencil aria-hidden="true" />
                  {t('book.editShort')}
                </Button>
                <RemoveAddress address={a} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" onClick={() => setEditing({ id: null, values: blank })}>
          <Plus aria-hidden="true" />
          {t('book.add')}
        </Button>
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent layout="drawer" aria-describedby={undefined}>
            <div className="flex items-start justify-between gap-3">
              <DialogTitle>{editing.id ? t('book.editTitle') : t('book.addTitle')}</DialogTitle>
              <DialogCloseButton label={t('book.close')} className="-mt-1 -mr-2" />
            </div>
            <AddressForm editing={editing} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

/** The dialog's form: the label, the shared address fields and "use as my default". */
function AddressForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const { t } = useTranslation('addresses');
  const save = useSaveAddress();
  const form = useZodForm<typeof savedAddressSchema, SavedAddressInput>(savedAddressSchema, {
    defaultValues: editing.values,
  });
  const refuse = useServerRefusal(form);
  const onSubmit = async (values: SavedAddressValues) => {
    const input: SavedAddressInput = {
      ...values,
      unit: values.unit ?? '',
      replacesProfileAddress: editing.values.replacesProfileAddress === true,
    };
    try {
      await save.mutateAsync(editing.id ? { id: editing.id, input } : { input });
      notify('success', t('book.saved'));
      onDone();
    } catch (error) {
      refuse(error, t('book.failed'));
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="mt-5 grid gap-4">
      <FormError />
      <FormField control={form.control} name="label" label={t('label')} hint={t('labelHint')}>
        {(field) => <Input maxLength={40} {...field} />}
      </FormField>
      <AddressFields<SavedAddressInput> />
      {!editing.values.isDefault && (
        <label className="flex items-center gap-2.5 text-sm text-ink">
          <Checkbox className="size-4" {...form.register('isDefault')} />
          {t('book.isDefault')}
        </label>
      )}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('book.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('book.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Delete, asked first. */
function RemoveAddress({ address }: { address: SavedAddress }) {
  const { t } = useTranslation('addresses');
  const server = useServerMessages();
  const remove = useRemoveAddress();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost" aria-label={t('book.remove', { label: address.label })}>
          <Trash2 aria-hidden="true" />
          {t('book.removeShort')}
        </Button>
      }
      title={t('book.confirmRemove', { label: address.label })}
      description={t('book.confirmRemoveBody')}
      confirmLabel={t('book.removeShort')}
      cancelLabel={t('book.cancel')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(address.id, {
          onSuccess: () => {
            setOpen(false);
            notify('success', t('book.removed'));
          },
          onError: (error) => notify('error', server.error(error, t('book.removeFailed'))),
        })
      }
    />
  );
}
