import { useTranslation } from 'react-i18next';
import {
  type InvitationCreateInput,
  invitationChoosingStoreSchema,
  invitationCreateSchema,
} from '@/shared/accounts/invitation-schemas';
import { LANGUAGES } from '@/shared/i18n/language';
import type { InvitableRole } from '@/shared/permissions/invitations';
import { worksInOneStore } from '@/shared/permissions/roles';
import { Button } from '@/web/components/ui/button';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { useCreateInvitation } from '@/web/features/accounts/invitations/api';
import { useSettings } from '@/web/lib/settings';
import { notify } from '@/web/lib/toast';
import type { StoreOption } from '../api/get-stores';

/**
 * E-mail, role (only the roles the viewer may give, from the shared rule) and, for a manager or
 * an operator, the store — asked only when the shop has several; with one the server takes it
 * (issue 39). Checked with the API's schema; a refusal lands on its field and what was typed stays.
 */
export function InviteForm({ roles, stores }: { roles: InvitableRole[]; stores: StoreOption[] }) {
  const { t } = useTranslation('invitations');
  const create = useCreateInvitation();
  // A manager when offered (the usual invitation), else the lowest role offered.
  const initialRole = roles.includes('manager') ? 'manager' : (roles[roles.length - 1] ?? 'manager');
  // The invitee's language starts on the shop's (decision 106).
  const language = useSettings().data?.defaultLanguage ?? 'pt-BR';
  const empty: InvitationCreateInput = { email: '', role: initialRole, storeId: '', language };
  const oneStore = stores.length === 1;
  const form = useZodForm(oneStore ? invitationCreateSchema : invitationChoosingStoreSchema, {
    defaultValues: empty,
  });
  const refuse = useServerRefusal(form);
  const role = form.watch('role');

  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={async (values) => {
        try {
          const { invitation } = await create.mutateAsync(values);
          notify('success', t('form.sent', { email: invitation.email }));
          form.reset({
            ...empty,
            role: values.role,
            storeId: values.storeId ?? '',
            language: values.language,
          });
        } catch (error) {
          refuse(error, t('form.error'));
        }
      }}
    >
      <FormError />
      <FormField control={form.control} name="email" label={t('form.email')}>
        {(field) => <Input type="email" autoComplete="off" inputMode="email" {...field} />}
      </FormField>
      <FormField control={form.control} name="role" label={t('form.role')}>
        {(field) => (
          <Select {...field}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {worksInOneStore(role) && !oneStore && (
        <FormField control={form.control} name="storeId" label={t('form.store')} hint={t('form.storeHint')}>
          {(field) => (
            <Select {...field}>
              <option value="">{t('form.storeChoose')}</option>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <FormField
        control={form.control}
        name="language"
        label={t('form.language')}
        hint={t('form.languageHint')}
      >
        {(field) => (
          <Select {...field}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`form.languages.${l}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="flex justify-end pt-1">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </Form>
  );
}
