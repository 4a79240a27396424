import '../i18n';
import type * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { type RegisterInput, registerFormSchema } from '@/shared/accounts/schemas';
import { DEFAULT_COUNTRY } from '@/shared/phones/countries';
import { whatsappWelcomeCountry } from '@/shared/phones/rules';
import { paths } from '@/shared/routes';
import { PhoneInput } from '@/web/components/phone-input';
import { SMS_COUNTRIES, SmsConsent } from '@/web/components/sms-consent';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import {
  Form,
  FormError,
  FormField,
  useFieldError,
  useServerRefusal,
  useZodForm,
} from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { openLegal } from '@/web/lib/legal-events';
import { useCountryFollowsDefault, useDefaultPhoneCountry } from '@/web/lib/phone-default';
import { notify } from '@/web/lib/toast';
import { useRegister } from '../api/register';
import { AuthShell, textLink } from '../components/auth-shell';
import { GoogleButton } from '../components/google-button';
import { NewPasswordFields } from '../components/new-password-fields';
import { returnPath, useSendSignedInOn } from '../hooks/use-return-path';

type RegisterForm = Omit<RegisterInput, 'acceptTerms'> & { acceptTerms: boolean };

/** What the welcome page is told: the name, and whether a WhatsApp welcome is on its way. */
export type WelcomeState = { name: string; whatsappWelcome: boolean };

/** SPEC §2.8 sign-up: full name, country, phone, e-mail, password, confirmation (+ the terms). */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const defaultCountry = useDefaultPhoneCountry();
  const form = useZodForm<typeof registerFormSchema, RegisterForm>(registerFormSchema, {
    defaultValues: {
      fullName: '',
      country: defaultCountry,
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      smsConsent: false,
    },
  });
  useCountryFollowsDefault(form, 'country', 'phone');
  const refuse = useServerRefusal(form);
  const location = useLocation();
  useSendSignedInOn(form.formState.isSubmitting || form.formState.isSubmitSuccessful);

  const onSubmit = async (values: RegisterInput) => {
    try {
      const result = await registerAccount.mutateAsync(values);
      if (!result.session) {
        // Not signed in (the address had an account, or sign-in is paced): the same words either way.
        notify('info', t('register.signInManually', { email: values.email.trim() }));
        navigate(paths.login, { replace: true, state: location.state });
        return;
      }
      notify('success', t('register.success'));
      // Sent here from a page (the checkout): back to it, cart and all; else the welcome page.
      const back = returnPath(location.state);
      if (back) {
        navigate(back, { replace: true });
        return;
      }
      const state: WelcomeState = { name: values.fullName, whatsappWelcome: result.whatsappWelcome };
      navigate(paths.welcome, { replace: true, state });
    } catch (error) {
      // The phone's refusal may name the country: it shows under the one phone field.
      refuse(error, t('genericError'), { fields: (name) => FIELDS.has(name) });
    }
  };

  return (
    <AuthShell
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={paths.login} state={location.state} className={textLink}>
            {t('register.login')}
          </Link>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} className="space-y-5">
        <FormError />
        <FormField control={form.control} name="fullName" label={t('fields.fullName')}>
          {(field) => <Input autoComplete="name" {...field} />}
        </FormField>
        <PhoneField
          form={form}
          hint={
            whatsappWelcomeCountry(form.watch('country') ?? '') ? t('hints.phone') : t('hints.phoneOrders')
          }
          label={t('fields.phoneOptional')}
        />
        <FormField control={form.control} name="email" label={t('fields.email')}>
          {(field) => <Input type="email" autoComplete="email" inputMode="email" {...field} />}
        </FormField>
        <NewPasswordFields control={form.control} label={t('fields.password')} />
        {SMS_COUNTRIES.includes(form.watch('country') ?? '') && Boolean(form.watch('phone')?.trim()) && (
          <SmsConsent id="register-sms-consent" {...form.register('smsConsent')} />
        )}
        <FormField
          control={form.control}
          name="acceptTerms"
          layout="inline"
          label={
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                terms: <LegalButton type="terms" />,
                privacy: <LegalButton type="privacy" />,
              }}
            />
          }
        >
          {(field) => <Checkbox className="mt-1 size-5 rounded border-line" {...field} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </Form>
      <div className="mt-5">
        <GoogleButton mode="sign_in" returnTo={returnPath(location.state) ?? undefined} showTerms />
      </div>
    </AuthShell>
  );
}

const FIELDS = new Set([
  'fullName',
  'country',
  'phone',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
]);

/** The shared phone field (country with flag + national mask); a country error shows here too. */
function PhoneField({
  form,
  label,
  hint,
}: {
  form: UseFormReturn<RegisterForm, unknown, RegisterInput>;
  label: string;
  hint: string;
}) {
  const phoneError = useFieldError('phone');
  const countryError = useFieldError('country');
  const country = form.watch('country') ?? DEFAULT_COUNTRY;
  const phone = form.watch('phone') ?? '';
  return (
    <Field hint={hint} error={phoneError ?? countryError}>
      {(control) => (
        <PhoneInput
          {...control}
          name="phone"
          value={{ country, phone }}
          onChange={(next) => {
            form.setValue('country', next.country);
            form.setValue('phone', next.phone, { shouldDirty: true });
            if (form.formState.errors.phone) form.clearErrors('phone');
          }}
          ref={form.register('phone').ref}
          labels={{ phone: label }}
        />
      )}
    </Field>
  );
}

/** Opens a legal document in the viewer (SPEC §2.6) without leaving the form. */
function LegalButton({ type, children }: { type: 'terms' | 'privacy'; children?: React.ReactNode }) {
  return (
    <button
      type="button"
      className="font-medium text-brand underline underline-offset-2"
      onClick={(event) => {
        event.preventDefault();
        openLegal(type);
      }}
    >
      {children}
    </button>
  );
}
