import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppProfile } from '../../../../shared/accounts/profile';
import { type ProfileUpdateInput, profileUpdateSchema } from '../../../../shared/accounts/schemas';
import { type CountryCode, DEFAULT_COUNTRY, isCountryCode } from '../../../../shared/phones/countries';
import { formatPhoneInput } from '../../../../shared/phones/rules';
import { PhoneInput } from '../../../components/phone-input';
import { Button } from '../../../components/ui/button';
import { useUpdateProfile } from '../../../lib/session/update-profile';
import { notify } from '../../../lib/toast';
import { useFormErrors } from '../use-form-errors';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

const FIELDS = ['fullName', 'country', 'phone', 'address', 'city', 'state', 'zipCode'] as const;

function defaultsFrom(profile: AppProfile | null, fallbackName: string): ProfileUpdateInput {
  const country: CountryCode =
    profile?.country && isCountryCode(profile.country) ? profile.country : DEFAULT_COUNTRY;
  return {
    fullName: profile?.name ?? fallbackName,
    country,
    phone: profile?.phone ? formatPhoneInput(profile.phone, country) : '',
    address: profile?.address ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    zipCode: profile?.zipCode ?? '',
  };
}

/** Name, phone with its country, and the delivery address (kept in the profile's metadata, §3.1). */
export function ProfileForm({ profile, fallbackName }: { profile: AppProfile | null; fallbackName: string }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema) as never,
    defaultValues: defaultsFrom(profile, fallbackName),
  });
  const { fieldError, applyServerError } = useFormErrors(form);
  const country = form.watch('country') ?? DEFAULT_COUNTRY;
  const phone = form.watch('phone') ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const session = await update.mutateAsync(values);
      form.reset(defaultsFrom(session.profile, fallbackName));
      notify('success', t('profile.saved'));
    } catch (error) {
      setFormError(applyServerError(error, FIELDS));
    }
  });

  const phoneError = fieldError('phone');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {!profile && <FormAlert kind="success">{t('profile.noProfile')}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        error={fieldError('fullName')}
        {...form.register('fullName')}
      />
      <div>
        <PhoneInput
          id={`${id}-phone`}
          name="phone"
          value={{ country, phone }}
          onChange={(next) => {
            form.setValue('country', next.country, { shouldDirty: true });
            form.setValue('phone', next.phone, { shouldDirty: true });
            if (form.formState.errors.phone) form.clearErrors('phone');
          }}
          ref={form.register('phone').ref}
          labels={{ phone: t('fields.phoneOptional') }}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? `${id}-phone-error` : undefined}
        />
        {phoneError && (
          <p id={`${id}-phone-error`} className="mt-1.5 text-sm text-red-800">
            {phoneError}
          </p>
        )}
      </div>
      <TextField
        label={t('fields.address')}
        autoComplete="street-address"
        error={fieldError('address')}
        {...form.register('address')}
      />
      <div className="grid gap-5 sm:grid-cols-[1fr_8rem_9rem]">
        <TextField
          label={t('fields.city')}
          autoComplete="address-level2"
          error={fieldError('city')}
          {...form.register('city')}
        />
        <TextField
          label={t('fields.state')}
          autoComplete="address-level1"
          error={fieldError('state')}
          {...form.register('state')}
        />
        <TextField
          label={t('fields.zipCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          error={fieldError('zipCode')}
          {...form.register('zipCode')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
          {form.formState.isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
