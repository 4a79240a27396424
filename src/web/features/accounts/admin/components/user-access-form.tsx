import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT_MAX } from '@/shared/accounts/staff-schemas';
import { normalizeRole, type Role } from '@/shared/permissions/roles';
import type { Person } from '@/shared/permissions/user-admin';
import { Button } from '@/web/components/ui/button';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { ApiError } from '@/web/lib/api-error';
import { useChangeUser } from '../api/change-user';
import type { StoreOption } from '../api/get-stores';
import { type ChangeFormValues, changeFormSchema, formValuesOf, type Target } from '../lib/user-controls';
import { useUserToasts } from './use-user-toasts';

/**
 * Role (only the roles the viewer may give), store (required for a manager) and department,
 * checked with the API's schema and the shared hierarchy rule. A refused save keeps what was
 * typed; a stale one (someone saved in between) says so and offers to reload.
 */
export function UserAccessForm({
  viewer,
  user,
  roles,
  stores,
  onReload,
}: {
  viewer: Person;
  user: Target;
  /** The role choices; empty when the role is not the viewer's to change (shown as a fact above). */
  roles: Role[];
  stores: StoreOption[];
  onReload: () => void;
}) {
  const { t } = useTranslation('users');
  const toasts = useUserToasts();
  const schema = useMemo(() => changeFormSchema(viewer, user), [viewer, user]);
  const form = useZodForm<typeof schema, ChangeFormValues>(schema, { defaultValues: formValuesOf(user) });
  const refuse = useServerRefusal(form);
  const change = useChangeUser();
  const rootError = form.formState.errors.root?.server;
  const stale = change.error instanceof ApiError && change.error.status === 409 && Boolean(rootError);
  // A store the list does not hold (another store, for a viewer who cannot pick it) stays as it is.
  const storeKnown = !user.store_id || stores.some((s) => s.id === user.store_id);
  // A customer's store matters only when they may be made staff (a manager's viewer cannot).
  const showStore = storeKnown && (roles.length > 0 || normalizeRole(user.role) !== 'customer');

  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={async (values) => {
        try {
          await change.mutateAsync({ ...values, id: user.id });
          toasts.success('saved');
        } catch (error) {
          refuse(error, t('manage.saveError'));
          toasts.failure(error);
        }
      }}
    >
      <FormError>
        {stale && (
          <Button variant="secondary" size="sm" className="mt-3" onClick={onReload}>
            {t('manage.reload')}
          </Button>
        )}
      </FormError>
      {roles.length > 0 && (
        <FormField control={form.control} name="role" label={t('manage.role')}>
          {(field) => (
            <Select {...field}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      {showStore && (
        <FormField
          control={form.control}
          name="storeId"
          label={t('manage.store')}
          hint={t('manage.storeHint')}
        >
          {(field) => (
            <Select {...field}>
              <option value="">{t('manage.storeNone')}</option>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <FormField control={form.control} name="department" label={t('manage.department')}>
        {(field) => <Input {...field} maxLength={DEPARTMENT_MAX + 20} autoComplete="off" />}
      </FormField>
      <div className="flex justify-end pt-1">
        <Button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
          {form.formState.isSubmitting ? t('manage.saving') : t('manage.save')}
        </Button>
      </div>
    </Form>
  );
}
