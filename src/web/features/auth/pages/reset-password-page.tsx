import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ResetPasswordInput, resetPasswordSchema } from '../../../../shared/accounts/schemas';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useResetPassword } from '../api/passwords';
import { AuthShell, textLink } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { useFormErrors } from '../use-form-errors';

/** Reached from the e-mailed link (/auth/reset-password?token=…): sets a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { fieldError, applyServerError } = useFormErrors(form);

  const requestNew = (
    <Link to={paths.forgotPassword} className={textLink}>
      {t('reset.requestNew')}
    </Link>
  );

  if (!token) {
    return (
      <AuthShell title={t('reset.title')} footer={requestNew}>
        <FormAlert>{t('reset.missingToken')}</FormAlert>
      </AuthShell>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync(values);
      notify('success', t('reset.done'));
      navigate(paths.login, { replace: true });
    } catch (error) {
      setLinkDead(error instanceof ApiError && error.status === 400);
      setFormError(applyServerError(error, ['password', 'confirmPassword']));
    }
  });

  return (
    <AuthShell title={t('reset.title')} subtitle={t('reset.subtitle')} footer={requestNew}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && (
          <FormAlert>
            {formError}
            {linkDead && <> {requestNew}</>}
          </FormAlert>
        )}
        <NewPasswordFields form={form} fieldError={fieldError} label={t('fields.newPassword')} />
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
