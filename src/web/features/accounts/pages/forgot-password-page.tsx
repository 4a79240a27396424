import '../i18n';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@/shared/accounts/schemas';
import { paths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { useForgotPassword } from '../api/passwords';
import { AuthShell, textLink } from '../components/auth-shell';

/** Asks for a reset link; the answer never says whether the e-mail has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const refuse = useServerRefusal(form);

  const onSubmit = async (values: ForgotPasswordInput) => {
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      refuse(error, t('genericError'));
    }
  };

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
      <Form form={form} onSubmit={onSubmit} className="space-y-5">
        <FormError />
        <FormField control={form.control} name="email" label={t('fields.email')}>
          {(field) => <Input type="email" autoComplete="email" inputMode="email" {...field} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </Form>
    </AuthShell>
  );
}
