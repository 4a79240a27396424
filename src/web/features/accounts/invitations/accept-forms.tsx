import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  type AcceptNewAccountValues,
  acceptNewAccountFormSchema,
} from '@/shared/accounts/invitation-schemas';
import { paths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { useAuth } from '@/web/lib/session/auth-context';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { textLink } from '../components/auth-shell';
import { NewPasswordFields } from '../components/new-password-fields';
import { useAcceptInvitation } from './api';

type Pending = { token: string; email: string; roleName: string };

/** A new person: their name and a password (the shared rules); they are signed in with the role. */
export function NewAccountForm({ token, email }: Pending) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const form = useZodForm(acceptNewAccountFormSchema, {
    defaultValues: { token, fullName: '', password: '', confirmPassword: '' },
  });
  const refuse = useServerRefusal(form);
  const onSubmit = async (values: AcceptNewAccountValues) => {
    try {
      await accept.mutateAsync(values);
      notify('success', t('accept.welcome'));
      navigate(paths.admin, { replace: true });
    } catch (error) {
      refuse(error, t('accept.error'));
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <FormError />
      <div>
        <p className="text-sm font-medium text-ink">{t('accept.email')}</p>
        <p className="mt-1 break-all text-ink-soft">{email}</p>
      </div>
      <FormField control={form.control} name="fullName" label={t('accept.fullName')}>
        {(field) => <Input autoComplete="name" {...field} />}
      </FormField>
      <NewPasswordFields control={form.control} label={t('accept.password')} />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('accept.submitting') : t('accept.submit')}
      </Button>
    </Form>
  );
}

/**
 * The e-mail already has an account: signed out → sign in and come back; signed in with another
 * e-mail → say so and offer to sign out; signed in with it → accept, and the role changes.
 */
export function ExistingAccountAccept({ token, email, roleName }: Pending) {
  const { t } = useTranslation('invitations');
  const server = useServerMessages();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, signOut } = useAuth();
  const accept = useAcceptInvitation();

  if (!user) {
    return (
      <div className="space-y-5">
        <p className="text-ink-soft">{t('accept.hasAccount', { role: roleName })}</p>
        <Link
          to={paths.login}
          state={{ from: `${location.pathname}${location.search}` }}
          className={`${textLink} inline-block`}
        >
          {t('accept.signIn')}
        </Link>
      </div>
    );
  }
  if (user.email.toLowerCase() !== email) {
    return (
      <div className="space-y-5">
        <FormAlert>{t('accept.wrongAccount', { signedIn: user.email, invited: email })}</FormAlert>
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('accept.signOut')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-ink-soft">{t('accept.signedInAs', { email: user.email })}</p>
      {accept.isError && <FormAlert>{server.error(accept.error, t('accept.error'))}</FormAlert>}
      <Button
        size="lg"
        className="w-full"
        disabled={accept.isPending}
        onClick={async () => {
          try {
            await accept.mutateAsync({ token });
            notify('success', t('accept.welcome'));
            navigate(paths.admin, { replace: true });
          } catch {
            // Said above.
          }
        }}
      >
        {accept.isPending ? t('accept.submitting') : t('accept.acceptAsAccount')}
      </Button>
    </div>
  );
}
