import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

type PasswordPair = { password: string; confirmPassword: string };

/**
 * A new password and its confirmation, as registration, the reset link and the profile ask for
 * them: the rules under the first, each field's own error, the browser told to suggest a password.
 */
export function NewPasswordFields<T extends FieldValues & PasswordPair>({
  form,
  fieldError,
  label,
}: {
  form: UseFormReturn<T>;
  fieldError: (name: Path<T>) => string | undefined;
  /** The first field's label ("Senha" on registration, "Nova senha" elsewhere). */
  label: string;
}) {
  const { t } = useTranslation('auth');
  const password = 'password' as Path<T>;
  const confirmPassword = 'confirmPassword' as Path<T>;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('hints.password')}
        error={fieldError(password)}
        {...form.register(password)}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(confirmPassword)}
        {...form.register(confirmPassword)}
      />
    </>
  );
}
