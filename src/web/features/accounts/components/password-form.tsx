import '../i18n';
import { useTranslation } from 'react-i18next';
import { type ChangePasswordInput, changePasswordSchema } from '@/shared/accounts/schemas';
import { Button } from '@/web/components/ui/button';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { notify } from '@/web/lib/toast';
import { useChangePassword } from '../api/passwords';
import { AuthPasswordInput } from './auth-password-input';
import { NewPasswordFields } from './new-password-fields';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/** Changing the password asks for the current one; the account's other sessions end. */
export function PasswordForm() {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const form = useZodForm(changePasswordSchema, { defaultValues: EMPTY });
  const refuse = useServerRefusal(form);

  const onSubmit = async (values: ChangePasswordInput) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      notify('success', t('profile.passwordChanged'));
    } catch (error) {
      refuse(error, t('genericError'));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <FormError />
      <FormField control={form.control} name="currentPassword" label={t('fields.currentPassword')}>
        {(field) => <AuthPasswordInput autoComplete="current-password" {...field} />}
      </FormField>
      <NewPasswordFields control={form.control} label={t('fields.newPassword')} />
      <Button type="submit" variant="secondary" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('profile.changingPassword') : t('profile.changePassword')}
      </Button>
    </Form>
  );
}
