import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routes';
import { FormField } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import type { CheckoutForm } from '../lib/checkout-form';
import '../i18n';

const textLink = 'font-semibold text-brand underline-offset-4 hover:underline';

/**
 * A visitor's checkout (issue 38, decision 096): her e-mail and name, no password; signing in is
 * offered (and brings her back here with her cart), never required. Her phone is the contact section's.
 */
export function GuestSection() {
  const { t } = useTranslation('checkout');
  const form = useFormContext<CheckoutForm>();
  return (
    <FormSection legend={t('guest.legend')}>
      <p className="text-sm text-ink-soft">
        {t('guest.lead')}{' '}
        <Link to={paths.login} state={{ from: paths.checkout }} className={textLink}>
          {t('guest.signIn')}
        </Link>
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="email" label={t('guest.email')}>
          {(field) => <Input type="email" autoComplete="email" inputMode="email" {...field} />}
        </FormField>
        <FormField control={form.control} name="fullName" label={t('guest.fullName')}>
          {(field) => <Input autoComplete="name" {...field} />}
        </FormField>
      </div>
    </FormSection>
  );
}
