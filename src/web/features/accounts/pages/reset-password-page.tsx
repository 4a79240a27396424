import '../i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ResetPasswordInput, resetPasswordSchema } from '@/shared/accounts/schemas';
import { paths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { Form, FormError, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormAlert } from '@/web/components/ui/form-alert';
import { ApiError } from '@/web/lib/api-error';
import { notify } from '@/web/lib/toast';
import { useResetPassword } from '../api/passwords';
import { AuthShell, textLink } from '../components/auth-shell';
import { NewPasswordFields } from '../components/new-password-fields';

const SHOWN = new Set(['password', 'confirmPassword']);

/** Reached from the e-mailed link (/auth/reset-password?token=…): sets a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [linkDead, setLinkDead] = useState(false);
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const refuse = useServerRefusal(form);

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

  const onSubmit = async (values: ResetPasswordInput) => {
    try {
      await reset.mutateAsync(values);
      notify('success', t('reset.done'));
      navigate(paths.login, { replace: true });
    } catch (error) {
      setLinkDead(error instanceof ApiError && error.status === 400);
      refuse(error, t('genericError'), { fields: (name) => SHOWN.has(name) });
    }
  };

  return (
    <AuthShell title={t('reset.title')} subtitle={t('reset.subtitle')} footer={requestNew}>
      <Form form={form} onSubmit={onSubmit} className="space-y-5">
        <FormError>{linkDead && <> {requestNew}</>}</FormError>
        <NewPasswordFields control={form.control} label={t('fields.newPassword')} />
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </Form>
    </AuthShell>
  );
}
