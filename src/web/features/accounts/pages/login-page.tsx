import '../i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { type LoginInput, loginSchema } from '@/shared/accounts/schemas';
import { isStaffRole } from '@/shared/permissions/roles';
import { paths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-error';
import { retryTimeOf } from '@/web/lib/rate-limit-toast';
import { notify } from '@/web/lib/toast';
import { useLogin } from '../api/login';
import { AuthPasswordInput } from '../components/auth-password-input';
import { AuthShell, textLink } from '../components/auth-shell';
import { GoogleButton, GoogleOutcomeAlert } from '../components/google-button';
import { PacedNotice } from '../components/paced-notice';
import { destinationAfterSignIn, returnPath, useSendSignedInOn } from '../hooks/use-return-path';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const refuse = useServerRefusal(form);
  useSendSignedInOn(form.formState.isSubmitting || form.formState.isSubmitSuccessful);

  // The account's sign-in is paced (decision 074): the wait, and the unlock link, for this address.
  const [paced, setPaced] = useState<{ time: string; email: string } | null>(null);

  const onSubmit = async (values: LoginInput) => {
    setPaced(null);
    try {
      const session = await login.mutateAsync(values);
      const role = session.profile?.role;
      notify('success', t(isStaffRole(role) ? 'login.redirectingAdmin' : 'login.success'));
      // Issue 18: an existing customer whose e-mail is not confirmed is asked to confirm it.
      if (!isStaffRole(role) && session.profile && !session.profile.is_verified) {
        notify('info', t('login.confirmEmail'), { duration: 10_000 });
      }
      navigate(destinationAfterSignIn(location.state, role), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.body.key === 'auth.signInPaced') {
        setPaced({ time: retryTimeOf(error), email: values.email.trim() });
        return;
      }
      if (error instanceof ApiError && error.status === 429) {
        form.setError('root.server', { message: t('login.rateLimited', { time: retryTimeOf(error) }) });
        return;
      }
      refuse(error, t('genericError'));
    }
  };

  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          {/* Where the person was going travels on: signing up brings them back there too. */}
          <Link to={paths.register} state={location.state} className={textLink}>
            {t('login.register')}
          </Link>
        </>
      }
    >
      <GoogleOutcomeAlert />
      <Form form={form} onSubmit={onSubmit} className="space-y-5">
        <FormError />
        {paced ? <PacedNotice time={paced.time} email={paced.email} /> : null}
        <FormField control={form.control} name="email" label={t('fields.email')}>
          {(field) => <Input type="email" autoComplete="email" inputMode="email" {...field} />}
        </FormField>
        <div>
          <FormField control={form.control} name="password" label={t('fields.password')}>
            {(field) => <AuthPasswordInput autoComplete="current-password" {...field} />}
          </FormField>
          <p className="mt-2 text-right text-sm">
            <Link to={paths.forgotPassword} className={textLink}>
              {t('login.forgot')}
            </Link>
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
      <div className="mt-5">
        <GoogleButton mode="sign_in" returnTo={returnPath(location.state) ?? undefined} />
      </div>
    </AuthShell>
  );
}
