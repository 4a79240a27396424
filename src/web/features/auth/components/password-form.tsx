import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ChangePasswordInput, changePasswordSchema } from '../../../../shared/accounts/schemas';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { useChangePassword } from '../api/passwords';
import { useFormErrors } from '../use-form-errors';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { TextField } from './text-field';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/** Changing the password asks for the current one; the account's other sessions end. */
export function PasswordForm() {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { fieldError, applyServerError } = useFormErrors(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      notify('success', t('profile.passwordChanged'));
    } catch (error) {
      setFormError(applyServerError(error, ['currentPassword', 'password', 'confirmPassword']));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={fieldError('currentPassword')}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields form={form} fieldError={fieldError} label={t('fields.newPassword')} />
      <Button type="submit" variant="secondary" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('profile.changingPassword') : t('profile.changePassword')}
      </Button>
    </form>
  );
}
