import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { type LoginInput, loginSchema } from '../../../../shared/accounts/schemas';
import { isStaffRole } from '../../../../shared/permissions/roles';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { retryTimeOf } from '../../../lib/rate-limit-toast';
import { notify } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { AuthShell, textLink } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { useFormErrors } from '../use-form-errors';

/** Where a guard sent the person from, if it is a page of this app. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { fieldError, applyServerError } = useFormErrors(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const session = await login.mutateAsync(values);
      if (isStaffRole(session.profile?.role)) {
        notify('success', t('login.redirectingAdmin'));
        navigate(returnPath(location.state) ?? paths.admin, { replace: true });
      } else {
        notify('success', t('login.success'));
        navigate(returnPath(location.state) ?? paths.home, { replace: true });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setFormError(t('login.rateLimited', { time: retryTimeOf(error) }));
        return;
      }
      setFormError(applyServerError(error, ['email', 'password']));
    }
  });

  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={paths.register} className={textLink}>
            {t('login.register')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError('email')}
          {...form.register('email')}
        />
        <div>
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            error={fieldError('password')}
            {...form.register('password')}
          />
          <p className="mt-2 text-right text-sm">
            <Link to={paths.forgotPassword} className={textLink}>
              {t('login.forgot')}
            </Link>
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
