import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
} from '@/shared/contact/schemas';
import { isValidTypedPhone, nationalDigits, toE164 } from '@/shared/phones/rules';
import { PHONE_INVALID_FOR_COUNTRY_MESSAGE } from '@/shared/phones/schemas';
import { type PhoneFieldValue, PhoneInput } from '@/web/components/phone-input';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Form, FormField, useFieldError, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { useDefaultPhoneCountry } from '@/web/lib/phone-default';
import { notify } from '@/web/lib/toast';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useSendContactMessage } from './api/send-contact-message';
import './i18n';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';

/** SPEC §2.7 contact form: nothing typed is lost on failure; errors sit next to their field. */
export function ContactForm({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('contact');
  const id = useId();
  const [sent, setSent] = useState(false);
  // The shop's default country (decision 042); the selector offers the other 22 countries.
  const defaultCountry = useDefaultPhoneCountry();
  const [phone, setPhone] = useState<PhoneFieldValue>({ country: defaultCountry, phone: '' });
  const [countryChosen, setCountryChosen] = useState(false);
  // The settings may arrive after the form is drawn: follow them until the person picks or types.
  useEffect(() => {
    if (!countryChosen)
      setPhone((p) => (p.phone || p.country === defaultCountry ? p : { ...p, country: defaultCountry }));
  }, [countryChosen, defaultCountry]);
  const send = useSendContactMessage();
  // The server draws the form (decision 060): its fields wait for the app, as every server-drawn
  // field does (decision 017), or what was typed meanwhile would be undone by the hydration.
  const hydrated = useHydrated();
  const form = useZodForm<typeof contactMessageSchema, ContactMessageInput>(contactMessageSchema, {
    defaultValues: { name: '', email: '', phone: '', message: '', website: '' },
  });
  const refuse = useServerRefusal(form);
  const phoneError = useFieldError('phone', form.control);
  // An empty required field says so plainly, rather than the schema's "at least 2 characters".
  const requiredWhenEmpty = (name: 'name' | 'email' | 'message') => (message: string) =>
    (form.getValues(name) ?? '').trim() === '' ? t('required') : message;

  const onSubmit = async (values: ContactMessage) => {
    setSent(false);
    const digits = nationalDigits(phone.phone, phone.country);
    if (digits && !isValidTypedPhone(phone.phone, phone.country)) {
      form.setError('phone', { message: PHONE_INVALID_FOR_COUNTRY_MESSAGE }, { shouldFocus: true });
      return;
    }
    try {
      await send.mutateAsync({
        ...values,
        phone: digits ? toE164(phone.country, phone.phone) : '',
        language: i18n.language === 'en' ? 'en' : 'pt-BR',
      });
      form.reset();
      setPhone((current) => ({ ...current, phone: '' }));
      setSent(true);
      notify('success', t('success'));
    } catch (error) {
      // The fields the refusal names show their message; the failure itself is said below.
      refuse(error, t('failure'));
      form.clearErrors('root.server');
      notify('error', t('failure'));
    }
  };

  const statusId = `${id}-status`;
  return (
    <Form form={form} onSubmit={onSubmit} className={className} aria-describedby={statusId}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="name"
            label={t('name')}
            formatError={requiredWhenEmpty('name')}
          >
            {(field) => <Input autoComplete="name" {...field} />}
          </FormField>
          <FormField
            control={form.control}
            name="email"
            label={t('email')}
            formatError={requiredWhenEmpty('email')}
          >
            {(field) => <Input type="email" autoComplete="email" {...field} />}
          </FormField>
        </div>
        <Field error={phoneError}>
          {(control) => (
            <PhoneInput
              {...control}
              value={phone}
              onChange={(value) => {
                setPhone(value);
                setCountryChosen(true);
                form.clearErrors('phone');
              }}
              ref={form.register('phone').ref}
              labels={{ phone: t('phone') }}
            />
          )}
        </Field>
        <FormField
          control={form.control}
          name="message"
          label={t('message')}
          formatError={requiredWhenEmpty('message')}
        >
          {(field) => <CountedTextarea rows={5} limit={TEXT_LIMITS.contactMessage} {...field} />}
        </FormField>
        {/* Bot trap: off-screen and skipped by keyboard and screen readers; people never fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <Field label={t('trap')}>
            {(control) => (
              <input
                id={control.id}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                {...form.register('website')}
              />
            )}
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" disabled={send.isPending}>
            {send.isPending ? t('sending') : t('send')}
          </Button>
          <p id={statusId} role="status" className="text-sm">
            {sent && (
              <span className="inline-flex items-center gap-1.5 text-leaf">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                {t('success')}
              </span>
            )}
            {send.isError && <span className="text-red-800">{t('failure')}</span>}
          </p>
        </div>
      </fieldset>
    </Form>
  );
}
