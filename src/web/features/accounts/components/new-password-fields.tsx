import '../i18n';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/web/components/ui/form';
import { AuthPasswordInput } from './auth-password-input';

type PasswordPair = { password: string; confirmPassword: string };

/**
 * A new password and its confirmation, as registration, the reset link and the profile ask for
 * them: the rules under the first, each field's own error, the browser told to suggest a password.
 * Sits inside a <Form>.
 */
export function NewPasswordFields<T extends FieldValues & PasswordPair>({
  label,
}: {
  control?: Control<T, unknown, unknown>;
  /** The first field's label ("Senha" on registration, "Nova senha" elsewhere). */
  label: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField<T, Path<T>> name={'password' as Path<T>} label={label} hint={t('hints.password')}>
        {(field) => <AuthPasswordInput autoComplete="new-password" {...field} />}
      </FormField>
      <FormField<T, Path<T>> name={'confirmPassword' as Path<T>} label={t('fields.confirmPassword')}>
        {(field) => <AuthPasswordInput autoComplete="new-password" {...field} />}
      </FormField>
    </>
  );
}
