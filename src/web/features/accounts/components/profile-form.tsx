import '../i18n';
import { useTranslation } from 'react-i18next';
import type { AppProfile } from '@/shared/accounts/profile';
import { type ProfileUpdateInput, profileUpdateSchema } from '@/shared/accounts/schemas';
import { type CountryCode, DEFAULT_COUNTRY, isCountryCode } from '@/shared/phones/countries';
import { formatPhoneInput } from '@/shared/phones/rules';
import { PhoneInput } from '@/web/components/phone-input';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import {
  Form,
  FormError,
  FormField,
  useFieldError,
  useServerRefusal,
  useZodForm,
} from '@/web/components/ui/form';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { useCountryFollowsDefault, useDefaultPhoneCountry } from '@/web/lib/phone-default';
import { useUpdateProfile } from '@/web/lib/session/update-profile';
import { notify } from '@/web/lib/toast';

function defaultsFrom(
  profile: AppProfile | null,
  fallbackName: string,
  defaultCountry: CountryCode,
): ProfileUpdateInput {
  const country: CountryCode =
    profile?.country && isCountryCode(profile.country) ? profile.country : defaultCountry;
  return {
    fullName: profile?.name ?? fallbackName,
    country,
    phone: profile?.phone ? formatPhoneInput(profile.phone, country) : '',
  };
}

/** Name and phone with its country; her addresses are the address book's card (decision 108). */
export function ProfileForm({ profile, fallbackName }: { profile: AppProfile | null; fallbackName: string }) {
  const { t } = useTranslation('auth');
  const update = useUpdateProfile();
  const defaultCountry = useDefaultPhoneCountry();
  const form = useZodForm<typeof profileUpdateSchema, ProfileUpdateInput>(profileUpdateSchema, {
    defaultValues: defaultsFrom(profile, fallbackName, defaultCountry),
  });
  // A profile with its own country keeps it; one without starts on the shop's default.
  useCountryFollowsDefault(form, 'country', 'phone', !(profile?.country && isCountryCode(profile.country)));
  const refuse = useServerRefusal(form);
  const country = form.watch('country') ?? DEFAULT_COUNTRY;
  const phone = form.watch('phone') ?? '';
  const phoneError = useFieldError('phone', form.control);

  const onSubmit = async (values: ProfileUpdateInput) => {
    try {
      const session = await update.mutateAsync(values);
      form.reset(defaultsFrom(session.profile, fallbackName, defaultCountry));
      notify('success', t('profile.saved'));
    } catch (error) {
      refuse(error, t('genericError'));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      {!profile && <FormAlert kind="success">{t('profile.noProfile')}</FormAlert>}
      <FormError />
      <FormField control={form.control} name="fullName" label={t('fields.fullName')}>
        {(field) => <Input autoComplete="name" {...field} />}
      </FormField>
      <Field error={phoneError}>
        {(control) => (
          <PhoneInput
            {...control}
            name="phone"
            value={{ country, phone }}
            onChange={(next) => {
              form.setValue('country', next.country, { shouldDirty: true });
              form.setValue('phone', next.phone, { shouldDirty: true });
              if (form.formState.errors.phone) form.clearErrors('phone');
            }}
            ref={form.register('phone').ref}
            labels={{ phone: t('fields.phoneOptional') }}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
          {form.formState.isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </Form>
  );
}
