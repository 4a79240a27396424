import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type RegisterInput, registerFormSchema } from '../../../../shared/accounts/schemas';
import { DEFAULT_COUNTRY } from '../../../../shared/phones/countries';
import { paths } from '../../../../shared/routes';
import { PhoneInput } from '../../../components/phone-input';
import { Button } from '../../../components/ui/button';
import { useRegister } from '../../../features/auth/api/register';
import { FormAlert } from '../../../features/auth/components/form-alert';
import { NewPasswordFields } from '../../../features/auth/components/new-password-fields';
import { TextField } from '../../../features/auth/components/text-field';
import { useFormErrors } from '../../../features/auth/use-form-errors';
import { LegalListener } from '../../../features/legal/legal-listener';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { openLegal } from '../../layout/legal-events';
import { AuthShell, textLink } from './auth-shell';

type RegisterForm = Omit<RegisterInput, 'acceptTerms'> & { acceptTerms: boolean };

const FIELDS = [
  'fullName',
  'country',
  'phone',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const;

export type WelcomeState = { name: string; phoneSaved: boolean };

/** SPEC §2.8 sign-up: full name, country, phone, e-mail, password, confirmation (+ the terms). */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const id = useId();
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema) as never,
    defaultValues: {
      fullName: '',
      country: DEFAULT_COUNTRY,
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const { fieldError, applyServerError } = useFormErrors(form);
  const country = form.watch('country') ?? DEFAULT_COUNTRY;
  const phone = form.watch('phone') ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await registerAccount.mutateAsync(values as RegisterInput);
      if (!result.session) {
        notify('info', t('register.signInManually'));
        navigate(paths.login, { replace: true });
        return;
      }
      notify('success', t('register.success'));
      const state: WelcomeState = { name: values.fullName, phoneSaved: result.phoneSaved };
      navigate(paths.welcome, { replace: true, state });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('email', { message: error.body.key }, { shouldFocus: true });
        return;
      }
      setFormError(applyServerError(error, FIELDS));
    }
  });

  const phoneError = fieldError('phone') ?? fieldError('country');
  const termsError = fieldError('acceptTerms');
  return (
    <AuthShell
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={paths.login} className={textLink}>
            {t('register.login')}
          </Link>
        </>
      }
    >
      <LegalListener />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label={t('fields.fullName')}
          autoComplete="name"
          error={fieldError('fullName')}
          {...form.register('fullName')}
        />
        <div>
          {/* Seam: the shared phone field (country with flag + national mask). */}
          <PhoneInput
            id={`${id}-phone`}
            name="phone"
            value={{ country, phone }}
            onChange={(next) => {
              form.setValue('country', next.country);
              form.setValue('phone', next.phone, { shouldDirty: true });
              if (form.formState.errors.phone) form.clearErrors('phone');
            }}
            ref={form.register('phone').ref}
            labels={{ phone: t('fields.phoneOptional') }}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={`${id}-phone-${phoneError ? 'error' : 'hint'}`}
          />
          {phoneError ? (
            <p id={`${id}-phone-error`} className="mt-1.5 text-sm text-red-800">
              {phoneError}
            </p>
          ) : (
            <p id={`${id}-phone-hint`} className="mt-1.5 text-sm text-muted">
              {t('hints.phone')}
            </p>
          )}
        </div>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError('email')}
          {...form.register('email')}
        />
        <NewPasswordFields form={form} fieldError={fieldError} label={t('fields.password')} />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-terms`}
              type="checkbox"
              className="mt-1 size-5 shrink-0 rounded border-line accent-brand"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${id}-terms-error` : undefined}
              {...form.register('acceptTerms')}
            />
            <label htmlFor={`${id}-terms`} className="text-sm text-ink-soft">
              <Trans
                t={t}
                i18nKey="register.terms"
                components={{
                  terms: <LegalButton type="terms" />,
                  privacy: <LegalButton type="privacy" />,
                }}
              />
            </label>
          </div>
          {termsError && (
            <p id={`${id}-terms-error`} className="mt-1.5 text-sm text-red-800">
              {termsError}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthShell>
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
