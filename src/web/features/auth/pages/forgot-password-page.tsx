import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../../../shared/accounts/schemas';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { useForgotPassword } from '../api/passwords';
import { AuthShell, textLink } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { useFormErrors } from '../use-form-errors';

/** Asks for a reset link; the answer never says whether the e-mail has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { fieldError, applyServerError } = useFormErrors(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      setFormError(applyServerError(error, ['email']));
    }
  });

  const back = (
    <Link to={paths.login} className={textLink}>
      {t('forgot.back')}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthShell title={t('forgot.sentTitle')} footer={back}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-leaf/10 text-leaf">
            <MailCheck aria-hidden="true" className="size-7" />
          </span>
          <p className="text-ink-soft">{t('forgot.sent')}</p>
          <p className="font-medium text-ink">{sentTo}</p>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={back}>
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
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
